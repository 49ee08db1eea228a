import type { MetadataRoute } from 'next';
import { locales, staticPathnames } from '@/lib/i18n/routing';
import { languageAlternates, localizedUrl } from '@/lib/seo';
import { CATEGORY_SLUGS } from '@/lib/categories';
import { loadRosterCards } from '@/lib/roster';
import { profileHref } from '@/lib/profile-href';

export const revalidate = 300;

type Href = Parameters<typeof localizedUrl>[1];

function entries(href: Href, priority: number): MetadataRoute.Sitemap {
  const languages = languageAlternates(href);
  return locales.map((locale) => ({
    url: localizedUrl(locale, href),
    changeFrequency: 'weekly' as const,
    priority,
    alternates: { languages },
  }));
}

/** Every screen in every language, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const talents = await loadRosterCards().catch((error: unknown) => {
    console.error('sitemap: roster unavailable', error);
    return [];
  });
  return [
    ...staticPathnames.flatMap((href) => entries(href, href === '/' ? 1 : 0.7)),
    ...CATEGORY_SLUGS.flatMap((category) => entries({ pathname: '/models/[category]', params: { category } }, 0.8)),
    // Every visible profile (excluded talents never reach the roster).
    ...talents.flatMap((talent) => entries(profileHref(talent), 0.6)),
  ];
}
