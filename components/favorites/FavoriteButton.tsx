'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/components/ui/icons';
import type { RosterCard } from '@/lib/rules/roster-card';
import { notify } from '@/lib/browser/toasts';
import { FAVORITES_MAX } from '@/lib/rules/agreed';
import { favoritesStore, useFavorites } from './useFavorites';

/** The `Toasts` message of an added or removed talent, agreeing with its gender (pt: "adicionada" / "adicionado"). */
export function useFavoriteToast(): (key: 'added' | 'removed' | 'full', talent: Pick<RosterCard, 'name' | 'gender'>) => string {
  const t = useTranslations('Toasts');
  return (key, talent) =>
    key === 'full'
      ? t('full', { max: FAVORITES_MAX, name: talent.name })
      : t(key, { gender: talent.gender ?? 'other', name: talent.name });
}

/**
 * The heart: adds or removes a talent, with a toast naming the talent. A
 * toggle button: its name stays the same and `aria-pressed` says whether
 * the talent is a favourite (a name that flipped as well would say it twice).
 * `tone="photo"` sits on a cover: a backing chip keeps it 3:1 on any photo.
 */
export function FavoriteButton({
  talent,
  className = '',
  tone = 'page',
}: {
  talent: RosterCard;
  className?: string;
  tone?: 'page' | 'photo';
}) {
  const t = useTranslations('Favorites');
  const toast = useFavoriteToast();
  const favorites = useFavorites();
  const active = String(talent.id) in favorites;

  const toggle = () => {
    const store = favoritesStore();
    if (active) {
      store.remove(talent.id);
      notify('warning', toast('removed', talent));
    } else if (store.add(talent)) {
      notify('success', toast('added', talent));
    } else {
      notify('error', toast('full', talent));
    }
  };

  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={t('toggle', { name: talent.name })}
      onClick={toggle}
      // Favourites live in script (local storage): without it the heart is hidden, its room kept.
      className={`flex h-11 w-11 items-center justify-center transition-transform active:scale-90 noscript:invisible ${className}`}
    >
      {tone === 'photo' ? (
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-ink/70 text-paper ring-1 ring-paper/40">
          <HeartIcon filled={active} width={20} height={20} />
        </span>
      ) : (
        <HeartIcon filled={active} width={22} height={22} />
      )}
    </button>
  );
}
