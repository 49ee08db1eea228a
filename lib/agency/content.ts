/**
 * What the agency writes for the site: slides, posts (news, the about and
 * privacy pages), its social channels, and the forms' option lists and
 * places. The `fetch*` functions are the contract's calls, made through one
 * connection; the `get*` functions are what pages and route handlers ask,
 * cached on the server (fetch.ts, `cachedCall`).
 */
import 'server-only';
import { langAttribute, textLanguage } from '@/lib/rules/content-language';
import { formatPostDate, NEWS_TYPE, newestFirst, newsPageOf, type NewsItem, type NewsPage } from '@/lib/rules/news';
import { reportFailure } from './calls';
import { isAgencyApiError } from './errors';
import { agency, cachedCall, tags, type AgencyFetch } from './fetch';
import {
  AttributesAnswerSchema,
  PostAnswerSchema,
  PostsAnswerSchema,
  SlidesAnswerSchema,
  SocialMediaAnswerSchema,
} from './schemas';
import type { AgencyLang, Attributes, Place, Post, PostPage, Slide, SocialMedia } from './types';

// ---- the calls ---------------------------------------------------------------------

/** The agency's channels (PANEL host). */
export async function fetchSocialMedia(api: AgencyFetch): Promise<SocialMedia> {
  return (await api.json('panel', { path: '/api/social-media' }, SocialMediaAnswerSchema)).data;
}

/** The slides of one slideshow (`home` for the home screen); slides with nothing to show are dropped. */
export async function fetchSlides(api: AgencyFetch, type: string): Promise<Slide[]> {
  const { data } = await api.json('site', { path: `/api/slides/${encodeURIComponent(type)}` }, SlidesAnswerSchema);
  return data.filter((s) => s.url.desktop !== null || s.video_id !== null);
}

export interface PostsQuery {
  paginate?: number;
  page?: number;
}

/** One page of a collection of posts. */
export function fetchPosts(api: AgencyFetch, type: string, lang: AgencyLang, query: PostsQuery = {}): Promise<PostPage> {
  return api.json(
    'site',
    {
      path: `/api/posts/${encodeURIComponent(type)}/${lang}`,
      query: { paginate: query.paginate, page: query.page },
    },
    PostsAnswerSchema,
  );
}

/** One post (the about page is type `pages`, slug `about`); null when unknown. */
export async function fetchPost(api: AgencyFetch, type: string, lang: AgencyLang, slug: string): Promise<Post | null> {
  try {
    const { data } = await api.json(
      'site',
      { path: `/api/posts/${encodeURIComponent(type)}/${lang}/${encodeURIComponent(slug)}` },
      PostAnswerSchema,
    );
    return data;
  } catch (error) {
    if (isAgencyApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export interface AttributesQuery {
  countries?: boolean;
  cities?: boolean;
  /** Only the cities of this country id. */
  country?: number;
}

/** The option lists of the forms; countries and cities when asked (SITE host). */
export async function fetchAttributes(api: AgencyFetch, lang: AgencyLang, query: AttributesQuery = {}): Promise<Attributes> {
  const answer = await api.json(
    'site',
    {
      path: '/api/talents/attributes',
      query: {
        language: lang,
        countries: query.countries ? 1 : undefined,
        cities: query.cities ? 1 : undefined,
        country: query.country,
      },
    },
    AttributesAnswerSchema,
  );
  return answer.data;
}

/** The contract's largest page: a collection comes in as few calls as it allows. */
const COLLECTION_PAGE_SIZE = 100;
/** A back office whose pages never end must not keep a render waiting forever. */
const MAX_COLLECTION_PAGES = 50;

/** Every post of one type in one language, newest first, page by page from the back office. */
export async function fetchCollection(api: AgencyFetch, type: string, lang: AgencyLang): Promise<Post[]> {
  const posts: Post[] = [];
  for (let page = 1; page <= MAX_COLLECTION_PAGES; page++) {
    const answer = await fetchPosts(api, type, lang, { paginate: COLLECTION_PAGE_SIZE, page });
    posts.push(...answer.data);
    if (answer.data.length === 0 || answer.current_page >= answer.last_page) break;
  }
  // Keyed by slug: a post the back office moved between two page calls is listed once.
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return newestFirst([...bySlug.values()]);
}

// ---- social media ------------------------------------------------------------------

const socialMedia = cachedCall('social-media', () => fetchSocialMedia(agency()), { tags: () => [tags.socialMedia] });

/**
 * The agency's channels for the footer and the contact page. A back office
 * that cannot answer leaves the icons out rather than failing every page;
 * the failure is logged.
 */
export async function getSocialMedia(): Promise<SocialMedia | null> {
  try {
    return await socialMedia();
  } catch (error) {
    reportFailure('social media unavailable', error);
    return null;
  }
}

// ---- slides ------------------------------------------------------------------------

export const HOME_SLIDESHOW = 'home';

/** The home slides, cached on the server like the roster. */
export const getHomeSlides = cachedCall('slides', () => fetchSlides(agency(), HOME_SLIDESHOW), {
  tags: () => [tags.slides(HOME_SLIDESHOW)],
});

// ---- posts: the about and privacy pages --------------------------------------------

const post = cachedCall('post', (type: string, lang: AgencyLang, slug: string) => fetchPost(agency(), type, lang, slug), {
  tags: (type, lang) => [tags.posts(type, lang)],
});

/** One back-office post (the about page is `pages`/`about`) in the visitor's language; null when unknown. */
export function getPost(type: string, lang: AgencyLang, slug: string): Promise<Post | null> {
  return post(type, lang, slug);
}

/** A post with the language its title and text really came in (null: unknown). */
export type PostView = Post & { titleLang: AgencyLang | null; contentLang: AgencyLang | null };

/**
 * getPost for a page in `lang`. The API falls back to pt without saying so:
 * the pt post (also cached) tells which text is which (as getTalentProfile's biography).
 */
export async function getPostView(type: string, lang: AgencyLang, slug: string): Promise<PostView | null> {
  const found = await post(type, lang, slug);
  if (!found) return null;
  if (lang === 'pt') return { ...found, titleLang: 'pt', contentLang: 'pt' };
  const pt = await post(type, 'pt', slug).catch((error: unknown) => {
    reportFailure('post: pt text unavailable for the language check', error);
    return undefined;
  });
  const ptOf = (key: 'title' | 'content') => (pt === undefined ? undefined : (pt?.[key] ?? null));
  return {
    ...found,
    titleLang: textLanguage(lang, found.title, ptOf('title')),
    contentLang: textLanguage(lang, found.content, ptOf('content')),
  };
}

// ---- news --------------------------------------------------------------------------

/**
 * The whole collection of a type in a language, cached like the roster
 * (docs/decisions/0043-news-at-noticias.md): loaded once per revalidation
 * period under `agency` and `agency:posts:{type}:{lang}`; the list's pages,
 * the load-more route, the post pages and the sitemap all read this one
 * entry, so a visitor paging through the news asks the back office nothing.
 */
const collection = cachedCall('posts-collection', (type: string, lang: AgencyLang) => fetchCollection(agency(), type, lang), {
  tags: (type, lang) => [tags.posts(type, lang)],
});

export function getNews(lang: AgencyLang): Promise<Post[]> {
  return collection(NEWS_TYPE, lang);
}

/** One page of the news (page 1: the first 10; then 6 each); null past the last page. */
export async function getNewsPage(lang: AgencyLang, page: number): Promise<NewsPage<Post> | null> {
  return newsPageOf(await getNews(lang), page);
}

/** A news post with the language its title and text really came in. */
export type NewsPostView = PostView;

/** One news post from the cached collection; null when the slug is unknown. */
export async function getNewsPost(lang: AgencyLang, slug: string): Promise<NewsPostView | null> {
  const found = (await getNews(lang)).find((post) => post.slug === slug);
  if (!found) return null;
  if (lang === 'pt') return { ...found, titleLang: 'pt', contentLang: 'pt' };
  const pt = await getNews('pt').then(
    (posts) => posts.find((post) => post.slug === slug) ?? null,
    (error: unknown) => {
      reportFailure('news: pt text unavailable for the language check', error);
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
      : await getNews('pt').then(
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

// ---- places: the scouting form's countries and cities ------------------------------

/** Countries and cities change a few times a year: an hour of cache is plenty. */
const PLACES_REVALIDATE_S = 60 * 60;

const countries = cachedCall(
  'attributes:countries',
  async (lang: AgencyLang): Promise<Place[]> =>
    (await fetchAttributes(agency(), lang, { countries: true })).countries.map(({ id, name }) => ({ id, name })),
  { revalidate: PLACES_REVALIDATE_S, tags: (lang) => [tags.attributes(lang)] },
);

const cities = cachedCall(
  'attributes:cities',
  async (lang: AgencyLang, country: number): Promise<Place[]> =>
    (await fetchAttributes(agency(), lang, { cities: true, country })).cities
      // The filter is the back office's job; a list of another country is never shown.
      .filter((city) => city.id_country === country)
      .map(({ id, name }) => ({ id, name })),
  { revalidate: PLACES_REVALIDATE_S, tags: (lang) => [tags.attributes(lang)] },
);

/** The countries of the scouting form, in the visitor's language, as the back office sorts them. */
export function getCountries(lang: AgencyLang): Promise<Place[]> {
  return countries(lang);
}

/**
 * The cities of one country. Asked per country rather than all at once: a
 * real back office may list every municipality (Brazil alone has 5,570),
 * which the page should not carry for the one list a visitor opens.
 */
export function getCities(lang: AgencyLang, country: number): Promise<Place[]> {
  return cities(lang, country);
}

/** Whether a country id is on the cached country list: an unknown id never reaches the back office. */
export async function isKnownCountry(lang: AgencyLang, country: number): Promise<boolean> {
  return (await countries(lang)).some((c) => c.id === country);
}
