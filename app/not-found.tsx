import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { sans, display } from '@/app/fonts';
import { defaultLocale } from '@/lib/i18n/routing';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';

// Paths outside any locale segment (a bad /_next asset, say) still get the
// real 404 page, in the default language. No setRequestLocale here: Next
// renders this boundary alongside every page, and it would override the
// page's locale.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'Metadata' });
  return { title: t('titleTemplate', { title: t('notFound') }), robots: { index: false, follow: true } };
}

export default function RootNotFound() {
  return (
    <html lang={defaultLocale} className={`${sans.variable} ${display.variable}`}>
      <body className="flex min-h-dvh flex-col bg-paper font-sans text-ink antialiased">
        <NotFoundScreen locale={defaultLocale} />
      </body>
    </html>
  );
}
