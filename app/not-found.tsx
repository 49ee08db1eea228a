import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { sans, display } from '@/lib/fonts';
import { defaultLocale } from '@/lib/i18n/routing';
import { clientMessages } from '@/lib/i18n/client-messages';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';

// Paths outside any locale segment (a bad /_next asset, say) still get the
// real 404 page, in the default language. (No setRequestLocale here: Next
// renders this boundary alongside every page, and it would override the
// page's locale.)
export default async function RootNotFound() {
  const messages = await getMessages({ locale: defaultLocale });
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
