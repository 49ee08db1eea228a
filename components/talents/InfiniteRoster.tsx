'use client';

import { useEffect, useRef, useState } from 'react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import type { RosterPage } from '@/lib/rules/categories';
import { listQueryString, type ListQuery, type RosterCard } from '@/lib/rules/roster-card';
import { trackedFetch } from '@/lib/browser/progress';
import type { FavoriteLabels } from '@/lib/i18n/favorite-labels';
import { RosterGrid } from './RosterGrid';
import { Pager, type RosterLabels } from './Pager';

export type InfiniteRosterProps = {
  first: RosterPage<RosterCard>;
  query: ListQuery;
  labels: RosterLabels;
  favoriteLabels: FavoriteLabels;
};

async function fetchPage(query: ListQuery, signal: AbortSignal): Promise<RosterPage<RosterCard>> {
  const response = await trackedFetch(`/api/talents?${listQueryString(query)}`, { signal });
  if (!response.ok) throw new Error(`roster page ${query.page}: ${response.status}`);
  return response.json();
}

/**
 * The cards after the server's first page: 20 more each time the bottom is
 * reached, from the site's own /api/talents, with TanStack Query seeded with
 * the server's page. Loaded only when the visitor nears the end of the list.
 */
function Roster({ first, query, labels, favoriteLabels }: InfiniteRosterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isError } = useInfiniteQuery({
    queryKey: ['roster', query.category, query.gender, first.page],
    queryFn: ({ pageParam, signal }) => fetchPage({ ...query, page: pageParam }, signal),
    initialPageParam: first.page,
    initialData: { pages: [first], pageParams: [first.page] },
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: Infinity,
  });

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

  const more = data.pages.slice(1).flatMap((p) => p.items);
  const last = data.pages[data.pages.length - 1] ?? first;

  return (
    <>
      {more.length > 0 ? <RosterGrid cards={more} category={query.category} favoriteLabels={favoriteLabels} className="mt-8 lg:mt-12" /> : null}
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
      <Pager query={query} firstPage={first.page} nextPage={last.hasMore ? last.page + 1 : null} labels={labels} failed={isError} />
    </>
  );
}

export default function InfiniteRoster(props: InfiniteRosterProps) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <Roster {...props} />
    </QueryClientProvider>
  );
}
