import { describe, expect, it, vi } from 'vitest';
import {
  createFavoritesStore,
  FAVORITES_FLAG_SCRIPT,
  FAVORITES_PLACEHOLDERS,
  FAVORITES_KEY,
  favoritesList,
  parseFavorites,
} from '@/lib/browser/favorites';
import { FAVORITES_MAX } from '@/lib/rules/agreed';
import type { RosterCard } from '@/lib/rules/roster-card';

const ana: RosterCard = { id: 1, name: 'Ana', cover: 'https://media.example/storage/a.jpg', slug: 'ana' };
const bia: RosterCard = { id: 2, name: 'Bia', cover: null, slug: 'bia' };
/** The store's clock stands still: the first talent added is at CLOCK, the next one after it. */
const CLOCK = 1_000;
const added = (card: RosterCard, order = 0) => ({ ...card, added: CLOCK + order });

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
  };
}

/** A window stand-in that records its storage listeners, so tests can fire a cross-tab event. */
function fakeWindow() {
  const listeners = new Set<(event: Event) => void>();
  return {
    listeners,
    addEventListener: vi.fn((type: string, l: (event: Event) => void) => type === 'storage' && listeners.add(l)),
    removeEventListener: vi.fn((type: string, l: (event: Event) => void) => type === 'storage' && listeners.delete(l)),
    fire(key: string | null) {
      for (const l of listeners) l({ key } as unknown as Event);
    },
  };
}

function setup(initial?: Record<string, string>) {
  const storage = memoryStorage(initial);
  const win = fakeWindow();
  const store = createFavoritesStore(storage, win as unknown as Window, () => CLOCK);
  return { storage, win, store };
}

describe('favourites store', () => {
  it('adds a talent under its id and saves the whole map', () => {
    const { store, storage } = setup();
    store.add(ana);
    expect(store.has(1)).toBe(true);
    expect(store.getSnapshot()).toEqual({ '1': added(ana) });
    expect(JSON.parse(storage.data.get(FAVORITES_KEY) ?? '')).toEqual({ '1': added(ana) });
    store.add(bia);
    expect(favoritesList(store.getSnapshot())).toEqual([added(ana), added(bia, 1)]);
  });

  it('never keeps a card’s availability, which goes stale (the favourites ask for it afresh)', () => {
    const { store, storage } = setup();
    store.add({ ...ana, availability: 'In town · São Paulo' });
    expect(store.getSnapshot()).toEqual({ '1': added(ana) });
    expect(storage.data.get(FAVORITES_KEY)).not.toContain('availability');
    expect(parseFavorites(JSON.stringify({ '1': { ...ana, availability: 'Away · Paris' } }))).toEqual({ '1': ana });
  });

  it('keeps at most FAVORITES_MAX talents: one more is refused and nothing is saved, a talent already kept stays addable', () => {
    const full = Object.fromEntries(
      Array.from({ length: FAVORITES_MAX }, (_, i) => [String(i + 10), { ...bia, id: i + 10, slug: `t${i + 10}` }]),
    );
    const { store, storage } = setup({ [FAVORITES_KEY]: JSON.stringify(full) });
    storage.setItem.mockClear();
    expect(store.add(ana)).toBe(false);
    expect(store.has(ana.id)).toBe(false);
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(Object.keys(store.getSnapshot())).toHaveLength(FAVORITES_MAX);
    expect(store.add({ ...bia, id: 10, slug: 't10', name: 'Bia again' })).toBe(true);
    store.remove(11);
    expect(store.add(ana)).toBe(true);
    expect(store.has(ana.id)).toBe(true);
  });

  it('removes a talent when present, saves, and leaves the map alone otherwise', () => {
    const { store, storage } = setup();
    store.add(ana);
    store.add(bia);
    store.remove(1);
    expect(store.getSnapshot()).toEqual({ '2': added(bia, 1) });
    expect(JSON.parse(storage.data.get(FAVORITES_KEY) ?? '')).toEqual({ '2': added(bia, 1) });
    const before = store.getSnapshot();
    store.remove(99);
    expect(store.getSnapshot()).toBe(before);
  });

  it('notifies subscribers on every change', () => {
    const { store } = setup();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add(ana);
    store.remove(1);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add(bia);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('starts from what is stored, and start replaces the whole map', () => {
    const { store, storage } = setup({ [FAVORITES_KEY]: JSON.stringify({ '1': ana }) });
    expect(store.getSnapshot()).toEqual({ '1': ana });
    storage.data.set(FAVORITES_KEY, JSON.stringify({ '2': bia }));
    store.start();
    expect(store.getSnapshot()).toEqual({ '2': bia });
  });

  it('ignores a corrupt or foreign value without throwing', () => {
    for (const raw of ['{not json', '"text"', '[1,2]', 'null', '42', JSON.stringify({ '1': { id: 'x' } })]) {
      const { store } = setup({ [FAVORITES_KEY]: raw });
      expect(store.getSnapshot()).toEqual({});
      store.add(ana);
      expect(store.getSnapshot()).toEqual({ '1': added(ana) });
    }
  });

  it('lists, shares and sends the favourites in the order they were added, not by id', () => {
    const { store, storage } = setup();
    const clara: RosterCard = { id: 238, name: 'Ágatha', cover: null, slug: 'agatha' };
    for (const talent of [clara, bia, ana]) store.add(talent);
    expect(favoritesList(store.getSnapshot()).map((talent) => talent.id)).toEqual([238, 2, 1]);
    // Another tab, or the next visit, reads the same order from what is stored.
    expect(favoritesList(parseFavorites(storage.data.get(FAVORITES_KEY) ?? null)).map((talent) => talent.id)).toEqual([
      238, 2, 1,
    ]);
    // Adding one already there (the selection's "add all") keeps its place.
    store.add(clara);
    expect(favoritesList(store.getSnapshot()).map((talent) => talent.id)).toEqual([238, 2, 1]);
  });

  it('keeps favourites stored before the time was kept, first and in their stored order, and adds new ones after', () => {
    const { store } = setup({ [FAVORITES_KEY]: JSON.stringify({ '7': { ...bia, id: 7 }, '1': ana }) });
    expect(favoritesList(store.getSnapshot()).map((talent) => talent.id)).toEqual([1, 7]);
    store.add({ ...bia, id: 3 });
    store.add(ana);
    expect(favoritesList(store.getSnapshot()).map((talent) => talent.id)).toEqual([1, 7, 3]);
    expect(parseFavorites(JSON.stringify({ '1': { ...ana, added: -1 } }))).toEqual({});
    expect(parseFavorites(JSON.stringify({ '1': { ...ana, added: 'x' } }))).toEqual({});
  });

  it('keeps the valid entries of a partly broken map and drops ones stored under another id', () => {
    const raw = JSON.stringify({ '1': ana, '2': { id: 2 }, '7': bia });
    expect(parseFavorites(raw)).toEqual({ '1': ana });
  });

  it('survives a storage that throws (private mode, quota)', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = createFavoritesStore(storage, fakeWindow() as unknown as Window);
    expect(store.getSnapshot()).toEqual({});
    store.add(ana);
    expect(store.has(1)).toBe(true);
  });

  it('follows changes made in another tab (storage event)', () => {
    const { store, storage, win } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(win.listeners.size).toBe(1);
    storage.data.set(FAVORITES_KEY, JSON.stringify({ '2': bia }));
    win.fire(FAVORITES_KEY);
    expect(store.getSnapshot()).toEqual({ '2': bia });
    expect(listener).toHaveBeenCalledTimes(1);
    win.fire('other-key');
    expect(listener).toHaveBeenCalledTimes(1);
    // localStorage.clear() in another tab fires with key null.
    storage.data.clear();
    win.fire(null);
    expect(store.getSnapshot()).toEqual({});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops listening to other tabs when nobody subscribes', () => {
    const { store, win } = setup();
    const off = store.subscribe(() => undefined);
    off();
    expect(win.listeners.size).toBe(0);
  });
});

describe('FAVORITES_FLAG_SCRIPT', () => {
  function flagFor(stored: string | null, throws = false): string | undefined {
    const documentElement = { dataset: {} as Record<string, string> };
    const localStorage = {
      getItem: (key: string) => {
        if (throws) throw new Error('denied');
        return key === FAVORITES_KEY ? stored : null;
      },
    };
    new Function('localStorage', 'document', FAVORITES_FLAG_SCRIPT)(localStorage, { documentElement });
    return documentElement.dataset.favorites;
  }
  const stored = (count: number) =>
    JSON.stringify(
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [i + 1, { id: i + 1, name: `T${i}`, cover: null, slug: `t-${i}` }]),
      ),
    );

  it('marks the page empty when nothing, an empty map, or what the store would not read is stored', () => {
    expect(flagFor(null)).toBe('empty');
    expect(flagFor('{}')).toBe('empty');
    expect(flagFor('{broken')).toBe('empty');
    expect(flagFor('[1,2]')).toBe('empty');
    expect(flagFor('"text"')).toBe('empty');
    expect(flagFor(null, true)).toBe('empty');
  });

  it('marks how many talents are stored, up to the placeholders drawn', () => {
    expect(flagFor(stored(1))).toBe('1');
    expect(flagFor(stored(7))).toBe('7');
    expect(flagFor(stored(FAVORITES_PLACEHOLDERS))).toBe(String(FAVORITES_PLACEHOLDERS));
    expect(flagFor(stored(150))).toBe(String(FAVORITES_PLACEHOLDERS));
  });
});
