'use client';

// A client boundary on purpose: the server sends each card as its data (a few
// hundred bytes) instead of its whole element tree in the page's RSC payload
// (several times larger); the HTML is the same, and the infinite scroll renders
// these same cards in the browser anyway (docs/decisions/0040-light-markup.md).
import type { CategorySlug } from '@/lib/rules/categories';
import type { RosterCard } from '@/lib/rules/roster-card';
import { TalentCard, type MeasureLabels } from './TalentCard';
import type { CoverLoad } from './CoverImage';

/**
 * The first row of either layout loads with the page: two cards on phones,
 * four on desktop (the third and fourth are below a phone's first screen);
 * the first card's cover is the largest paint.
 */
function coverLoad(index: number): CoverLoad {
  if (index === 0) return 'first';
  if (index === 1) return 'eager';
  return index < 4 ? 'desktop' : 'lazy';
}

export const gridClass =
  'mx-auto grid w-full max-w-[1600px] grid-cols-2 gap-x-3 gap-y-8 px-5 sm:px-8 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-12';

/** A grid of talent cards: two columns on phones, four on desktop. */
export function RosterGrid({
  cards,
  category,
  preloadFirstRow = false,
  className = '',
  measureLabels,
}: {
  measureLabels?: MeasureLabels;
  cards: RosterCard[];
  category: CategorySlug | null;
  preloadFirstRow?: boolean;
  className?: string;
}) {
  return (
    <ul className={`${gridClass} ${className}`}>
      {cards.map((talent, i) => (
        <li key={talent.id} data-talent={talent.id}>
          <TalentCard
            measureLabels={measureLabels}
            talent={talent}
            category={category}
            load={preloadFirstRow ? coverLoad(i) : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
