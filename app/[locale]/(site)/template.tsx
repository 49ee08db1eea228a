import type { ReactNode } from 'react';
import { PageTransition } from '@/components/layout/PageTransition';

// A template re-mounts on every navigation, which starts the transition.
export default function SiteTemplate({ children }: { children: ReactNode }) {
  return <PageTransition>{children}</PageTransition>;
}
