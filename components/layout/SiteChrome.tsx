import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Header } from './Header';
import { Footer } from './Footer';
import { PendingScreen } from './PendingScreen';

/** Header, main and footer in one column: the shell of every screen but home and about. */
export async function SiteChrome({ children, header = true }: { children: ReactNode; header?: boolean }) {
  const status = await getTranslations('Status');
  return (
    <>
      {header ? <Header /> : null}
      <main id="main" className="flex flex-1 flex-col">
        <PendingScreen label={status('loading')}>{children}</PendingScreen>
      </main>
      <Footer />
    </>
  );
}
