'use client';

import type { MutableRefObject } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { CloseIcon } from '@/components/ui/icons';
import type { RosterCard } from '@/lib/rules/roster-card';
import { profileHref } from '@/lib/i18n/profile-href';
import { CardMeasures, type MeasureLabels } from '@/components/talents/CardMeasures';
import { CoverImage } from '@/components/talents/CoverImage';
import { FAVORITES_GRID, FAVORITES_MEASURES_ROOM, FAVORITES_NAME_ROOM } from './favorites-grid';

const CARD_SIZES = '(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';

function FavoriteCard({
  talent,
  onRemove,
  removeRef,
  measureLabels,
}: {
  talent: RosterCard;
  measureLabels: MeasureLabels;
  onRemove: (talent: RosterCard) => void;
  removeRef: (element: HTMLButtonElement | null) => void;
}) {
  const t = useTranslations('Favorites');
  const name = { name: talent.name };
  return (
    <li className="group relative">
      <Link href={profileHref(talent)} className="block" aria-label={t('openProfile', name)}>
        <div className="relative aspect-[2/3] overflow-hidden bg-mist">
          {talent.cover ? <CoverImage src={talent.cover} sizes={CARD_SIZES} load="lazy" /> : null}
        </div>
        <p className={`mt-3 text-xs tracking-[0.2em] uppercase ${FAVORITES_NAME_ROOM}`} aria-hidden="true">
          {talent.name}
        </p>
      </Link>
      <div className={FAVORITES_MEASURES_ROOM}>
        <CardMeasures measures={talent.measures} labels={measureLabels} />
      </div>
      <button
        ref={removeRef}
        type="button"
        onClick={() => onRemove(talent)}
        aria-label={t('remove', name)}
        className="absolute top-1 right-1 flex h-11 w-11 items-center justify-center bg-paper/85 text-ink backdrop-blur-sm transition-colors hover:bg-paper"
      >
        <CloseIcon width={18} height={18} />
      </button>
    </li>
  );
}

/**
 * The kept talents' cards. They exist only in the browser, so
 * FavoritesScreen loads this module lazily (its cards, covers and image code
 * are not in the favourites page's first load) and fetches it while the page
 * hydrates.
 */
export default function FavoritesList({
  list,
  measureLabels,
  onRemove,
  removeButtons,
}: {
  list: RosterCard[];
  measureLabels: MeasureLabels;
  onRemove: (talent: RosterCard) => void;
  /** Each card's remove button, so that focus can move to a neighbour's after a removal. */
  removeButtons: MutableRefObject<Map<number, HTMLButtonElement>>;
}) {
  const t = useTranslations('Favorites');
  return (
    <ul className={FAVORITES_GRID} aria-label={t('listLabel')}>
      {list.map((talent) => (
        <FavoriteCard
          key={talent.id}
          talent={talent}
          measureLabels={measureLabels}
          onRemove={onRemove}
          removeRef={(element) => {
            if (element) removeButtons.current.set(talent.id, element);
            else removeButtons.current.delete(talent.id);
          }}
        />
      ))}
    </ul>
  );
}
