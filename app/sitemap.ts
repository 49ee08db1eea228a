import type { MetadataRoute } from 'next';
import { locales, staticPathnames } from '@/lib/i18n/routing';
import { languageAlternates, localizedUrl, UNINDEXED_SCREENS } from '@/lib/server/seo/metadata';
import { CATEGORY_SLUGS, GENDERS } from '@/lib/rules/categories';
import { listHref } from '@/lib/i18n/list-href';
import { getRosterCards } from '@/lib/agency/talents';
import { profileHref } from '@/lib/i18n/profile-href';
import { getNews, getPost } from '@/lib/agency/content';
import { logFailure } from '@/lib/server/observability/request-log';

export const revalidate = 300;

type Href = Parameters<typeof localizedUrl>[1];

/** `lastModified` per language, where the agency API dates the content (only posts carry a date). */
type Dates = Partial<Record<(typeof locales)[number], string>>;

function entries(href: Href, priority: number, dates: Dates = {}): MetadataRoute.Sitemap {
  const languages = languageAlternates(href);
  return locales.map((locale) => ({
    url: localizedUrl(locale, href),
    ...(dates[locale] ? { lastModified: dates[locale] } : {}),
    changeFrequency: 'weekly' as const,
    priority,
    alternates: { languages },
  }));
}

/** The about page's publication date in each language (a back-office post); none when unknown or unreachable. */
async function aboutDates(): Promise<Dates> {
  const dates: Dates = {};
  await Promise.all(
    locales.map(async (locale) => {
      const post = await getPost('pages', locale, 'about').catch(() => null);
      const date = post?.published_at ? new Date(post.published_at) : null;
      if (date && !Number.isNaN(date.getTime())) dates[locale] = date.toISOString();
    }),
  );
  return dates;
}

/**
 * Every news post (slugs are the same in every language: the back office
 * falls back to pt), dated in each language where it is; none when the news
 * cannot be read.
 */
async function newsPosts(): Promise<{ slug: string; dates: Dates }[]> {
  const collections = await Promise.all(
    locales.map((locale) =>
      getNews(locale).catch((error: unknown) => {
        logFailure('sitemap: news unavailable', error, { lang: locale });
        return [];
      }),
    ),
  );
  const posts = new Map<string, Dates>();
  locales.forEach((locale, i) => {
    for (const post of collections[i] ?? []) {
      const dates = posts.get(post.slug) ?? {};
      const date = post.published_at ? new Date(post.published_at) : null;
      if (date && !Number.isNaN(date.getTime())) dates[locale] = date.toISOString();
      posts.set(post.slug, dates);
    }
  });
  return [...posts].map(([slug, dates]) => ({ slug, dates }));
}

/** The news list's date in each language: its newest post's. */
function newest(posts: { dates: Dates }[]): Dates {
  const dates: Dates = {};
  for (const post of posts) {
    for (const locale of locales) {
      const date = post.dates[locale];
      if (date && (!dates[locale] || date > dates[locale])) dates[locale] = date;
    }
  }
  return dates;
}

/**
 * Every indexable screen in every language, each with its alternates
 * (docs/decisions/0067-sitemap-dates-and-gender-lists.md).
 *
 * `lastmod` only where the back office dates what the page shows: a news
 * post and the about page (their `published_at`), the news list (its newest
 * post). Nothing else carries one, rather than a made-up date: a talent's
 * record has no date of change in the contract, and the lists and the
 * site's own screens change with the roster or a deploy, which nothing dates.
 *
 * The lists by gender (`?gender=`) are listed beside the category lists:
 * each is its own page (title, canonical, hreflang), indexable and built
 * ahead. A searched list is `noindex` and never listed; later pages
 * (`?page=N`) are reached by the list's own links.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [talents, about, news] = await Promise.all([
    getRosterCards().catch((error: unknown) => {
      logFailure('sitemap: roster unavailable', error);
      return [];
    }),
    aboutDates(),
    newsPosts(),
  ]);
  return [
    ...staticPathnames
      .filter((href) => !UNINDEXED_SCREENS.includes(href))
      .flatMap((href) => entries(href, href === '/' ? 1 : 0.7, href === '/about' ? about : href === '/news' ? newest(news) : {})),
    ...CATEGORY_SLUGS.flatMap((category) => entries(listHref(category, null), 0.8)),
    ...[null, ...CATEGORY_SLUGS].flatMap((category) => GENDERS.flatMap((gender) => entries(listHref(category, gender), 0.7))),
    // Every visible profile (excluded talents never reach the roster).
    ...talents.flatMap((talent) => entries(profileHref(talent), 0.6)),
    ...news.flatMap((post) => entries({ pathname: '/news/[slug]', params: { slug: post.slug } }, 0.5, post.dates)),
  ];
}
