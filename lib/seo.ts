import type { Metadata } from 'next';
import { localizedPath, type LocalizedHref } from '@/lib/i18n/paths';
import { getTranslations } from 'next-intl/server';
import { locales, defaultLocale, isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/site-url';

type Href = LocalizedHref;

/** Absolute URL of one screen in one language. */
export function localizedUrl(locale: AppLocale, href: Href): string {
  return absoluteUrl(localizedPath(locale, href));
}

/** hreflang alternates for every language plus x-default (the pt URL). */
export function languageAlternates(href: Href): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = localizedUrl(locale, href);
  languages['x-default'] = localizedUrl(defaultLocale, href);
  return languages;
}

/** Title, description, canonical and alternates of one screen. */
export function pageMetadata(args: {
  locale: AppLocale;
  href: Href;
  title?: string;
  description?: string;
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
}): Metadata {
  const url = localizedUrl(args.locale, args.href);
  const images = args.image ? [args.image] : undefined;
  return {
    ...(args.title ? { title: args.title } : {}),
    ...(args.description ? { description: args.description } : {}),
    alternates: { canonical: url, languages: languageAlternates(args.href) },
    openGraph: {
      url,
      siteName: 'RAVAGE',
      locale: { pt: 'pt_BR', en: 'en_US', es: 'es_ES' }[args.locale],
      type: 'website',
      ...(args.title ? { title: args.title } : {}),
      ...(args.description ? { description: args.description } : {}),
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      ...(args.title ? { title: args.title } : {}),
      ...(args.description ? { description: args.description } : {}),
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}

type MetadataKey = Parameters<Awaited<ReturnType<typeof getTranslations<'Metadata'>>>>[0];

/** generateMetadata of a screen without dynamic segments. */
export function screenMetadata(href: Extract<Href, string>, titleKey: MetadataKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await params;
    const appLocale = isAppLocale(locale) ? locale : defaultLocale;
    const t = await getTranslations({ locale: appLocale, namespace: 'Metadata' });
    return pageMetadata({ locale: appLocale, href, title: t(titleKey), description: t('description') });
  };
}
