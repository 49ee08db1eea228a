/**
 * The visitor's favourite talents (spec §3, DESIGN.md decision 11): a map
 * keyed by talent id, kept in localStorage under `favorites`, reloaded on
 * start, followed across open tabs. A corrupt or foreign value is ignored.
 */
import { isGender } from '@/lib/rules/categories';
import type { RosterCard } from '@/lib/rules/roster-card';

export const FAVORITES_KEY = 'favorites';
export const MAX_FAVORITES = 200;

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * Whether a stored entry is a favourite. Checked by hand rather than with
 * the zod schemas the forms use: this runs on every page, and zod would add
 * about 30 KB (gzip) of JavaScript to each of them.
 */
export function isFavoriteTalent(value: unknown): value is RosterCard {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    Number.isSafeInteger(v.id) &&
    v.id > 0 &&
    text(v.name, 120) &&
    (v.cover === null || text(v.cover, 2000)) &&
    text(v.slug, 160) &&
    (v.gender === undefined || isGender(v.gender))
  );
}
export type Favorites = Readonly<Record<string, RosterCard>>;

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
  const favorites: Record<string, RosterCard> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (isFavoriteTalent(entry) && String(entry.id) === key) {
      favorites[key] = {
        id: entry.id,
        name: entry.name,
        cover: entry.cover,
        slug: entry.slug,
        ...(entry.gender ? { gender: entry.gender } : {}),
      };
    }
  }
  return favorites;
}

export function addFavorite(favorites: Favorites, talent: RosterCard): Favorites {
  return { ...favorites, [String(talent.id)]: talent };
}

export function removeFavorite(favorites: Favorites, id: number): Favorites {
  const key = String(id);
  if (!(key in favorites)) return favorites;
  const next = { ...favorites };
  delete next[key];
  return next;
}

/**
 * An inline script for the favourites screen, run before its first paint:
 * when nothing is stored it marks `<html data-favorites="empty">`, so the
 * server's HTML shows the empty message at once instead of placeholders
 * until the page's JavaScript has loaded. Anything stored leaves the mark
 * off (the placeholders stay until the list is read).
 */
export const FAVORITES_EMPTY_FLAG_SCRIPT = `try{var f=localStorage.getItem(${JSON.stringify(FAVORITES_KEY)});if(!f||f==='{}')document.documentElement.dataset.favorites='empty'}catch(e){}`;

export function favoritesList(favorites: Favorites): RosterCard[] {
  return Object.values(favorites);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type FavoritesStore = {
  getSnapshot(): Favorites;
  subscribe(listener: () => void): () => void;
  /** Start: replaces the whole map with what is stored. */
  start(): void;
  add(talent: RosterCard): void;
  remove(id: number): void;
  has(id: number): boolean;
};

export function createFavoritesStore(storage: StorageLike, events: EventSource): FavoritesStore {
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
    add: (talent) => save(addFavorite(current, talent)),
    remove: (id) => save(removeFavorite(current, id)),
    has: (id) => String(id) in current,
  };
}
