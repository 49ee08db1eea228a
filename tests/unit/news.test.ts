import { describe, expect, it } from 'vitest';
import { legacyTarget } from '@/lib/proxy/legacy';
import { getPathname } from '@/lib/i18n/navigation';
import { newsPageHref } from '@/lib/i18n/news-href';
import { newsListRoute } from '@/lib/proxy/news-rewrite';
import { notFoundLocale } from '@/lib/proxy/unmatched';
import { articleJsonLd } from '@/lib/server/seo/json-ld';
import {
  formatPostDate,
  NEWS_FIRST_PAGE,
  NEWS_MORE_PAGE,
  newestFirst,
  newsLastPage,
  newsPageOf,
  newsPageRange,
  parseNewsPage,
} from '@/lib/rules/news';

const posts = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('news pagination: 10 first, then 6 a page', () => {
  it('keeps the sizes of docs/decisions/0043', () => {
    expect(NEWS_FIRST_PAGE).toBe(10);
    expect(NEWS_MORE_PAGE).toBe(6);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [16, 2],
    [17, 3],
    [20, 3],
    [22, 3],
    [23, 4],
  ])('%i posts make %i pages', (total, pages) => {
    expect(newsLastPage(total)).toBe(pages);
  });

  it('cuts each page where the previous ended', () => {
    expect(newsPageRange(1)).toEqual({ start: 0, count: 10 });
    expect(newsPageRange(2)).toEqual({ start: 10, count: 6 });
    expect(newsPageRange(3)).toEqual({ start: 16, count: 6 });
  });

  it('gives every post once, in order, across the pages', () => {
    const all = posts(20);
    const seen: number[] = [];
    for (let page = 1; page <= newsLastPage(all.length); page++) seen.push(...(newsPageOf(all, page)?.items ?? []));
    expect(seen).toEqual(all);
    expect(newsPageOf(all, 1)).toMatchObject({ page: 1, lastPage: 3, total: 20, hasMore: true });
    expect(newsPageOf(all, 3)).toMatchObject({ items: [17, 18, 19, 20], hasMore: false });
  });

  it('has no page past the last (the 404 page, never an empty list), except the empty first page', () => {
    expect(newsPageOf(posts(20), 4)).toBeNull();
    expect(newsPageOf(posts(20), 0)).toBeNull();
    expect(newsPageOf(posts(20), 1.5)).toBeNull();
    expect(newsPageOf([], 1)).toMatchObject({ items: [], hasMore: false, total: 0 });
    expect(newsPageOf([], 2)).toBeNull();
  });

  it('reads a page number only in its one spelling', () => {
    expect(parseNewsPage('2')).toBe(2);
    expect(parseNewsPage('12')).toBe(12);
    for (const bad of ['0', '02', '-1', '1.5', '', 'two', ' 2', '9999999', null, undefined])
      expect(parseNewsPage(bad), String(bad)).toBeNull();
  });
});

describe('news order and dates', () => {
  it('puts the newest first and undated posts last, ties in the given order', () => {
    const list = [
      { id: 1, published_at: '2025-01-05T14:00:00.000Z' },
      { id: 2, published_at: null },
      { id: 3, published_at: '2025-03-07T14:00:00.000Z' },
      { id: 4, published_at: 'not a date' },
      { id: 5, published_at: '2025-03-07T14:00:00.000Z' },
    ];
    expect(newestFirst(list).map((p) => p.id)).toEqual([3, 5, 1, 2, 4]);
  });

  it('writes the date in the visitor language', () => {
    const iso = '2025-03-07T14:00:00.000Z';
    expect(formatPostDate(iso, 'pt')).toBe('7 de março de 2025');
    expect(formatPostDate(iso, 'en')).toBe('March 7, 2025');
    expect(formatPostDate(iso, 'es')).toBe('7 de marzo de 2025');
  });

  it("keeps the agency's day (Brasília) whatever the server's zone", () => {
    // 01:30 UTC on the 8th is still the 7th in Brasília.
    expect(formatPostDate('2025-03-08T01:30:00.000Z', 'en')).toBe('March 7, 2025');
  });

  it('writes nothing for a missing or broken date', () => {
    expect(formatPostDate(null, 'pt')).toBeNull();
    expect(formatPostDate('', 'pt')).toBeNull();
    expect(formatPostDate('soon', 'pt')).toBeNull();
  });
});

describe('news routes', () => {
  it('has its words in each language', () => {
    expect(getPathname({ locale: 'pt', href: '/news' })).toBe('/noticias');
    expect(getPathname({ locale: 'en', href: '/news' })).toBe('/en/news');
    expect(getPathname({ locale: 'es', href: '/news' })).toBe('/es/noticias');
    expect(getPathname({ locale: 'en', href: { pathname: '/news/[slug]', params: { slug: 'open-casting' } } })).toBe(
      '/en/news/open-casting',
    );
    expect(newsPageHref('es', 2)).toBe('/es/noticias?page=2');
    expect(newsPageHref('pt', 1)).toBe('/noticias');
  });

  it('redirects the words of another language', () => {
    const target = legacyTarget('/en/noticias');
    expect(target && getPathname({ locale: target.locale, href: target.href })).toBe('/en/news');
  });

  it('rewrites ?page=N to the static later page, redirects ?page=1 and refuses other spellings', () => {
    const route = (path: string, query: string) => newsListRoute(path, new URLSearchParams(query));
    expect(route('/noticias', '')).toBeNull();
    expect(route('/noticias', 'utm_source=x')).toBeNull();
    expect(route('/modelos', 'page=2')).toBeNull();
    expect(route('/noticias', 'page=2')).toEqual({ kind: 'page', locale: 'pt', page: 2, internal: '/pt/news-list/2' });
    expect(route('/en/news', 'page=3')).toEqual({ kind: 'page', locale: 'en', page: 3, internal: '/en/news-list/3' });
    expect(route('/es/noticias', 'page=1')).toEqual({ kind: 'redirect', location: '/es/noticias' });
    expect(route('/en/news', 'page=02')).toEqual({ kind: 'not-found', locale: 'en' });
    expect(route('/noticias', 'page=2&page=3')).toEqual({ kind: 'not-found', locale: 'pt' });
  });

  it('answers a slug that is no post with the 404 page of its language', async () => {
    const known = async (_locale: string, slug: string) => slug === 'open-casting';
    const talent = async () => true;
    expect(await notFoundLocale('/noticias/open-casting', talent, known)).toBeNull();
    expect(await notFoundLocale('/en/news/nothing', talent, known)).toBe('en');
    expect(await notFoundLocale('/es/noticias/nothing', talent, known)).toBe('es');
    expect(await notFoundLocale('/noticias', talent, known)).toBeNull();
    expect(await notFoundLocale('/noticias/a/b', talent, known)).toBe('pt');
  });
});

describe('a post as schema.org data', () => {
  const facts = {
    headline: 'Casting aberto em Brasília',
    url: 'https://example.com/noticias/casting-aberto-em-brasilia',
    image: 'https://example.com/_next/image?url=x&w=1080&q=75',
    description: 'Casting aberto em Brasília.',
    datePublished: '2025-01-05T14:00:00.000Z',
    inLanguage: 'pt',
    publisherName: 'Ravage Management',
    publisherUrl: 'https://example.com',
    publisherLogo: 'https://example.com/icon.svg',
  };

  it('is an Article published by the agency', () => {
    expect(articleJsonLd(facts)).toMatchObject({
      '@type': 'Article',
      headline: facts.headline,
      image: [facts.image],
      datePublished: facts.datePublished,
      mainEntityOfPage: { '@id': facts.url },
      publisher: { '@type': 'Organization', name: 'Ravage Management' },
    });
  });

  it('leaves out what the back office does not give', () => {
    const data = articleJsonLd({ ...facts, image: null, datePublished: null });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('datePublished');
  });
});
