'use client';

import { favoritesStore } from '@/components/favorites/useFavorites';
import type { RosterCard } from '@/lib/rules/roster-card';
import { notify } from '@/lib/browser/toasts';

/**
 * Adds every talent of a shared selection to this browser's favourites
 * (those already there stay as they are), so the visitor can go on with
 * the list as their own.
 */
export function AddAllButton({ talents, label, added }: { talents: readonly RosterCard[]; label: string; added: string }) {
  const addAll = () => {
    const store = favoritesStore();
    for (const talent of talents) if (!store.has(talent.id)) store.add(talent);
    notify('success', added);
  };
  return (
    <button
      type="button"
      onClick={addAll}
      className="inline-flex min-h-11 w-full items-center justify-center bg-ink px-5 text-center text-xs tracking-[0.2em] text-paper uppercase transition-opacity hover:opacity-80"
    >
      {label}
    </button>
  );
}
