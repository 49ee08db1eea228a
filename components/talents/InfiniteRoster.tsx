'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import type { RosterPage } from '@/lib/rules/categories';
import { listQueryString, type ListQuery, type RosterCard } from '@/lib/rules/roster-card';
import { trackedFetch } from '@/lib/browser/progress';
import { keepListReturn, type ListReturn } from '@/lib/browser/list-return';
import { NextCardsRoom, nextPageSize, RosterGrid } from './RosterGrid';
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
 * The cards after the server's first page: 20 more each time the visitor
 * comes within a screen of their room (NextCardsRoom), from the site's own /api/talents (the same category, gender and
 * search), with TanStack Query seeded with the server's page, or with the
 * pages the visitor had loaded when they come back.
 */
function Roster({ first, query, locale, labels, measureLabels, restored }: InfiniteRosterProps) {
  const sentinel = useRef<HTMLUListElement>(null);
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

  const more = data.pages.slice(1).flatMap((p) => p.items);
  const last = data.pages[data.pages.length - 1] ?? first;

  // Where the visitor stood when the last cards landed (null until a page has landed here).
  const landed = useRef(data.pages.length);
  const arrivedAt = useRef<number | null>(null);
  useEffect(() => {
    if (data.pages.length === landed.current) return;
    landed.current = data.pages.length;
    arrivedAt.current = window.scrollY;
  }, [data.pages.length]);

  useEffect(() => {
    const room = sentinel.current;
    if (!room || !hasNextPage || isFetchingNextPage) return;
    let near = false;
    const check = () => {
      if (!near) return;
      // A visitor who skipped to the footer (or moves through its links) asked for the footer: cards
      // landing above would take it away from them. The list grows again once focus leaves it.
      if (document.getElementById('footer')?.contains(document.activeElement)) return;
      // Ahead: the room begins below the screen, within one more screen. Reached or passed (End, a
      // dragged scrollbar): once the visitor has moved since the last cards landed (cards landing
      // under a still visitor would otherwise call the next page, and so on to the last), or when
      // the page is held at its very end, where moving further is not possible.
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      if (room.getBoundingClientRect().top >= window.innerHeight || window.scrollY !== arrivedAt.current || atEnd) {
        void fetchNextPage();
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((e) => e.isIntersecting);
        check();
      },
      // About one screen ahead: the next cards are there before the visitor reaches their room.
      { rootMargin: '100% 0px' },
    );
    observer.observe(room);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', check);
    };
    // last.page: each page's room is a new node to watch.
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, last.page]);

  return (
    <div>
      {/* Above the cards, so that their arrival moves it nowhere. */}
      <p role="status" className="sr-only">
        {isFetchingNextPage ? labels.loadingMore : ''}
      </p>
      {more.length > 0 ? (
        <RosterGrid cards={more} category={query.category} measureLabels={measureLabels} className="mt-8 lg:mt-12" />
      ) : null}
      {/* One room per page, its own node, watched whole (a visitor coming near it, or jumping into or
          past it with End, asks for the cards): the cards take its place and the next page's room
          is new rather than moved, so a visitor looking at it sees no shift. A wrapper around it
          would be pushed down by the cards, a shift the visitor sees. */}
      {isError ? null : <NextCardsRoom key={last.page} ref={sentinel} count={nextPageSize(last)} loading={isFetchingNextPage} />}
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
