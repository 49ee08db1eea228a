import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/SiteChrome';

// Spec §2: the header bar, logo and trigger are hidden on about; the footer stays.
export default function AboutLayout({ children }: { children: ReactNode }) {
  return <SiteChrome header={false}>{children}</SiteChrome>;
}
