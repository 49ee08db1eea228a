import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/lib/i18n/navigation';
import { localeParams } from '@/lib/i18n/locale-params';
import { knownLocale } from '@/lib/i18n/routing';
import { ErrorScreen, errorButtonClass } from '@/components/errors/ErrorScreen';

const STATUS = 503;

export async function generateMetadata({ params }: PageProps<'/[locale]/home-unavailable'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: knownLocale(locale), namespace: 'Errors' });
  // Its own title in the layout's template, not the home's: this is not the home.
  return { title: t('status', { status: STATUS }), robots: { index: false } };
}

/**
 * The home screen when its slides cannot be loaded (docs/product.md §8): the
 * proxy rewrites the home here with HTTP 503 and the back office's error code.
 * The headline says, in the visitor's language, that the agency's system does
 * not answer; the code is a detail under it. Retry is a link to the home
 * itself, so it works without JavaScript. The home has no header or footer
 * (docs/product.md §2), so neither has this.
 */
export default async function HomeUnavailable({ params, searchParams }: PageProps<'/[locale]/home-unavailable'>) {
  const { locale } = await localeParams(params);
  const [t, { code }] = await Promise.all([getTranslations('Errors'), searchParams]);
  return (
    <main id="main" className="flex flex-1 flex-col">
      <ErrorScreen
        status={STATUS}
        message={t('unavailable')}
        detail={t('reference', { digest: typeof code === 'string' && /^[\w-]{1,40}$/.test(code) ? code : 'slides_failed' })}
        actions={
          <a href={getPathname({ locale, href: '/' })} className={errorButtonClass}>
            {t('retry')}
          </a>
        }
      />
    </main>
  );
}
