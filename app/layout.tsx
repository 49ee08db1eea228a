import type { ReactNode } from 'react';
import './globals.css';

// The <html> element lives in app/[locale]/layout.tsx, which knows the
// language; app/not-found.tsx renders its own for paths outside any locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
