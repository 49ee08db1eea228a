import { CoverImage, type CoverLoad } from './CoverImage';
import { Link } from '@/components/ui/Link';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import type { RosterCard } from '@/lib/rules/roster-card';
import type { CategorySlug } from '@/lib/rules/categories';
import { profileHref } from '@/lib/i18n/profile-href';
import { CardMeasures, type MeasureLabels } from './CardMeasures';
import { CardAvailability } from './CardAvailability';

export type { MeasureLabels };

/** Two columns on phones, four from the desktop breakpoint. */
export const CARD_SIZES = '(min-width: 1024px) 25vw, 50vw';

/** A talent's card: the cover at the photo's 2:3 ratio, the name beneath, the heart on top. */
export function TalentCard({
  talent,
  category,
  load = 'lazy',
  sizes = CARD_SIZES,
  measureLabels,
}: {
  talent: RosterCard;
  /** The measures' names, for screen readers (the card shows values only). */
  measureLabels?: MeasureLabels;
  category: CategorySlug | null;
  /** How soon its cover is fetched (the first row's load with the page). */
  load?: CoverLoad;
  sizes?: string;
}) {
  return (
    <article className="group relative">
      <Link href={profileHref(talent, category)} className="block">
        <div className="relative aspect-[2/3] overflow-hidden bg-mist">
          {talent.cover ? <CoverImage src={talent.cover} sizes={sizes} load={load} /> : null}
        </div>
        <h2 className="mt-3 text-xs tracking-[0.2em] uppercase">{talent.name}</h2>
        <CardAvailability text={talent.availability} />
        <CardMeasures measures={talent.measures} labels={measureLabels} />
      </Link>
      <FavoriteButton talent={talent} tone="photo" className="absolute top-1 right-1" />
    </article>
  );
}
