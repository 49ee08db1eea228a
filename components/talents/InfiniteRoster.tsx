'use client';

import { useEffect, useRef, useState } from 'react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/Link';
import type { RosterPage } from '@/lib/categories';
import { listQueryString, type ListQuery, type RosterCard } from '@/lib/roster-card';
import { trackedFetch } from '@/lib/progress';
import { TalentCard } from './TalentCard';
import type { FavoriteLabels } from '@/components/favorites/FavoriteButton';

export type RosterLabels = { pages: string; previousPage: string; nextPage: string; loadingMore: string; loadFailed: string };

type Props = { first: RosterPage<RosterCard>; query: ListQuery; labels: RosterLabels; favoriteLabels: FavoriteLabels };

async function fetchPage(query: ListQuery, signal: AbortSignal): Promise<RosterPage<RosterCard>> {
  const response = await trackedFetch(`/api/talents?${listQueryString(query)}`, { signal });
  if (!response.ok) throw new Error(`roster page ${query.page}: ${response.status}`);
  return response.json();
}

/** Cards on the first row of either layout (2 on phones, 4 on desktop) load first. */
const FIRST_ROW = 4;

function Roster({ first, query, labels, favoriteLabels }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isError } = useInfiniteQuery({
    queryKey: ['roster', query.category, query.gender, first.page],
    queryFn: ({ pageParam, signal }) => fetchPage({ ...query, page: pageParam }, signal),
    initialPageParam: first.page,
    initialData: { pages: [first], pageParams: [first.page] },
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: Infinity,
  });

  // Reaching the bottom adds 20 more cards.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pages = data.pages;
  const last = pages[pages.length - 1] ?? first;
  const cards = pages.flatMap((p) => p.items);
  const listHref = (page: number) => {
    const q = { ...(query.gender ? { gender: query.gender } : {}), ...(page > 1 ? { page: String(page) } : {}) };
    return query.category
      ? ({ pathname: '/models/[category]', params: { category: query.category }, query: q } as const)
      : ({ pathname: '/models', query: q } as const);
  };

  return (
    <>
      <ul className="mx-auto grid w-full max-w-[1600px] grid-cols-2 gap-x-3 gap-y-8 px-5 sm:px-8 lg:grid-cols-4 lg:gap-x-6 lg:gap-y-12">
        {cards.map((talent, i) => (
          <li key={talent.id}>
            <TalentCard talent={talent} category={query.category} favoriteLabels={favoriteLabels} preload={i < FIRST_ROW && first.page === 1} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      <p role="status" className="sr-only">
        {isFetchingNextPage ? labels.loadingMore : ''}
      </p>
      {isFetchingNextPage ? (
        <ul aria-hidden="true" className="mx-auto mt-8 grid w-full max-w-[1600px] grid-cols-2 gap-x-3 px-5 sm:px-8 lg:grid-cols-4 lg:gap-x-6">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="aspect-[2/3] animate-pulse bg-mist" />
          ))}
        </ul>
      ) : null}
      {/* Plain links keep every card reachable without JavaScript and for crawlers. */}
      <nav aria-label={labels.pages} className="mx-auto mt-12 flex w-full max-w-[1600px] justify-between px-5 text-xs tracking-[0.2em] uppercase sm:px-8">
        {first.page > 1 ? (
          <Link href={listHref(first.page - 1)} rel="prev" className="inline-flex h-11 items-center">
            ← {labels.previousPage}
          </Link>
        ) : (
          <span />
        )}
        {last.hasMore ? (
          <Link href={listHref(last.page + 1)} rel="next" className="inline-flex h-11 items-center">
            {isError ? labels.loadFailed : labels.nextPage} →
          </Link>
        ) : null}
      </nav>
    </>
  );
}

export function InfiniteRoster(props: Props) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <Roster {...props} />
    </QueryClientProvider>
  );
}
