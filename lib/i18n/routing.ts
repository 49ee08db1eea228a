import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from '@/lib/rules/agreed';

/** The back office's languages (lib/rules/agreed.ts): the site has no other. */
export const locales = LANGUAGES;
export type AppLocale = Lang;
export const defaultLocale: AppLocale = DEFAULT_LANGUAGE;

/**
 * The single source of locales and localized pathnames: the proxy, the
 * navigation helpers, the sitemap, canonicals and the language switcher all
 * read it. Internal keys are the folders under app/[locale]; a talent
 * profile has its own internal folders (/talent…) because Next does not let
 * /models/[category] and /models/[id]/[name] share a dynamic segment.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // A URL always shows the same language, and no cookie on every answer, so
  // shared caches can keep pages (docs/decisions/0008-one-url-one-language.md).
  localeDetection: false,
  localeCookie: false,
  // next-intl's hreflang `Link` header takes its host from the request
  // (Host, X-Forwarded-Host), which a client chooses and a shared cache would
  // keep for everyone. The HTML carries hreflang from NEXT_PUBLIC_SITE_URL
  // (metadata alternates, lib/server/seo/metadata.ts) instead
  // (docs/decisions/0007-next-intl-alternate-links-off.md).
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/models': { pt: '/modelos', en: '/models', es: '/modelos' },
    '/models/[category]': {
      pt: '/modelos/[category]',
      en: '/models/[category]',
      es: '/modelos/[category]',
    },
    '/talent/[id]/[name]': {
      pt: '/modelos/[id]/[name]',
      en: '/models/[id]/[name]',
      es: '/modelos/[id]/[name]',
    },
    '/category-talent/[category]/[id]/[name]': {
      pt: '/modelos/[category]/[id]/[name]',
      en: '/models/[category]/[id]/[name]',
      es: '/modelos/[category]/[id]/[name]',
    },
    '/favorites': { pt: '/favoritos', en: '/favorites', es: '/favoritos' },
    '/selection/[ids]': { pt: '/selecao/[ids]', en: '/selection/[ids]', es: '/seleccion/[ids]' },
    '/contact': { pt: '/contato', en: '/contact', es: '/contacto' },
    '/about': { pt: '/sobre', en: '/about', es: '/sobre-nosotros' },
    '/be-a-model': { pt: '/seja-modelo', en: '/be-a-model', es: '/ser-modelo' },
    '/privacy': { pt: '/privacidade', en: '/privacy', es: '/privacidad' },
    '/news': { pt: '/noticias', en: '/news', es: '/noticias' },
    '/news/[slug]': { pt: '/noticias/[slug]', en: '/news/[slug]', es: '/noticias/[slug]' },
  },
});

export type AppPathname = keyof typeof routing.pathnames;

/** The screens without dynamic segments, in the order the sitemap lists them. */
export const staticPathnames = [
  '/',
  '/models',
  '/favorites',
  '/be-a-model',
  '/about',
  '/news',
  '/contact',
  '/privacy',
] as const satisfies readonly AppPathname[];

export function isAppLocale(value: string): value is AppLocale {
  return (locales as readonly string[]).includes(value);
}

/** The locale named, or the default one for anything else: for metadata, which leaves the 404 to the page. */
export function knownLocale(value: string): AppLocale {
  return isAppLocale(value) ? value : defaultLocale;
}
