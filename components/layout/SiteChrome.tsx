import type { ReactNode } from 'react';
import { Header } from './Header';
import { Footer } from './Footer';

/** Header, main and footer in one column: the shell of every screen but home and about. */
export function SiteChrome({ children, header = true }: { children: ReactNode; header?: boolean }) {
  return (
    <>
      {header ? <Header /> : null}
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <Footer />
    </>
  );
}
