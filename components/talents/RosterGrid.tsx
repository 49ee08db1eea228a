'use client';

// A client boundary on purpose: the server sends each card as its data (a few
// hundred bytes) instead of its whole element tree in the page's RSC payload
// (several times larger); the HTML is the same, and the infinite scroll renders
// these same cards in the browser anyway (docs/decisions/0040-light-markup.md).
import type { Ref } from 'react';
import { PAGE_SIZE, type CategorySlug } from '@/lib/rules/categories';
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

/**
 * The room the next page's cards will take, drawn before they are asked
 * for: cards of the grid's shape (the photo, the name, the availability and
 * measures lines), so that their arrival moves nothing below the grid. Only
 * where script runs: without it the pager's links continue the list. Its
 * photos pulse only while the cards are on their way (`loading`): twenty
 * endless animations below the fold restyled the page on every frame while
 * it hydrated, for a wait nobody was in (docs/decisions/0072-skeletons-pulse-while-loading.md).
 */
export function NextCardsRoom({
  count,
  loading = false,
  ref,
}: {
  count: number;
  loading?: boolean;
  ref?: Ref<HTMLUListElement>;
}) {
  if (count <= 0) return null;
  return (
    <ul ref={ref} aria-hidden="true" data-testid="next-cards-room" className={`${gridClass} mt-8 lg:mt-12 noscript:hidden`}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className={`aspect-[2/3] bg-mist ${loading ? 'animate-pulse motion-reduce:animate-none' : ''}`} />
          <div className="mt-3 h-4 w-2/3 bg-mist" />
          <div className="mt-1 h-4" />
          <div className="mt-1 h-4" />
        </li>
      ))}
    </ul>
  );
}

/** How many cards the page after `page` holds. */
export function nextPageSize(page: { page: number; total: number; hasMore: boolean }): number {
  return page.hasMore ? Math.min(PAGE_SIZE, page.total - page.page * PAGE_SIZE) : 0;
}
