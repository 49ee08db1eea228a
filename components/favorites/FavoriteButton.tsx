'use client';

import { HeartIcon } from '@/components/ui/icons';
import type { FavoriteTalent } from '@/lib/favorites';
import { fill } from '@/lib/format';
import { notify } from '@/lib/toasts';
import { favoritesStore, useFavorites } from './useFavorites';

/** Message templates with a `{name}` placeholder (see favoriteLabels). */
export type FavoriteLabels = { add: string; remove: string; added: string; removed: string };

/** The heart: adds or removes a talent, with a toast naming the talent. */
export function FavoriteButton({ talent, labels, className = '' }: { talent: FavoriteTalent; labels: FavoriteLabels; className?: string }) {
  const favorites = useFavorites();
  const active = String(talent.id) in favorites;
  const name = { name: talent.name };

  const toggle = () => {
    const store = favoritesStore();
    if (active) {
      store.remove(talent.id);
      notify('warning', fill(labels.removed, name));
    } else {
      store.add(talent);
      notify('success', fill(labels.added, name));
    }
  };

  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={fill(active ? labels.remove : labels.add, name)}
      onClick={toggle}
      className={`flex h-11 w-11 items-center justify-center transition-transform active:scale-90 ${className}`}
    >
      <HeartIcon filled={active} width={22} height={22} />
    </button>
  );
}
