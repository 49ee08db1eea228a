'use client';

import { favoritesStore } from '@/components/favorites/useFavorites';
import type { RosterCard } from '@/lib/rules/roster-card';
import { notify } from '@/lib/browser/toasts';

/**
 * Adds every talent of a shared selection to this browser's favourites
 * (those already there stay as they are), so the visitor can go on with
 * the list as their own. Favourites hold at most FAVORITES_MAX talents: what
 * does not fit is left out, and the toast says so. Favourites live in the
 * browser's storage, which only script reaches: without it the button is
 * not drawn (`noscript:hidden`) rather than drawn doing nothing.
 */
export function AddAllButton({
  talents,
  label,
  added,
  full,
}: {
  talents: readonly RosterCard[];
  label: string;
  added: string;
  /** Said instead of `added` when the favourites filled up before every talent was in. */
  full: string;
}) {
  const addAll = () => {
    const store = favoritesStore();
    let refused = false;
    for (const talent of talents) if (!store.has(talent.id) && !store.add(talent)) refused = true;
    if (refused) notify('error', full);
    else notify('success', added);
  };
  return (
    <button
      type="button"
      onClick={addAll}
      className="inline-flex min-h-11 w-full items-center justify-center bg-ink px-5 text-center text-xs tracking-[0.2em] text-paper uppercase transition-opacity hover:opacity-80 noscript:hidden"
    >
      {label}
    </button>
  );
}
