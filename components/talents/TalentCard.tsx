import { CoverImage } from './CoverImage';
import { Link } from '@/components/ui/Link';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import type { FavoriteLabels } from '@/lib/i18n/favorite-labels';
import type { RosterCard } from '@/lib/rules/roster-card';
import type { CategorySlug } from '@/lib/rules/categories';
import { profileHref } from '@/lib/i18n/profile-href';
import type { CardMeasureKey } from '@/lib/rules/key-measures';
import { Measure } from './Measure';

export type MeasureLabels = Record<CardMeasureKey, string>;

/** Two columns on phones, four from the desktop breakpoint. */
export const CARD_SIZES = '(min-width: 1024px) 25vw, 50vw';

/** A talent's card: the cover at the photo's 2:3 ratio, the name beneath, the heart on top. */
export function TalentCard({
  talent,
  category,
  favoriteLabels,
  preload = false,
  first = false,
  sizes = CARD_SIZES,
  measureLabels,
}: {
  talent: RosterCard;
  /** The measures' names, for screen readers (the card shows values only). */
  measureLabels?: MeasureLabels;
  favoriteLabels: FavoriteLabels;
  category: CategorySlug | null;
  preload?: boolean;
  /** The first card of the page: its cover is the largest paint, fetched first. */
  first?: boolean;
  sizes?: string;
}) {
  return (
    <article className="group relative">
      <Link href={profileHref(talent, category)} className="block">
        <div className="relative aspect-[2/3] overflow-hidden bg-mist">
          {talent.cover ? (
            <CoverImage src={talent.cover} sizes={sizes} preload={preload} first={first} />
          ) : null}
        </div>
        <h2 className="mt-3 text-xs tracking-[0.2em] uppercase">{talent.name}</h2>
        {talent.measures?.length && measureLabels ? (
          // Always shown on touch screens; on hover or focus where there is a mouse. Its space is kept either way.
          <dl className="mt-1 flex flex-wrap gap-x-2 text-[11px] leading-4 text-stone tabular-nums transition-opacity pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100 motion-reduce:transition-none">
            {talent.measures.map((m) => (
              <div key={m.key} className="whitespace-nowrap">
                <dt className="sr-only">{measureLabels[m.key]}</dt>
                <dd>
                  <Measure value={m} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Link>
      <FavoriteButton
        talent={talent}
        labels={favoriteLabels}
        tone="photo"
        className="absolute top-1 right-1"
      />
    </article>
  );
}
