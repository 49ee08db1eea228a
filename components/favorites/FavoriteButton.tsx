'use client';

import { HeartIcon } from '@/components/ui/icons';
import type { RosterCard } from '@/lib/rules/roster-card';
import type { FavoriteLabels, GenderedTemplate } from '@/lib/i18n/favorite-labels';
import { fill } from '@/lib/rules/format';
import { notify } from '@/lib/browser/toasts';
import { favoritesStore, useFavorites } from './useFavorites';

export function genderedText(template: GenderedTemplate, talent: Pick<RosterCard, 'name' | 'gender'>): string {
  return fill(template[talent.gender ?? 'other'], { name: talent.name });
}

/**
 * The heart: adds or removes a talent, with a toast naming the talent. A
 * toggle button: its name stays the same and `aria-pressed` says whether
 * the talent is a favourite (a name that flipped as well would say it twice).
 * `tone="photo"` sits on a cover: a backing chip keeps it 3:1 on any photo.
 */
export function FavoriteButton({
  talent,
  labels,
  className = '',
  tone = 'page',
}: {
  talent: RosterCard;
  labels: FavoriteLabels;
  className?: string;
  tone?: 'page' | 'photo';
}) {
  const favorites = useFavorites();
  const active = String(talent.id) in favorites;

  const toggle = () => {
    const store = favoritesStore();
    if (active) {
      store.remove(talent.id);
      notify('warning', genderedText(labels.removed, talent));
    } else {
      store.add(talent);
      notify('success', genderedText(labels.added, talent));
    }
  };

  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={fill(labels.toggle, { name: talent.name })}
      onClick={toggle}
      className={`flex h-11 w-11 items-center justify-center transition-transform active:scale-90 ${className}`}
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
