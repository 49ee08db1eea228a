import 'server-only';
import { agency, tags, type AgencyLang, type Talent } from '@/lib/api';
import { cachedCall } from '@/lib/server/cache';
import { ROSTER_REVALIDATE_S } from '@/lib/rules/constants';
import { filterRoster, pageOf, type RosterPage } from '@/lib/rules/categories';
import { nameSlug } from '@/lib/rules/slug';
import { textLanguage } from '@/lib/rules/content-language';
import type { RosterCard, ListQuery } from '@/lib/rules/roster-card';
import { collectMeasures, MEASURES_TAG, type MeasuresIndex } from '@/lib/server/talent-measures';
import { cardMeasures } from '@/lib/rules/key-measures';
import type { KnownTalent } from '@/lib/i18n/profile-canonical';
import { proxyGeneration } from '@/lib/server/generation';
import { hasSearch, matchesSearch, NO_SEARCH, parseRosterSearch, type RosterSearch } from '@/lib/rules/roster-filter';

/**
 * The roster, fetched once for every language (the list items carry nothing
 * that depends on it) and cached on the server: one POST /api/talents per
 * revalidation period whatever the traffic
 * (docs/decisions/0022-roster-fetched-once-and-cached.md).
 */
const roster = cachedCall('roster', () => agency().getRoster('pt'), { tags: () => [tags.roster('pt'), tags.all] });

const profile = cachedCall('profile', (lang: AgencyLang, id: number) => agency().getTalentProfile(lang, id), {
  tags: (_lang, id) => [tags.profile(id), tags.all],
});

/**
 * Every visible talent's measures, for the search and the cards: one cached
 * entry for the whole roster (never one per query), built from the cached
 * roster and the talents' profiles.
 */
const measures = cachedCall(
  'roster-measures',
  async () => collectMeasures(filterRoster(await roster()).map((t) => t.id), (id) => agency().getTalentProfile('pt', id)),
  { tags: () => [tags.roster('pt'), tags.all, MEASURES_TAG] },
);

/** The index, or null (logged) when it cannot be built: the list still shows its cards, without measures. */
async function measuresOrNull(): Promise<MeasuresIndex | null> {
  try {
    return await measures();
  } catch (error) {
    console.error('roster measures unavailable', error);
    return null;
  }
}

const needsMeasures = (search: RosterSearch) => search.height !== null || search.age !== null || search.hair !== null || search.eyes !== null;

/**
 * One page of a models list: category and gender, then the search, from the
 * cached roster and measures; nothing cached per query. `locale` writes the
 * cards' measures (its decimal sign).
 */
export async function loadRosterPage(query: ListQuery, locale: string = 'pt', search: RosterSearch = NO_SEARCH): Promise<RosterPage<RosterCard>> {
  const [all, index] = await Promise.all([roster(), needsMeasures(search) ? measures() : measuresOrNull()]);
  let talents = filterRoster(all, { category: query.category, gender: query.gender });
  if (hasSearch(search)) {
    const on = new Date();
    talents = talents.filter((t) => matchesSearch({ name: t.name, ...index?.[String(t.id)] }, search, on));
  }
  const page = pageOf(talents, query.page);
  return {
    ...page,
    items: page.items.map((t) => ({
      id: t.id,
      name: t.name,
      cover: t.cover,
      slug: nameSlug(t.name),
      gender: t.gender,
      measures: cardMeasures(index?.[String(t.id)], t.gender, locale),
    })),
  };
}

/** The search of a list query's canonical entries (the route handler's and the pager's form). */
export function searchOf(query: ListQuery): RosterSearch {
  return parseRosterSearch(new URLSearchParams(query.filters ?? []));
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

type TalentMemo = { talents: Promise<ReadonlyMap<number, KnownTalent>>; until: number; generation: string };
/** On globalThis: the proxy and the route handlers are separate bundles in one process. */
const talentMemo = globalThis as { __visibleTalents?: TalentMemo };
const FAILURE_MEMORY_MS = 3000;

/**
 * The visible talents' slugs and categories for the proxy, which runs outside
 * Next's data cache (`unstable_cache` there calls the back office every
 * time): kept in memory for the roster's revalidate period, one call shared
 * by concurrent requests, and dropped on every instance when any of them is
 * told to revalidate (lib/server/generation.ts).
 */
export async function visibleTalents(): Promise<ReadonlyMap<number, KnownTalent>> {
  const generation = await proxyGeneration().current();
  const now = Date.now();
  let memo = talentMemo.__visibleTalents;
  if (!memo || memo.until <= now || memo.generation !== generation) {
    const talents = agency()
      .getRoster('pt')
      .then((all) => new Map(filterRoster(all).map((t) => [t.id, { slug: nameSlug(t.name), gender: t.gender, categories: t.categories.map((c) => c.id) }])));
    memo = { talents, until: now + ROSTER_REVALIDATE_S * 1000, generation };
    const stored = memo;
    talentMemo.__visibleTalents = stored;
    talents.catch(() => {
      stored.until = Date.now() + FAILURE_MEMORY_MS;
    });
  }
  return memo.talents;
}

export async function isVisibleTalentId(id: number): Promise<boolean> {
  return (await visibleTalents()).has(id);
}

/**
 * A revalidation: this process's copy goes now; the other instances' copies,
 * and every instance's home health, once they next read the shared generation
 * (at most GENERATION_CHECK_MS later).
 */
export async function forgetVisibleTalentIds(): Promise<void> {
  delete talentMemo.__visibleTalents;
  await proxyGeneration().bump();
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
