'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/components/ui/icons';
import type { FavoriteTalent } from '@/lib/favorites';
import { notify } from '@/lib/toasts';
import { favoritesStore, useFavorites } from './useFavorites';

/** The heart: adds or removes a talent, with a toast naming the talent. */
export function FavoriteButton({ talent, className = '' }: { talent: FavoriteTalent; className?: string }) {
  const t = useTranslations('Favorites');
  const favorites = useFavorites();
  const active = String(talent.id) in favorites;

  const toggle = () => {
    const store = favoritesStore();
    if (active) {
      store.remove(talent.id);
      notify('warning', t('removed', { name: talent.name }));
    } else {
      store.add(talent);
      notify('success', t('added', { name: talent.name }));
    }
  };

  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={active ? t('remove', { name: talent.name }) : t('add', { name: talent.name })}
      onClick={toggle}
      className={`flex h-11 w-11 items-center justify-center transition-transform active:scale-90 ${className}`}
    >
      <HeartIcon filled={active} width={22} height={22} />
    </button>
  );
}
