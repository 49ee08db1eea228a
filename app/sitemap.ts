import type { MetadataRoute } from 'next';
import { locales, staticPathnames } from '@/lib/i18n/routing';
import { languageAlternates, localizedUrl } from '@/lib/server/seo';
import { CATEGORY_SLUGS } from '@/lib/rules/categories';
import { loadRosterCards } from '@/lib/server/roster';
import { profileHref } from '@/lib/i18n/profile-href';
import { loadPost } from '@/lib/server/content';

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
      const post = await loadPost('pages', locale, 'about').catch(() => null);
      const date = post?.published_at ? new Date(post.published_at) : null;
      if (date && !Number.isNaN(date.getTime())) dates[locale] = date.toISOString();
    }),
  );
  return dates;
}

/** Every screen in every language, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [talents, about] = await Promise.all([
    loadRosterCards().catch((error: unknown) => {
      console.error('sitemap: roster unavailable', error);
      return [];
    }),
    aboutDates(),
  ]);
  return [
    ...staticPathnames.flatMap((href) => entries(href, href === '/' ? 1 : 0.7, href === '/about' ? about : {})),
    ...CATEGORY_SLUGS.flatMap((category) => entries({ pathname: '/models/[category]', params: { category } }, 0.8)),
    // Every visible profile (excluded talents never reach the roster).
    ...talents.flatMap((talent) => entries(profileHref(talent), 0.6)),
  ];
}
