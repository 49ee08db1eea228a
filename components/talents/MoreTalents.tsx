'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { takeListReturn, type ListReturn } from '@/lib/browser/list-return';
import { Pager } from './Pager';
import { NextCardsRoom, nextPageSize } from './RosterGrid';
import type { InfiniteRosterProps } from './InfiniteRoster';

const InfiniteRoster = lazy(() => import('./InfiniteRoster'));

/**
 * Below the server's first 20 cards: the plain pager, until the visitor
 * comes near the end of the list; then the infinite scroll (and TanStack
 * Query with it) loads, so a visitor who never scrolls never downloads it.
 * A visitor coming back to the list gets the cards they had loaded at once.
 */
export function MoreTalents(props: Omit<InfiniteRosterProps, 'restored'>) {
  const { first, query, labels } = props;
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [restored, setRestored] = useState<ListReturn | null>(null);

  useEffect(() => {
    // sessionStorage exists only in the browser, after hydration: read once, on mount.
    const kept = takeListReturn();
    if (kept && kept.pages.length > 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of browser storage, not derived state
      setRestored(kept);
      setNear(true);
    }
  }, []);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || near || !first.hasMore) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      // Ahead of the infinite scroll's own margin (one screen), so its code is there when it is needed.
      rootMargin: '200% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, first.hasMore]);

  // The next page's room from the first paint: the infinite scroll draws the same in the same place.
  const pager = (
    <>
      <div ref={sentinel}>
        <NextCardsRoom count={nextPageSize(first)} />
      </div>
      <Pager query={query} firstPage={first.page} nextPage={first.hasMore ? first.page + 1 : null} labels={labels} />
    </>
  );
  if (!near) return pager;
  return (
    <Suspense fallback={pager}>
      <InfiniteRoster {...props} restored={restored} />
    </Suspense>
  );
}
