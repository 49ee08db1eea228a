import 'server-only';
import { agency, tags, type AgencyLang, type Post } from '@/lib/api';
import { cachedCall } from '@/lib/server/cache';
import { proxyGeneration } from '@/lib/server/generation';
import { ROSTER_REVALIDATE_S } from '@/lib/rules/constants';
import { textLanguage } from '@/lib/rules/content-language';
import { langAttribute } from '@/lib/rules/content-language';
import { formatPostDate, NEWS_TYPE, newestFirst, newsLastPage, newsPageOf, type NewsItem, type NewsPage } from '@/lib/rules/news';

/** The contract's largest page: the collection comes in as few calls as it allows. */
const FETCH_PAGE_SIZE = 100;
/** A back office whose pages never end must not keep a render waiting forever. */
const MAX_FETCH_PAGES = 50;

/** Every post of one type in one language, newest first, page by page from the back office. */
async function fetchCollection(type: string, lang: AgencyLang): Promise<Post[]> {
  const posts: Post[] = [];
  for (let page = 1; page <= MAX_FETCH_PAGES; page++) {
    const answer = await agency().getPosts(type, lang, { paginate: FETCH_PAGE_SIZE, page });
    posts.push(...answer.data);
    if (answer.data.length === 0 || answer.current_page >= answer.last_page) break;
  }
  // Keyed by slug: a post the back office moved between two page calls is listed once.
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return newestFirst([...bySlug.values()]);
}

/**
 * The whole collection of a type in a language, cached like the roster
 * (docs/decisions/0043-news-at-noticias.md): loaded once per revalidation
 * period under `agency` and `agency:posts:{type}:{lang}`; the list's pages,
 * the load-more route, the post pages and the sitemap all read this one
 * entry, so a visitor paging through the news asks the back office nothing.
 */
const collection = cachedCall('posts-collection', fetchCollection, {
  tags: (type, lang) => [tags.all, tags.posts(type, lang)],
});

export function loadNews(lang: AgencyLang): Promise<Post[]> {
  return collection(NEWS_TYPE, lang);
}

/** One page of the news (page 1: the first 10; then 6 each); null past the last page. */
export async function loadNewsPage(lang: AgencyLang, page: number): Promise<NewsPage<Post> | null> {
  return newsPageOf(await loadNews(lang), page);
}

/** A post with the language its title and text really came in (the API falls back to pt without saying so). */
export type NewsPostView = Post & { titleLang: AgencyLang | null; contentLang: AgencyLang | null };

/** One news post from the cached collection; null when the slug is unknown. */
export async function loadNewsPost(lang: AgencyLang, slug: string): Promise<NewsPostView | null> {
  const found = (await loadNews(lang)).find((post) => post.slug === slug);
  if (!found) return null;
  if (lang === 'pt') return { ...found, titleLang: 'pt', contentLang: 'pt' };
  const pt = await loadNews('pt').then(
    (posts) => posts.find((post) => post.slug === slug) ?? null,
    (error: unknown) => {
      console.error('news: pt text unavailable for the language check', error);
      return undefined;
    },
  );
  return {
    ...found,
    titleLang: textLanguage(lang, found.title, pt === undefined ? undefined : (pt?.title ?? null)),
    contentLang: textLanguage(lang, found.content, pt === undefined ? undefined : (pt?.content ?? null)),
  };
}

/**
 * The cards of some posts for a page in `lang`: dates written in its language,
 * and a `lang` on a title or excerpt the back office sent in pt for lack of a
 * translation (told by the cached pt collection).
 */
export async function newsItems(lang: AgencyLang, posts: readonly Post[]): Promise<NewsItem[]> {
  const pt =
    lang === 'pt'
      ? null
      : await loadNews('pt').then(
          (all) => new Map(all.map((post) => [post.slug, post])),
          () => undefined,
        );
  const textLang = (text: string | null, ptText: string | null | undefined) =>
    pt === null ? undefined : langAttribute(lang, textLanguage(lang, text, pt === undefined ? undefined : (ptText ?? null)));
  return posts.map((post) => {
    const ptPost = pt?.get(post.slug);
    return {
      slug: post.slug,
      title: post.title,
      titleLang: textLang(post.title, ptPost?.title),
      excerpt: post.excerpt?.trim() || null,
      excerptLang: textLang(post.excerpt, ptPost?.excerpt),
      image: post.image,
      date: post.published_at,
      dateText: formatPostDate(post.published_at, lang),
    };
  });
}

type NewsIndex = { slugs: ReadonlySet<string>; lastPage: number };
type NewsMemo = { index: Promise<NewsIndex>; until: number; generation: string };
/** On globalThis: the proxy and the route handlers are separate bundles in one process. */
const newsMemo = globalThis as { __newsIndex?: Partial<Record<AgencyLang, NewsMemo>> };
const FAILURE_MEMORY_MS = 3000;

/**
 * The news slugs and page count of a language for the proxy, which runs
 * outside Next's data cache: kept in memory for the roster's revalidate
 * period, one call shared by concurrent requests, and dropped when any
 * instance is told to revalidate (the generation counter, as visibleTalents
 * in lib/server/roster.ts).
 */
export async function newsIndex(lang: AgencyLang): Promise<NewsIndex> {
  const generation = await proxyGeneration().current();
  const now = Date.now();
  const memos = (newsMemo.__newsIndex ??= {});
  let memo = memos[lang];
  if (!memo || memo.until <= now || memo.generation !== generation) {
    const index = fetchCollection(NEWS_TYPE, lang).then((posts) => ({
      slugs: new Set(posts.map((post) => post.slug)),
      lastPage: newsLastPage(posts.length),
    }));
    memo = { index, until: now + ROSTER_REVALIDATE_S * 1000, generation };
    const stored = memo;
    memos[lang] = stored;
    index.catch(() => {
      stored.until = Date.now() + FAILURE_MEMORY_MS;
    });
  }
  return memo.index;
}
