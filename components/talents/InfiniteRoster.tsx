'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import type { RosterPage } from '@/lib/rules/categories';
import { listQueryString, type ListQuery, type RosterCard } from '@/lib/rules/roster-card';
import { trackedFetch } from '@/lib/browser/progress';
import { keepListReturn, type ListReturn } from '@/lib/browser/list-return';
import { RosterGrid } from './RosterGrid';
import { Pager, type RosterLabels } from './Pager';
import type { MeasureLabels } from './TalentCard';

export type InfiniteRosterProps = {
  first: RosterPage<RosterCard>;
  query: ListQuery;
  locale: string;
  labels: RosterLabels;
  measureLabels: MeasureLabels;
  /** What the visitor had loaded before leaving this list (lib/browser/list-return.ts). */
  restored: ListReturn | null;
};

async function fetchPage(query: ListQuery, locale: string, signal: AbortSignal): Promise<RosterPage<RosterCard>> {
  const response = await trackedFetch(`/api/talents?${listQueryString(query, locale)}`, { signal });
  if (!response.ok) throw new Error(`roster page ${query.page}: ${response.status}`);
  return response.json();
}

/**
 * The cards after the server's first page: 20 more each time the bottom is
 * reached, from the site's own /api/talents (the same category, gender and
 * search), with TanStack Query seeded with the server's page, or with the
 * pages the visitor had loaded when they come back.
 */
function Roster({ first, query, locale, labels, measureLabels, restored }: InfiniteRosterProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [initial] = useState(() => {
    const pages = [first, ...(restored?.pages ?? [])];
    return { pages, pageParams: pages.map((p) => p.page) };
  });
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage, isError } = useInfiniteQuery({
    queryKey: ['roster', query.category, query.gender, first.page, query.filters ?? [], locale],
    queryFn: ({ pageParam, signal }) => fetchPage({ ...query, page: pageParam }, locale, signal),
    initialPageParam: first.page,
    initialData: initial,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: Infinity,
  });

  // Back where the visitor was: the scroll position, and the card they opened in view.
  useLayoutEffect(() => {
    if (!restored) return;
    window.scrollTo(0, restored.scrollY);
    const card = restored.talent === null ? null : document.querySelector(`[data-talent="${restored.talent}"]`);
    if (card) {
      const box = card.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) card.scrollIntoView({ block: 'center' });
    }
  }, [restored]);

  // Leaving through a card (or any link of the list) keeps what is loaded, for the way back.
  const pages = data.pages;
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      const card = link.closest('[data-talent]');
      keepListReturn(pages.slice(1), card ? Number(card.getAttribute('data-talent')) : null);
    };
    main.addEventListener('click', onClick, true);
    return () => main.removeEventListener('click', onClick, true);
  }, [pages]);

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
    <div>
      {more.length > 0 ? (
        <RosterGrid cards={more} category={query.category} measureLabels={measureLabels} className="mt-8 lg:mt-12" />
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
      <p role="status" className="sr-only">
        {isFetchingNextPage ? labels.loadingMore : ''}
      </p>
      {isFetchingNextPage ? (
        <ul
          aria-hidden="true"
          className="mx-auto mt-8 grid w-full max-w-[1600px] grid-cols-2 gap-x-3 px-5 sm:px-8 lg:grid-cols-4 lg:gap-x-6"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="aspect-[2/3] animate-pulse bg-mist" />
          ))}
        </ul>
      ) : null}
      <Pager
        query={query}
        firstPage={first.page}
        nextPage={last.hasMore ? last.page + 1 : null}
        labels={labels}
        failed={isError}
      />
    </div>
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
