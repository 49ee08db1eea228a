import { isCategorySlug } from '@/lib/rules/categories';
import { parseSelectionIds } from '@/lib/rules/selection';
import { talentIdOf } from '@/lib/rules/talent-id';
import { matchLocalizedPath } from './match-path';
import { defaultLocale, isAppLocale, type AppLocale } from '@/lib/i18n/routing';

/** Next's metadata files (icons, social cards) under a locale: routes of their own, never a screen. */
const METADATA_FILE = /^(?:opengraph-image|twitter-image|icon|apple-icon)(?:[-.][\w.-]*)?$/;

/**
 * The language of the 404 page a path gets when it can name no screen: no
 * localized pathname matches it, its category is not one of the agency's, or
 * its talent id is not a visible talent of the cached roster
 * (`isVisibleTalent`), or its news slug is no post of the collection
 * (`isNewsPost`). Null when the path may show a screen. Deciding this
 * before rendering keeps a crawler's unknown URLs from costing a render, a
 * back-office call or a cache entry each: the 404 page is one static page per
 * language.
 */
export async function notFoundLocale(
  pathname: string,
  isVisibleTalent: (id: number) => Promise<boolean>,
  isNewsPost: (locale: AppLocale, slug: string) => Promise<boolean> = async () => true,
): Promise<AppLocale | null> {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last !== undefined && METADATA_FILE.test(last)) return null;

  const match = matchLocalizedPath(pathname);
  if (!match) {
    const first = segments[0];
    return first !== undefined && isAppLocale(first) ? first : defaultLocale;
  }
  const { locale, pathname: screen, params } = match;
  const category = params.category;
  const id = talentIdOf(params.id);
  switch (screen) {
    case '/models/[category]':
      // /modelos/{id} without the name is the talent's profile (redirected by the list page).
      const talentId = talentIdOf(category);
      if (talentId !== null) return (await isVisibleTalent(talentId)) ? null : locale;
      return isCategorySlug(category) ? null : locale;
    case '/category-talent/[category]/[id]/[name]':
      if (!isCategorySlug(category)) return locale;
      return id !== null && (await isVisibleTalent(id)) ? null : locale;
    case '/talent/[id]/[name]':
      return id !== null && (await isVisibleTalent(id)) ? null : locale;
    case '/selection/[ids]': {
      // Over the cap or without a single visible talent: nothing to show.
      const selection = parseSelectionIds(params.ids ?? '');
      if (!selection) return locale;
      for (const talent of selection.ids) if (await isVisibleTalent(talent)) return null;
      return locale;
    }
    case '/news/[slug]':
      return (await isNewsPost(locale, params.slug ?? '')) ? null : locale;
    default:
      return null;
  }
}

/** The internal path of the static 404 page of a language (app/[locale]/missing). */
export function notFoundPagePath(locale: AppLocale): string {
  return `/${locale}/missing`;
}
