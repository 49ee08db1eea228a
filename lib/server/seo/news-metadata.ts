import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, isAppLocale } from '@/lib/i18n/routing';
import { defaultSocialImage, pageMetadata } from '@/lib/server/seo/metadata';

/** The news list's metadata; a later page is its own canonical URL (`?page=N`), with the same page in the other languages. */
export async function newsListMetadata(rawLocale: string, page: number): Promise<Metadata> {
  const locale = isAppLocale(rawLocale) ? rawLocale : defaultLocale;
  const [t, tn] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'News' }),
  ]);
  return pageMetadata({
    locale,
    href: page > 1 ? { pathname: '/news', query: { page } } : '/news',
    title: page > 1 ? tn('pageTitle', { page }) : t('news'),
    description: t('descNews'),
    image: defaultSocialImage(t('socialCardAlt')),
  });
}
