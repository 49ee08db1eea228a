'use client';

import { useEffect, useRef, useState } from 'react';
import { trackedFetch } from '@/lib/browser/progress';
import { useHydrated } from '@/components/ui/useHydrated';
import type { NewsItem, NewsMore } from '@/lib/rules/news';
import { NEWS_MORE_PAGE } from '@/lib/rules/news';
import { NewsCard, newsGridClass, newsImageClass } from './NewsCard';

export type MoreNewsLabels = { loadMore: string; loadingMore: string; loadFailed: string };

export type MoreNewsProps = {
  locale: string;
  /** The page the server drew, and whether another follows it. */
  page: number;
  hasMore: boolean;
  /** Cards shown so far and in the whole collection: how many placeholders the next page needs. */
  shown: number;
  total: number;
  /** The next page's URL: the control's target without JavaScript (and for crawlers). */
  nextHref: string | null;
  labels: MoreNewsLabels;
};

/**
 * "Load more" under the news list: a link to the next page in the HTML
 * (no-JS visitors and crawlers reach every post), a button once hydrated,
 * which appends the next 6 from /api/news. While they load, placeholders of
 * the cards' size hold their place, so nothing below moves twice; once they
 * are in, a polite status says how many were added and focus goes to the
 * first of them.
 */
export function MoreNews({ locale, page, hasMore, shown, total, nextHref, labels }: MoreNewsProps) {
  const hydrated = useHydrated();
  const [pages, setPages] = useState<NewsMore[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLDivElement>(null);
  /** The page whose first card takes the focus once it is drawn. */
  const focusPage = useRef<number | null>(null);

  useEffect(() => {
    const wanted = focusPage.current;
    if (wanted === null) return;
    focusPage.current = null;
    list.current?.querySelector<HTMLElement>(`[data-page="${wanted}"] article a[href]`)?.focus();
  }, [pages]);

  const last = pages.at(-1);
  const current = last?.page ?? page;
  const more = last ? last.hasMore : hasMore;
  const count = pages.reduce((n, p) => n + p.items.length, shown);
  const pending = Math.min(NEWS_MORE_PAGE, Math.max(0, (last?.total ?? total) - count));

  async function loadMore() {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    setAnnouncement(labels.loadingMore);
    try {
      const response = await trackedFetch(`/api/news?locale=${encodeURIComponent(locale)}&page=${current + 1}`);
      if (!response.ok) throw new Error(`news page ${current + 1}: ${response.status}`);
      const next = (await response.json()) as NewsMore;
      // The first new card's link, once drawn: reading and tabbing go on from there.
      focusPage.current = next.page;
      setPages((before) => [...before, next]);
      setAnnouncement(next.announcement);
    } catch (error) {
      console.error(error);
      setFailed(true);
      setAnnouncement(labels.loadFailed);
    } finally {
      setLoading(false);
    }
  }

  const controlClass =
    'inline-flex min-h-12 min-w-56 items-center justify-center border border-ink px-8 text-xs tracking-[0.25em] uppercase transition-colors hover:bg-ink hover:text-paper aria-disabled:cursor-wait aria-disabled:opacity-60';

  return (
    <div ref={list}>
      {pages.map((p) => (
        <ul key={p.page} data-page={p.page} className={`${newsGridClass} mt-12 lg:mt-16`}>
          {p.items.map((post: NewsItem) => (
            <li key={post.slug}>
              <NewsCard post={post} />
            </li>
          ))}
        </ul>
      ))}
      {loading ? (
        <ul aria-hidden="true" className={`${newsGridClass} mt-12 lg:mt-16`}>
          {Array.from({ length: pending || NEWS_MORE_PAGE }, (_, i) => (
            <li key={i}>
              {/* A card's lines at their heights (NewsCard): the date, the title's two lines in the grid, two of excerpt. */}
              <div className={`${newsImageClass} animate-pulse motion-reduce:animate-none`} />
              <div className="mt-5 h-4 w-32 bg-mist" />
              <div className="mt-2 h-[30px] w-4/5 bg-mist sm:h-[60px]" />
              <div className="mt-3 h-12 w-full bg-mist" />
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {more ? (
        <div className="mx-auto mt-14 flex w-full max-w-[1600px] flex-col items-center gap-4 px-5 sm:px-8">
          {failed ? <p className="text-sm text-alert">{labels.loadFailed}</p> : null}
          {hydrated ? (
            // aria-disabled, not disabled: a disabled button would drop the keyboard's focus while it loads.
            <button type="button" onClick={loadMore} aria-disabled={loading} className={controlClass}>
              {loading ? labels.loadingMore : labels.loadMore}
            </button>
          ) : nextHref ? (
            // Before hydration and without JavaScript: the next page itself.
            <a href={nextHref} rel="next" className={controlClass}>
              {labels.loadMore}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
