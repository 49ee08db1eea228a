'use client';

import { useSyncExternalStore } from 'react';
import { createFavoritesStore, NO_FAVORITES, type FavoritesStore } from '@/lib/browser/favorites';

let store: FavoritesStore | null = null;

/** The one favourites store of the page, created on first use in the browser. */
export function favoritesStore(): FavoritesStore {
  store ??= createFavoritesStore(window.localStorage, window);
  return store;
}

const subscribe = (listener: () => void) => favoritesStore().subscribe(listener);
const snapshot = () => favoritesStore().getSnapshot();
const serverSnapshot = () => NO_FAVORITES;

export function useFavorites() {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
