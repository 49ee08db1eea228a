/**
 * The news screen's pagination and dates (docs/decisions/0043-news-at-noticias.md):
 * the first page shows NEWS_FIRST_PAGE posts, each "load more" (or each
 * further page without JavaScript) NEWS_MORE_PAGE.
 */
import type { Lang } from './agreed';
import { agencyDayText } from './agency-facts';

export const NEWS_FIRST_PAGE = 10;
export const NEWS_MORE_PAGE = 6;

/** The back office's post type of the news collection. */
export const NEWS_TYPE = 'news';

/** How many pages a collection of `total` posts makes (at least one: an empty collection is page 1, empty). */
export function newsLastPage(total: number): number {
  if (total <= NEWS_FIRST_PAGE) return 1;
  return 1 + Math.ceil((total - NEWS_FIRST_PAGE) / NEWS_MORE_PAGE);
}

/** The first post index and the count of page `page` (1-based). */
export function newsPageRange(page: number): { start: number; count: number } {
  if (page <= 1) return { start: 0, count: NEWS_FIRST_PAGE };
  return { start: NEWS_FIRST_PAGE + (page - 2) * NEWS_MORE_PAGE, count: NEWS_MORE_PAGE };
}

export type NewsPage<T> = { items: T[]; page: number; lastPage: number; total: number; hasMore: boolean };

/** Page `page` of a collection already ordered newest first; null past the last page (a 404, never an empty page). */
export function newsPageOf<T>(posts: readonly T[], page: number): NewsPage<T> | null {
  const lastPage = newsLastPage(posts.length);
  if (!Number.isInteger(page) || page < 1 || page > lastPage) return null;
  const { start, count } = newsPageRange(page);
  return { items: posts.slice(start, start + count), page, lastPage, total: posts.length, hasMore: page < lastPage };
}

/**
 * A `page` query value: a plain positive number without leading zeros
 * (one URL per page), or null.
 */
export function parseNewsPage(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

const time = (iso: string | null) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/** Newest first; undated posts last; ties keep the back office's order. */
export function newestFirst<T extends { published_at: string | null }>(posts: readonly T[]): T[] {
  return posts
    .map((post, index) => ({ post, index, at: time(post.published_at) }))
    .sort((a, b) => (b.at === a.at ? a.index - b.index : b.at > a.at ? 1 : -1))
    .map(({ post }) => post);
}

/** A post's date in the visitor's language ("5 de março de 2025", "March 5, 2025"); null when missing or invalid. */
export function formatPostDate(iso: string | null | undefined, locale: Lang): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return agencyDayText(date, locale);
}

/** What a news card shows, prepared on the server (the date already written in the visitor's language). */
export type NewsItem = {
  slug: string;
  title: string;
  /** Set when the title is in another language than the page (an untranslated post). */
  titleLang?: string;
  excerpt: string | null;
  excerptLang?: string;
  image: string | null;
  /** ISO date for <time datetime>, and the same date as the visitor reads it. */
  date: string | null;
  dateText: string | null;
};

/** What the load-more route answers: the page's cards and where the list stands. */
export type NewsMore = {
  items: NewsItem[];
  page: number;
  lastPage: number;
  total: number;
  hasMore: boolean;
  /** What a screen reader hears once the cards are in ("6 stories added. Showing 16 of 20."). */
  announcement: string;
};
