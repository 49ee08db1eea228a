import { categoryBySlug } from '@/lib/rules/categories';
import { talentIdOf } from '@/lib/rules/talent-id';
import { matchLocalizedPath } from './match-path';
import { getPathname } from '@/lib/i18n/navigation';
import { profileHref } from '@/lib/i18n/profile-href';

/** What the proxy knows of a visible talent: its name's slug, its gender and its categories' ids. */
export type KnownTalent = { slug: string; gender: string; categories: readonly number[] };

/**
 * The profile URL a profile path spelled another way should be (a wrong or
 * outdated name, a category the talent is not in, `/modelos/{id}` without the
 * name), or null when the path is no profile, is already right, or names no
 * visible talent (the 404 decides that). The proxy answers it with a 308
 * before anything is rendered: a page that redirected while rendering left a
 * cache entry per wrong name, which an attacker could choose without end.
 */
export async function canonicalProfilePath(
  pathname: string,
  talentOf: (id: number) => Promise<KnownTalent | null>,
): Promise<string | null> {
  const match = matchLocalizedPath(pathname);
  if (!match) return null;
  const { locale, params } = match;
  let id: number | null;
  let category: ReturnType<typeof categoryBySlug> = null;
  switch (match.pathname) {
    case '/talent/[id]/[name]':
      id = talentIdOf(params.id);
      break;
    case '/category-talent/[category]/[id]/[name]':
      id = talentIdOf(params.id);
      category = categoryBySlug(params.category ?? '');
      break;
    case '/models/[category]':
      id = talentIdOf(params.category);
      break;
    default:
      return null;
  }
  const talent = id === null ? null : await talentOf(id);
  if (id === null || !talent) return null;
  const keep = category !== null && talent.categories.includes(category.id) ? category.slug : null;
  const target = getPathname({ locale, href: profileHref({ id, slug: talent.slug }, keep) });
  return target === pathname ? null : target;
}
