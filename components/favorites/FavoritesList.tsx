'use client';

import { useId, type MutableRefObject } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ReviewBoard } from '@/components/review/ReviewBoard';
import { getPathname } from '@/lib/i18n/navigation';
import { MAX_SELECTION, selectionSegment } from '@/lib/rules/selection';
import { Link } from '@/components/ui/Link';
import { CloseIcon } from '@/components/ui/icons';
import type { RosterCard } from '@/lib/rules/roster-card';
import { profileHref } from '@/lib/i18n/profile-href';
import { CardMeasures, type MeasureLabels } from '@/components/talents/CardMeasures';
import { CoverImage } from '@/components/talents/CoverImage';
import { CardAvailability } from '@/components/talents/CardAvailability';
import { useAvailability } from './useAvailability';
import {
  FAVORITES_AVAILABILITY_ROOM,
  FAVORITES_GRID,
  FAVORITES_MEASURES_ROOM,
  FAVORITES_NAME,
  FAVORITES_NAME_ROOM,
  PRESENTATION_SIZES,
} from './favorites-grid';

function FavoriteCard({
  talent,
  availability,
  onRemove,
  removeRef,
  measureLabels,
}: {
  talent: RosterCard;
  /** Where the talent can be booked now (asked afresh; never the stored card's). */
  availability: string | undefined;
  measureLabels: MeasureLabels;
  onRemove: (talent: RosterCard) => void;
  removeRef: (element: HTMLButtonElement | null) => void;
}) {
  const t = useTranslations('Favorites');
  const name = { name: talent.name };
  const availabilityId = useId();
  return (
    <>
      <Link
        href={profileHref(talent)}
        className="block"
        aria-label={t('openProfile', name)}
        aria-describedby={availability ? availabilityId : undefined}
      >
        <div className="relative aspect-[2/3] overflow-hidden bg-mist">
          {talent.cover ? <CoverImage src={talent.cover} sizes={PRESENTATION_SIZES} load="lazy" /> : null}
        </div>
        <p className={`${FAVORITES_NAME} ${FAVORITES_NAME_ROOM}`} aria-hidden="true">
          {talent.name}
        </p>
        {/* Under the name, as on the list; it arrives after the cards, into the room kept for it. */}
        <div className={FAVORITES_AVAILABILITY_ROOM}>
          <CardAvailability id={availabilityId} text={availability} />
        </div>
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
    </>
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
  const locale = useLocale();
  const ids = list.map((talent) => talent.id);
  const availability = useAvailability(ids);
  return (
    <ReviewBoard
      listLabel={t('listLabel')}
      gridClassName={FAVORITES_GRID}
      selectionPath={
        ids.length > MAX_SELECTION
          ? null
          : getPathname({ locale, href: { pathname: '/selection/[ids]', params: { ids: selectionSegment(ids) } } })
      }
      talents={list.map((talent) => ({
        id: talent.id,
        name: talent.name,
        card: (
          <FavoriteCard
            talent={talent}
            availability={availability[String(talent.id)]}
            measureLabels={measureLabels}
            onRemove={onRemove}
            removeRef={(element) => {
              if (element) removeButtons.current.set(talent.id, element);
              else removeButtons.current.delete(talent.id);
            }}
          />
        ),
      }))}
    />
  );
}
