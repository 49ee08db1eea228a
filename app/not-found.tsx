import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { sans, display } from '@/lib/fonts';
import { defaultLocale } from '@/lib/i18n/routing';
import { clientMessages } from '@/lib/i18n/client-messages';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';

// Paths outside any locale segment (a bad /_next asset, say) still get the
// real 404 page, in the default language.
export default async function RootNotFound() {
  setRequestLocale(defaultLocale);
  const messages = await getMessages();
  return (
    <html lang={defaultLocale} className={`${sans.variable} ${display.variable}`}>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        <NextIntlClientProvider locale={defaultLocale} messages={clientMessages(messages)}>
          <SiteChrome>
            <NotFoundScreen />
          </SiteChrome>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
