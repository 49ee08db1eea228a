/**
 * The models list's search (docs/decisions/0021-list-filters-in-the-url.md):
 * `q` (name), `height` and `age` ranges, `hair` and `eyes` colours, and
 * `availability=in_town` (who can be booked in the agency's city), in the
 * query string so that a filtered list is a link. Whatever a visitor types is read leniently:
 * unknown values are ignored, ranges out of order are swapped and out of
 * bounds are clamped, `q` is cut at 100 characters. Nothing here throws.
 */
import { ageOn } from '@/lib/rules/age';
import { calendarDay } from '@/lib/rules/agreed';
import { AVAILABILITY_FILTER, isInTown, type Availability } from '@/lib/rules/casting';
import { EYE_COLOURS, findColour, HAIR_COLOURS, type Colour } from '@/lib/rules/colours';
import { cutAtSlash } from '@/lib/rules/measures';
import { heightCentimetres } from './units';

export const FILTER_KEYS = ['q', 'height', 'hair', 'eyes', 'age', 'availability'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const Q_MAX_LENGTH = 100;
/** Heights a filter can ask for, in cm; the form offers every centimetre between. */
export const HEIGHT_BOUNDS = { min: 140, max: 210 } as const;
export const AGE_BOUNDS = { min: 14, max: 70 } as const;

export type Range = { min: number; max: number };

export type RosterSearch = {
  q: string | null;
  height: Range | null;
  hair: Colour | null;
  eyes: Colour | null;
  age: Range | null;
  availability: typeof AVAILABILITY_FILTER.inTown | null;
};

export const NO_SEARCH: RosterSearch = Object.freeze({
  q: null,
  height: null,
  hair: null,
  eyes: null,
  age: null,
  availability: null,
});

/** Lower case without accents or repeated spaces: "  Ágatha  LEÃO" → "agatha leao". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every word of the search appears in the name, accents and case aside ("leao agatha" finds "Ágatha Leão"). */
export function nameMatches(name: string, q: string): boolean {
  const words = foldText(q).split(' ').filter(Boolean);
  const folded = foldText(name);
  return words.every((word) => folded.includes(word));
}

function cutQ(values: string[]): string | null {
  // Control characters are no part of a name; what is left is cut, then trimmed.
  const text = values
    .join(' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...text].slice(0, Q_MAX_LENGTH).join('').trim();
  return cut === '' ? null : cut;
}

const whole = (text: string): number | null => {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  return Number(t);
};

/**
 * `170-180`, `170-`, `-180`, a single `170` (exactly), or the two values of
 * a form's min and max selects (`height=170&height=180`, either may be
 * empty). Null when nothing usable is left or the range is the whole span.
 */
export function parseRange(values: string[], bounds: { min: number; max: number }): Range | null {
  let min: number | null = null;
  let max: number | null = null;
  if (values.length === 1) {
    const [text = ''] = values;
    const dash = text.indexOf('-');
    if (dash === -1) {
      min = max = whole(text);
    } else {
      min = whole(text.slice(0, dash));
      max = whole(text.slice(dash + 1));
    }
  } else if (values.length >= 2) {
    min = whole(values[0] ?? '');
    max = whole(values[1] ?? '');
  }
  if (min === null && max === null) return null;
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  let low = clamp(min ?? bounds.min);
  let high = clamp(max ?? bounds.max);
  if (low > high) [low, high] = [high, low];
  if (low === bounds.min && high === bounds.max) return null;
  return { min: low, max: high };
}

/** A colour's URL value: the contract's English value with hyphens ("dark-brown"). */
export function colourParam(colour: Colour): string {
  return colour.value.replace(/ /g, '-');
}

function parseColour(values: string[], list: readonly Colour[]): Colour | null {
  for (const value of values) {
    const colour = findColour(list, value.replace(/-/g, ' '));
    if (colour) return colour;
  }
  return null;
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function valuesOf(params: Params, key: FilterKey): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The search a query string asks for; anything unusable is left out. */
export function parseRosterSearch(params: Params): RosterSearch {
  return {
    q: cutQ(valuesOf(params, 'q').slice(0, 4)),
    height: parseRange(valuesOf(params, 'height').slice(0, 2), HEIGHT_BOUNDS),
    hair: parseColour(valuesOf(params, 'hair').slice(0, 4), HAIR_COLOURS),
    eyes: parseColour(valuesOf(params, 'eyes').slice(0, 4), EYE_COLOURS),
    age: parseRange(valuesOf(params, 'age').slice(0, 2), AGE_BOUNDS),
    availability: valuesOf(params, 'availability').slice(0, 4).includes(AVAILABILITY_FILTER.inTown)
      ? AVAILABILITY_FILTER.inTown
      : null,
  };
}

export function hasSearch(search: RosterSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== null);
}

const rangeParam = (r: Range) => (r.min === r.max ? String(r.min) : `${r.min}-${r.max}`);

/** The search as query entries, in one fixed order: the canonical form of a filtered list's URL. */
export function searchEntries(search: RosterSearch): [FilterKey, string][] {
  const entries: [FilterKey, string][] = [];
  if (search.q) entries.push(['q', search.q]);
  if (search.height) entries.push(['height', rangeParam(search.height)]);
  if (search.hair) entries.push(['hair', colourParam(search.hair)]);
  if (search.eyes) entries.push(['eyes', colourParam(search.eyes)]);
  if (search.age) entries.push(['age', rangeParam(search.age)]);
  if (search.availability) entries.push(['availability', search.availability]);
  return entries;
}

export function isFilterKey(key: string): key is FilterKey {
  return (FILTER_KEYS as readonly string[]).includes(key);
}

/**
 * The canonical query of a models list URL: the filter keys as
 * `searchEntries` writes them, every other parameter where it was. Null
 * when the query is canonical already (the proxy redirects otherwise, so a
 * form sent without JavaScript lands on the same URL a shared link has).
 */
export function canonicalListQuery(params: URLSearchParams): URLSearchParams | null {
  const given = [...params].filter(([key]) => isFilterKey(key));
  if (given.length === 0) return null;
  const wanted = searchEntries(parseRosterSearch(params));
  const same = given.length === wanted.length && given.every(([k, v], i) => wanted[i]?.[0] === k && wanted[i]?.[1] === v);
  if (same) return null;
  const next = new URLSearchParams([...params].filter(([key]) => !isFilterKey(key) && key !== 'page'));
  for (const [key, value] of wanted) next.append(key, value);
  // Another search starts at its first page.
  return next;
}

/** What the search reads of a talent: the profile's measures, as the agency typed them. */
export type SearchableTalent = {
  name: string;
  height?: string | null;
  hair?: string | null;
  eyes?: string | null;
  birthdate?: string | null;
  availability?: Availability | null;
};

const inRange = (n: number | null, r: Range | null) => r === null || (n !== null && n >= r.min && n <= r.max);

export function matchesSearch(talent: SearchableTalent, search: RosterSearch, on: Date = new Date()): boolean {
  if (search.q && !nameMatches(talent.name, search.q)) return false;
  if (search.hair && findColour(HAIR_COLOURS, talent.hair ?? '') !== search.hair) return false;
  if (search.eyes && findColour(EYE_COLOURS, talent.eyes ?? '') !== search.eyes) return false;
  if (search.height && !inRange(heightCentimetres(cutAtSlash(talent.height)), search.height)) return false;
  if (search.age && !inRange(ageOn(talent.birthdate, on), search.age)) return false;
  if (search.availability && !isInTown(talent.availability, calendarDay(on))) return false;
  return true;
}
