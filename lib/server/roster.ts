import 'server-only';
import { agency, tags, type AgencyLang, type Talent } from '@/lib/api';
import { cachedCall } from '@/lib/server/cache';
import { ROSTER_REVALIDATE_S } from '@/lib/rules/constants';
import { filterRoster, pageOf, type RosterPage } from '@/lib/rules/categories';
import { nameSlug } from '@/lib/rules/slug';
import { textLanguage } from '@/lib/rules/content-language';
import type { RosterCard, ListQuery } from '@/lib/rules/roster-card';

/**
 * The roster, fetched once for every language (the list items carry nothing
 * that depends on it) and cached on the server: one POST /api/talents per
 * revalidation period whatever the traffic (DESIGN.md decision 6).
 */
const roster = cachedCall('roster', () => agency().getRoster('pt'), { tags: () => [tags.roster('pt'), tags.all] });

const profile = cachedCall('profile', (lang: AgencyLang, id: number) => agency().getTalentProfile(lang, id), {
  tags: (_lang, id) => [tags.profile(id), tags.all],
});

export async function loadRosterPage(query: ListQuery): Promise<RosterPage<RosterCard>> {
  const talents = filterRoster(await roster(), { category: query.category, gender: query.gender });
  const page = pageOf(talents, query.page);
  return {
    ...page,
    items: page.items.map((t) => ({ id: t.id, name: t.name, cover: t.cover, slug: nameSlug(t.name), gender: t.gender })),
  };
}

/** Every visible talent, for the sitemap. */
export async function loadRosterCards(): Promise<RosterCard[]> {
  return filterRoster(await roster()).map((t) => ({ id: t.id, name: t.name, cover: t.cover, slug: nameSlug(t.name), gender: t.gender }));
}

/**
 * Whether an id is a talent the site shows, from the cached roster: an
 * unknown id costs neither a back-office call nor a cache entry of its own.
 */
export async function isVisibleTalent(id: number): Promise<boolean> {
  return filterRoster(await roster()).some((t) => t.id === id);
}

type IdMemo = { ids: Promise<ReadonlySet<number>>; until: number };
/** On globalThis: the proxy and the route handlers are separate bundles in one process. */
const idMemo = globalThis as { __visibleTalentIds?: IdMemo };
const FAILURE_MEMORY_MS = 3000;

/**
 * The same answer for the proxy, which runs outside Next's data cache
 * (`unstable_cache` there calls the back office every time): the visible ids
 * are kept in memory for the roster's revalidate period, one call shared by
 * concurrent requests, and forgotten on on-demand revalidation.
 */
export function isVisibleTalentId(id: number): Promise<boolean> {
  const now = Date.now();
  let memo = idMemo.__visibleTalentIds;
  if (!memo || memo.until <= now) {
    const ids = agency().getRoster('pt').then((talents) => new Set(filterRoster(talents).map((t) => t.id)));
    memo = { ids, until: now + ROSTER_REVALIDATE_S * 1000 };
    const stored = memo;
    idMemo.__visibleTalentIds = stored;
    ids.catch(() => {
      stored.until = Date.now() + FAILURE_MEMORY_MS;
    });
  }
  return memo.ids.then((ids) => ids.has(id));
}

export function forgetVisibleTalentIds(): void {
  delete idMemo.__visibleTalentIds;
}

/**
 * A talent's full profile, or null when unknown or excluded (lib/api drops
 * those). Ids outside the roster are refused before the back office is asked.
 */
export async function loadProfile(lang: AgencyLang, id: number): Promise<Talent | null> {
  if (!(await isVisibleTalent(id))) return null;
  return profile(lang, id);
}

/** A profile with the language its biography really came in (null: unknown). */
export type ProfileView = Talent & { biographyLang: AgencyLang | null };

/**
 * A profile for a page in `lang`. The API falls back to pt where a biography
 * was not translated without saying so: on en/es pages the pt profile (also
 * cached) tells which it is, so the page can mark it `lang="pt"` and keep it
 * out of its own-language description.
 */
export async function loadProfileView(lang: AgencyLang, id: number): Promise<ProfileView | null> {
  const talent = await profile(lang, id);
  if (!talent) return null;
  if (lang === 'pt' || !talent.biography) return { ...talent, biographyLang: lang };
  const pt = await profile('pt', id).catch((error: unknown) => {
    console.error('profile: pt text unavailable for the language check', error);
    return undefined;
  });
  return { ...talent, biographyLang: textLanguage(lang, talent.biography, pt === undefined ? undefined : (pt?.biography ?? null)) };
}
