'use client';

import { favoritesList } from '@/lib/browser/favorites';
import { useFavorites } from './useFavorites';

/**
 * The number of favourites next to the menu's favourites row; nothing when
 * there are none. A bare number, so the menu needs no message runtime: the
 * link reads "Favoritos 3".
 */
export function FavoritesCount() {
  const count = favoritesList(useFavorites()).length;
  if (count === 0) return null;
  return (
    <span
      className="inline-flex min-w-7 items-center justify-center self-center rounded-full bg-ink px-2 py-0.5 font-sans text-sm text-paper tabular-nums"
      data-testid="favorites-count"
    >
      {count}
    </span>
  );
}
