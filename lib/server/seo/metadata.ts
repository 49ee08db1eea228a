import type { Metadata } from 'next';
import { getPathname, type Href as ScreenHref } from '@/lib/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import { locales, defaultLocale, isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/server/seo/site-url';
import { AGENCY_MARK } from '@/lib/rules/agency-facts';
import { cutDescription } from '@/lib/rules/describe';

type Href = ScreenHref;

/** Absolute URL of one screen in one language. */
export function localizedUrl(locale: AppLocale, href: Href): string {
  return absoluteUrl(getPathname({ locale, href }));
}

/** hreflang alternates for every language plus x-default (the pt URL). */
export function languageAlternates(href: Href): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = localizedUrl(locale, href);
  languages['x-default'] = localizedUrl(defaultLocale, href);
  return languages;
}

/**
 * The agency's JSON-LD `@id`: one URL for every language, so search engines
 * read the home's, the contact's and every talent's `worksFor` as one business.
 */
export function agencyId(): string {
  return `${absoluteUrl('/')}#agency`;
}

export type SocialImage = { url: string; width: number; height?: number; alt: string };

/** The on-brand card every page shows when pasted (app/social-card.png/route.tsx draws it at build time). */
export const SOCIAL_CARD = { path: '/social-card.png', width: 1200, height: 630 } as const;

export function defaultSocialImage(alt: string): SocialImage {
  return { url: absoluteUrl(SOCIAL_CARD.path), width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, alt };
}

/** The width the site's image route is asked for: one of next.config's deviceSizes. */
const SOCIAL_IMAGE_WIDTH = 1080;

/**
 * A media image as a social card, through the site's own image route: a
 * pasted link shows a picture even when the media host is private or slow,
 * and the card has its size (the route never enlarges, so a smaller photo
 * keeps its own).
 */
export function siteImage(src: string, alt: string, size?: { width: number; height: number }): SocialImage {
  const url = absoluteUrl(`/_next/image?url=${encodeURIComponent(src)}&w=${SOCIAL_IMAGE_WIDTH}&q=75`);
  if (!size || size.width <= 0 || size.height <= 0) return { url, width: SOCIAL_IMAGE_WIDTH, alt };
  const width = Math.min(size.width, SOCIAL_IMAGE_WIDTH);
  return { url, width, height: Math.round((size.height * width) / size.width), alt };
}

/** Title, description, canonical, alternates and the social cards of one screen. */
export function pageMetadata(args: {
  locale: AppLocale;
  href: Href;
  title: string;
  description: string;
  /** The first is the one wide previews show: landscape (1200×630) where there is a choice. */
  image: SocialImage | readonly [SocialImage, ...SocialImage[]];
}): Metadata {
  const images: readonly SocialImage[] = 'url' in args.image ? [args.image] : args.image;
  const url = localizedUrl(args.locale, args.href);
  const description = cutDescription(args.description);
  // The page's title alone: the layout's template makes it '{title} | RAVAGE' (docs/product.md §2).
  return {
    title: args.title,
    description,
    alternates: { canonical: url, languages: languageAlternates(args.href) },
    openGraph: {
      url,
      siteName: AGENCY_MARK,
      locale: { pt: 'pt_BR', en: 'en_US', es: 'es_ES' }[args.locale],
      type: 'website',
      title: args.title,
      description,
      images: [...images],
    },
    twitter: {
      card: 'summary_large_image',
      title: args.title,
      description,
      images: [images[0]!.url],
    },
  };
}

type MetadataKey = Parameters<Awaited<ReturnType<typeof getTranslations<'Metadata'>>>>[0];

/**
 * Screens a crawler sees empty (favourites live in the visitor's own
 * browser): `noindex` (screenMetadata) and left out of the sitemap.
 */
export const UNINDEXED_SCREENS: readonly Href[] = ['/favorites'];

/** generateMetadata of a screen without dynamic segments: its own title and description. */
export function screenMetadata(href: Extract<Href, string>, titleKey: MetadataKey, descriptionKey: MetadataKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const appLocale = isAppLocale(locale) ? locale : defaultLocale;
    const t = await getTranslations({ locale: appLocale, namespace: 'Metadata' });
    const metadata = pageMetadata({
      locale: appLocale,
      href,
      title: t(titleKey),
      description: t(descriptionKey),
      image: defaultSocialImage(t('socialCardAlt')),
    });
    return UNINDEXED_SCREENS.includes(href) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
  };
}
