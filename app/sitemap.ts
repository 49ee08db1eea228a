import type { MetadataRoute } from 'next';
import { locales, staticPathnames } from '@/lib/i18n/routing';
import { languageAlternates, localizedUrl } from '@/lib/seo';
import { CATEGORY_SLUGS } from '@/lib/categories';

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
  return [
    ...staticPathnames.flatMap((href) => entries(href, href === '/' ? 1 : 0.7)),
    ...CATEGORY_SLUGS.flatMap((category) => entries({ pathname: '/models/[category]', params: { category } }, 0.8)),
  ];
}
