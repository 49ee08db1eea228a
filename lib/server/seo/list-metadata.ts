import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isCategorySlug } from '@/lib/rules/categories';
import { listHref } from '@/lib/i18n/list-href';
import { parseListSegments } from '@/lib/i18n/list-segments';
import type { AppLocale } from '@/lib/i18n/routing';
import { defaultSocialImage, pageMetadata } from '@/lib/server/seo/metadata';

type Segments = { locale: string; category: string; gender: string; page: string };

/** A list's title and description: category, then gender, then page. */
export async function listMetadata({ locale, category, gender, page }: Segments): Promise<Metadata> {
  const filter = parseListSegments(category, gender, page);
  if (!filter) return {};
  const [t, tc, tm] = await Promise.all([
    getTranslations({ locale: locale as AppLocale, namespace: 'Models' }),
    getTranslations({ locale: locale as AppLocale, namespace: 'Categories' }),
    getTranslations({ locale: locale as AppLocale, namespace: 'Metadata' }),
  ]);
  const slug = filter.category && isCategorySlug(filter.category) ? filter.category : null;
  // Each list its own title and description: category, then gender, then page.
  let title = slug ? t('categoryTitle', { category: tc(slug) }) : t('title');
  if (filter.gender) title = tm('listGender', { title, gender: t(filter.gender) });
  if (filter.page > 1) title = tm('listPage', { title, page: filter.page });
  const description = slug ? tm('descCategory', { category: tc(slug) }) : tm('descModels');
  return pageMetadata({
    locale: locale as AppLocale,
    href: listHref(slug, filter.gender, [], filter.page),
    title,
    description: filter.gender || filter.page > 1 ? `${title}. ${description}` : description,
    image: defaultSocialImage(tm('socialCardAlt')),
  });
}

/**
 * A searched list: the unsearched list's title, canonical to it, and kept out
 * of search engines (its query multiplies URLs; the sitemap lists none).
 */
export async function searchedListMetadata(segments: Segments): Promise<Metadata> {
  return { ...(await listMetadata({ ...segments, page: '1' })), robots: { index: false, follow: true } };
}
