/**
 * Talents: the roster, profiles, the list's search and selections. The
 * `fetch*` functions are the contract's calls (SITE host), made through one
 * connection; the `get*` functions are what pages and route handlers ask,
 * cached on the server (fetch.ts, `cachedCall`).
 */
import 'server-only';
import { filterRoster, isExcluded, pageOf, ROSTER_FETCH_SIZE, type RosterPage } from '@/lib/rules/categories';
import { textLanguage } from '@/lib/rules/content-language';
import { cardMeasures, measuresOfTalent, type TalentMeasures } from '@/lib/rules/key-measures';
import type { AvailabilityWriter, ListQuery, RosterCard } from '@/lib/rules/roster-card';
import type { Availability } from '@/lib/rules/casting';
import { hasSearch, matchesSearch, NO_SEARCH, parseRosterSearch, type RosterSearch } from '@/lib/rules/roster-filter';
import { inPool } from '@/lib/rules/in-pool';
import { nameSlug } from '@/lib/rules/slug';
import { reportFailure } from './calls';
import { isAgencyApiError } from './errors';
import { agency, cachedCall, tags, type AgencyFetch } from './fetch';
import { ProfileAnswerSchema, RosterAnswerSchema } from './schemas';
import type { AgencyLang, Talent, TalentSummary } from './types';

// ---- the calls ---------------------------------------------------------------------

/** The whole roster in one call, excluded talents (division 1446) already dropped. */
export async function fetchRoster(api: AgencyFetch, lang: AgencyLang): Promise<TalentSummary[]> {
  const answer = await api.json(
    'site',
    {
      method: 'POST',
      path: '/api/talents',
      query: { language: lang, paginate: ROSTER_FETCH_SIZE, cover_web: 1 },
      json: { filters: {} },
    },
    RosterAnswerSchema,
  );
  return answer.data.filter((t) => !isExcluded(t));
}

/** One profile; null when the id is unknown (404), not an id, or the talent is excluded. */
export async function fetchTalentProfile(api: AgencyFetch, lang: AgencyLang, id: number): Promise<Talent | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  try {
    const answer = await api.json(
      'site',
      { path: '/api/talent/profile', query: { language: lang, id, cover2: 1, cover_web: 1, skills: 1 } },
      ProfileAnswerSchema,
    );
    return isExcluded(answer.data) ? null : answer.data;
  } catch (error) {
    if (isAgencyApiError(error) && error.status === 404) return null;
    throw error;
  }
}

// ---- cached on the server ----------------------------------------------------------

/**
 * The roster, fetched once for every language (the list items carry nothing
 * that depends on it) and cached on the server: one POST /api/talents per
 * revalidation period whatever the traffic
 * (docs/decisions/0022-roster-fetched-once-and-cached.md).
 */
const roster = cachedCall('roster', () => fetchRoster(agency(), 'pt'), { tags: () => [tags.roster('pt')] });

const profile = cachedCall('profile', (lang: AgencyLang, id: number) => fetchTalentProfile(agency(), lang, id), {
  tags: (_lang, id) => [tags.profile(id)],
});

/** Every visible talent's measures by id, for the search and the cards. */
export type MeasuresIndex = Record<string, TalentMeasures>;

/** Profiles asked of the back office at once (the measures, a selection). */
const PROFILE_CONCURRENCY = 6;

/**
 * The roster's list items carry no measures (contract: TalentSummary), so
 * the search and the cards read them from each talent's profile: one cached
 * entry for the whole roster (never one per query), revalidated with the
 * roster and whenever one profile is (app/api/revalidate). One failed
 * profile call fails the whole entry (it is not cached, and asked again on
 * the next request): a partial index would silently drop talents from a search.
 */
const measures = cachedCall(
  'roster-measures',
  async (): Promise<MeasuresIndex> => {
    const ids = filterRoster(await roster()).map((t) => t.id);
    const talents = await inPool(ids, PROFILE_CONCURRENCY, (id) => fetchTalentProfile(agency(), 'pt', id));
    const index: MeasuresIndex = {};
    for (const talent of talents) if (talent) index[String(talent.id)] = measuresOfTalent(talent);
    return index;
  },
  { tags: () => [tags.roster('pt'), tags.measures] },
);

/** The index, or null (logged) when it cannot be built: the list still shows its cards, without measures. */
async function measuresOrNull(): Promise<MeasuresIndex | null> {
  try {
    return await measures();
  } catch (error) {
    reportFailure('roster measures unavailable', error);
    return null;
  }
}

const needsMeasures = (search: RosterSearch) =>
  search.height !== null || search.age !== null || search.hair !== null || search.eyes !== null;

/**
 * One page of a models list: category and gender, then the search, from the
 * cached roster and measures; nothing cached per query. `locale` writes the
 * cards' measures (its decimal sign); `writeAvailability`, given by the
 * caller that renders the cards (the words are not this layer's), their
 * availability.
 */
export async function getRosterPage(
  query: ListQuery,
  locale: string = 'pt',
  search: RosterSearch = NO_SEARCH,
  writeAvailability?: AvailabilityWriter,
): Promise<RosterPage<RosterCard>> {
  const [all, index] = await Promise.all([roster(), needsMeasures(search) ? measures() : measuresOrNull()]);
  let talents = filterRoster(all, { category: query.category, gender: query.gender });
  if (hasSearch(search)) {
    const on = new Date();
    talents = talents.filter((t) =>
      matchesSearch({ name: t.name, availability: t.availability, ...index?.[String(t.id)] }, search, on),
    );
  }
  const page = pageOf(talents, query.page);
  return {
    ...page,
    items: page.items.map((t) => {
      const availability = writeAvailability?.(t.availability);
      return {
        id: t.id,
        name: t.name,
        cover: t.cover,
        slug: nameSlug(t.name),
        gender: t.gender,
        measures: cardMeasures(index?.[String(t.id)], t.gender, locale),
        ...(availability ? { availability } : {}),
      };
    }),
  };
}

/**
 * The availability of each of `ids` that is a visible talent, from the cached
 * roster (no back-office call of its own): what the favourites show, fresher
 * than anything the browser kept. Talents the back office says nothing of are
 * absent, as are unknown ids.
 */
export async function getRosterAvailability(ids: readonly number[]): Promise<Map<number, Availability>> {
  const wanted = new Set(ids);
  const found = new Map<number, Availability>();
  for (const t of filterRoster(await roster())) if (wanted.has(t.id) && t.availability) found.set(t.id, t.availability);
  return found;
}

/** The search of a list query's canonical entries (the route handler's and the pager's form). */
export function searchOf(query: ListQuery): RosterSearch {
  return parseRosterSearch(new URLSearchParams(query.filters ?? []));
}

/** Every visible talent, for the sitemap and the selection's social card. */
export async function getRosterCards(): Promise<RosterCard[]> {
  return filterRoster(await roster()).map((t) => ({
    id: t.id,
    name: t.name,
    cover: t.cover,
    slug: nameSlug(t.name),
    gender: t.gender,
  }));
}

/**
 * Whether an id is a talent the site shows, from the cached roster: an
 * unknown id costs neither a back-office call nor a cache entry of its own.
 */
export async function isVisibleTalent(id: number): Promise<boolean> {
  return filterRoster(await roster()).some((t) => t.id === id);
}

/**
 * A talent's full profile, or null when unknown or excluded (fetchTalentProfile
 * drops those). Ids outside the roster are refused before the back office is asked.
 */
export async function getTalent(lang: AgencyLang, id: number): Promise<Talent | null> {
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
export async function getTalentProfile(lang: AgencyLang, id: number): Promise<ProfileView | null> {
  const talent = await profile(lang, id);
  if (!talent) return null;
  if (lang === 'pt' || !talent.biography) return { ...talent, biographyLang: lang };
  const pt = await profile('pt', id).catch((error: unknown) => {
    reportFailure('profile: pt text unavailable for the language check', error);
    return undefined;
  });
  return {
    ...talent,
    biographyLang: textLanguage(lang, talent.biography, pt === undefined ? undefined : (pt?.biography ?? null)),
  };
}

/**
 * The talents of a selection in its order, each with its full profile (for
 * measures, book and compo). Ids that are not visible talents (unknown, or
 * in a division of category 1446) are skipped without asking the back office;
 * each profile comes from the server's cache, so a selection's page costs
 * the back office nothing once its talents have been seen.
 */
export async function getSelection(lang: AgencyLang, ids: readonly number[]): Promise<Talent[]> {
  const visible: number[] = [];
  for (const id of ids) if (await isVisibleTalent(id)) visible.push(id);
  const talents = await inPool(visible, PROFILE_CONCURRENCY, (id) => getTalent(lang, id));
  return talents.filter((talent): talent is Talent => talent !== null);
}
