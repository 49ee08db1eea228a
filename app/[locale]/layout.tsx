import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { knownLocale, routing } from '@/lib/i18n/routing';
import { display, sans } from '@/app/fonts';
import { siteUrl } from '@/lib/server/seo/site-url';
import { siteTitle } from '@/lib/rules/titles';
import { AGENCY_MARK } from '@/lib/rules/agency-facts';
import { RouteProgress } from '@/components/layout/RouteProgress';
import { OfflineNotice } from '@/components/layout/OfflineNotice';
import { ChunkReload } from '@/components/layout/ChunkReload';
import { FocusStart } from '@/components/layout/FocusStart';
import { Toasts } from '@/components/ui/Toasts';
import { UNITS_SCRIPT } from '@/lib/rules/units';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: '#ffffff',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: knownLocale((await params).locale), namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl()),
    title: siteTitle(t),
    description: t('description'),
    applicationName: AGENCY_MARK,
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // The proxy gives every path a known locale; anything else is the 404 page.
  const { locale } = await localeParams(params);
  const [t, status] = await Promise.all([getTranslations('Nav'), getTranslations('Status')]);

  return (
    <html lang={locale} className={`${sans.variable} ${display.variable}`}>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        {/* The visitor's units, before anything is painted: no flash of the other system, no shift. */}
        <script dangerouslySetInnerHTML={{ __html: UNITS_SCRIPT }} />
        <FocusStart />
        <a
          href="#main"
          className="sr-only z-50 bg-ink px-4 py-3 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <noscript>
          <p className="border-b border-line bg-mist px-5 py-3 text-sm sm:px-8">{status('noscript')}</p>
        </noscript>
        {/* The locale for next-intl's links and hooks, and no messages: each island
            that reads some gets only its own (components/i18n/IslandMessages.tsx). */}
        <NextIntlClientProvider messages={null}>
          <RouteProgress />
          <ChunkReload />
          {children}
          <OfflineNotice message={status('offline')} />
          <Toasts dismissLabel={status('dismiss')} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
