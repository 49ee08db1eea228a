/**
 * The visitor's favourite talents (docs/product.md §3,
 * docs/decisions/0018-favourites-in-local-storage.md): a map
 * keyed by talent id, kept in localStorage under `favorites`, reloaded on
 * start, followed across open tabs. A corrupt or foreign value is ignored.
 * Each entry carries when it was added (`added`), since a map's numeric keys
 * come back in id order: the list is shown, shared and sent in the order the
 * visitor added it. Entries stored before that field are kept, first, in the
 * order they were read.
 */
import { FAVORITES_MAX } from '@/lib/rules/agreed';
import { isGender } from '@/lib/rules/categories';
import type { RosterCard } from '@/lib/rules/roster-card';
import type { CardMeasure } from '@/lib/rules/key-measures';

export const FAVORITES_KEY = 'favorites';

const MEASURE_KEYS = new Set(['height', 'bust', 'chest', 'waist', 'hips', 'shoes']);

/** One of a hearted card's measures (both unit systems, already written). */
function isCardMeasure(value: unknown): value is CardMeasure {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.key === 'string' && MEASURE_KEYS.has(v.key) && text(v.cm, 40) && text(v.in, 40);
}

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * Whether a stored entry is a favourite. Checked by hand rather than with
 * the zod schemas the forms use: this runs on every page, and zod would add
 * more JavaScript to each of them than the rest of this store
 * (docs/decisions/0037-light-first-load.md).
 */
export function isFavoriteTalent(value: unknown): value is FavoriteTalent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    Number.isSafeInteger(v.id) &&
    v.id > 0 &&
    text(v.name, 120) &&
    (v.cover === null || text(v.cover, 2000)) &&
    text(v.slug, 160) &&
    (v.gender === undefined || isGender(v.gender)) &&
    (v.measures === undefined || (Array.isArray(v.measures) && v.measures.length <= 6 && v.measures.every(isCardMeasure))) &&
    (v.added === undefined || (typeof v.added === 'number' && Number.isSafeInteger(v.added) && v.added >= 0))
  );
}

/** A hearted card and when it was added (ms since the epoch; absent on entries stored before it was kept). */
export type FavoriteTalent = RosterCard & { readonly added?: number };

export type Favorites = Readonly<Record<string, FavoriteTalent>>;

export const NO_FAVORITES: Favorites = Object.freeze({});

/** Reads what is stored; entries that are not favourites are dropped. */
export function parseFavorites(raw: string | null): Favorites {
  if (!raw) return NO_FAVORITES;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NO_FAVORITES;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return NO_FAVORITES;
  const favorites: Record<string, FavoriteTalent> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (isFavoriteTalent(entry) && String(entry.id) === key) {
      favorites[key] = {
        id: entry.id,
        name: entry.name,
        cover: entry.cover,
        slug: entry.slug,
        ...(entry.gender ? { gender: entry.gender } : {}),
        ...(entry.measures?.length
          ? { measures: entry.measures.map(({ key, cm, in: inches }) => ({ key, cm, in: inches })) }
          : {}),
        ...(entry.added === undefined ? {} : { added: entry.added }),
      };
    }
  }
  return favorites;
}

/** Whether one more talent fits: a budget request carries at most FAVORITES_MAX. */
export function hasRoomFor(favorites: Favorites, id: number): boolean {
  return String(id) in favorites || Object.keys(favorites).length < FAVORITES_MAX;
}

/**
 * Keeps the card without its availability: that goes stale, and the
 * favourites ask for it afresh. A talent past FAVORITES_MAX is not kept: the
 * budget request would refuse the list. A new one comes last, even when
 * several are added in the same millisecond ("add all"); one already there
 * keeps its place.
 */
export function addFavorite(favorites: Favorites, talent: RosterCard, now: number = Date.now()): Favorites {
  if (!hasRoomFor(favorites, talent.id)) return favorites;
  const key = String(talent.id);
  const latest = Math.max(-1, ...Object.values(favorites).map((entry) => entry.added ?? -1));
  const existing = favorites[key];
  const added = existing ? existing.added : Math.max(Math.floor(now), latest + 1);
  const kept: FavoriteTalent = { ...talent, ...(added === undefined ? {} : { added }) };
  delete (kept as RosterCard).availability;
  return { ...favorites, [key]: kept };
}

export function removeFavorite(favorites: Favorites, id: number): Favorites {
  const key = String(id);
  if (!(key in favorites)) return favorites;
  const next = { ...favorites };
  delete next[key];
  return next;
}

/**
 * The most placeholder cards the favourites screen draws before its list is
 * read: more rows than any screen shows above the budget request.
 */
export const FAVORITES_PLACEHOLDERS = 12;

/**
 * An inline script for the favourites screen, run before its first paint:
 * it marks `<html data-favorites>` with how many talents are stored (at most
 * FAVORITES_PLACEHOLDERS), or `empty` when none can be read, so that the
 * server's HTML shows the empty message at once, or as many placeholder
 * cards as the list will have (FAVORITES_PLACEHOLDER_STYLE), and nothing
 * below them moves when the list arrives. Storage that is refused or holds
 * no map reads as empty, as it does for the store.
 */
export const FAVORITES_FLAG_SCRIPT = `(function(){var n=0;try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(FAVORITES_KEY)})||'{}');if(v&&typeof v==='object'&&!Array.isArray(v))n=Object.keys(v).length}catch(e){}document.documentElement.dataset.favorites=n?String(Math.min(n,${FAVORITES_PLACEHOLDERS})):'empty'})()`;

/**
 * The rules FAVORITES_FLAG_SCRIPT's mark drives: the empty message or the
 * placeholders (`.favorites-early`, `.favorites-pending`), and only the
 * first n placeholder cards; with no mark (no script ran), neither, since
 * the list can never be read. A style React hoists into the head (a style element in the body
 * is invalid HTML); React escapes only `</style` in it, so its quotes and
 * `>` stay as written.
 */
export const FAVORITES_PLACEHOLDER_STYLE = [
  // No mark: no script ran, and none will read the list.
  'html:not([data-favorites]) .favorites-pending,html:not([data-favorites]) .favorites-early{display:none!important}',
  "html[data-favorites='empty'] .favorites-pending,html:not([data-favorites='empty']) .favorites-early{display:none}",
  'html[data-favorites] .favorites-pending>li{display:block}',
  `${Array.from({ length: FAVORITES_PLACEHOLDERS - 1 }, (_, i) => `html[data-favorites='${i + 1}'] .favorites-pending>li:nth-child(n+${i + 2})`).join(',')}{display:none}`,
].join('');

/** The favourites in the order they were added (older entries without a time first, as read). */
export function favoritesList(favorites: Favorites): FavoriteTalent[] {
  return Object.values(favorites).sort((a, b) => (a.added ?? -1) - (b.added ?? -1));
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type FavoritesStore = {
  getSnapshot(): Favorites;
  subscribe(listener: () => void): () => void;
  /** Start: replaces the whole map with what is stored. */
  start(): void;
  /** False when the favourites are full (FAVORITES_MAX) and the talent is not among them. */
  add(talent: RosterCard): boolean;
  remove(id: number): void;
  has(id: number): boolean;
};

export function createFavoritesStore(storage: StorageLike, events: EventSource, now: () => number = Date.now): FavoritesStore {
  let current: Favorites = NO_FAVORITES;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const load = () => {
    try {
      current = parseFavorites(storage.getItem(FAVORITES_KEY));
    } catch {
      current = NO_FAVORITES;
    }
  };
  const save = (next: Favorites) => {
    current = next;
    try {
      storage.setItem(FAVORITES_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the map still lives for this page.
    }
    emit();
  };
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === FAVORITES_KEY || key === null) {
      load();
      emit();
    }
  };

  load();
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events.removeEventListener('storage', onStorage);
      };
    },
    start() {
      load();
      emit();
    },
    add(talent) {
      if (!hasRoomFor(current, talent.id)) return false;
      save(addFavorite(current, talent, now()));
      return true;
    },
    remove: (id) => save(removeFavorite(current, id)),
    has: (id) => String(id) in current,
  };
}
