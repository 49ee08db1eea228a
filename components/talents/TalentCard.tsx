import { Img } from '@/components/ui/Img';
import { Link } from '@/components/ui/Link';
import { FavoriteButton, type FavoriteLabels } from '@/components/favorites/FavoriteButton';
import type { RosterCard } from '@/lib/roster-card';
import type { CategorySlug } from '@/lib/categories';
import { profileHref } from '@/lib/profile-href';

/** Two columns on phones, four from the desktop breakpoint. */
export const CARD_SIZES = '(min-width: 1024px) 25vw, 50vw';

/** A talent's card: the cover at the photo's 2:3 ratio, the name beneath, the heart on top. */
export function TalentCard({
  talent,
  category,
  favoriteLabels,
  preload = false,
  sizes = CARD_SIZES,
}: {
  talent: RosterCard;
  favoriteLabels: FavoriteLabels;
  category: CategorySlug | null;
  preload?: boolean;
  sizes?: string;
}) {
  return (
    <article className="group relative">
      <Link href={profileHref(talent, category)} className="block">
        <div className="relative aspect-[2/3] overflow-hidden bg-mist">
          {talent.cover ? (
            <Img
              src={talent.cover}
              alt=""
              fill
              sizes={sizes}
              preload={preload}
              loading={preload ? 'eager' : 'lazy'}
              quality={60}
              className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          ) : null}
        </div>
        <h2 className="mt-3 text-xs tracking-[0.2em] uppercase">{talent.name}</h2>
      </Link>
      <FavoriteButton
        talent={talent}
        labels={favoriteLabels}
        className="absolute top-1 right-1 text-paper drop-shadow-[0_1px_2px_rgba(0,0,0,0.45)]"
      />
    </article>
  );
}
