import { routing, isAppLocale, defaultLocale, type AppLocale, type AppPathname } from '@/lib/i18n/routing';
import { pathTemplate } from '@/lib/i18n/static-path';

export type MatchedPath = { locale: AppLocale; pathname: AppPathname; params: Record<string, string> };

/**
 * The screen a browser path shows: its locale, its internal pathname and
 * params (`/es/modelos/mainboard` → es, '/models/[category]', {category}).
 * The proxy's decisions (404s, list rewrites, canonical redirects) need it
 * before anything renders; next-intl documents no API that reads a path back
 * into a screen with its params, so this reads routing.pathnames itself
 * (docs/decisions/0047-next-intl-navigation-and-messages.md). Components use
 * next-intl's `usePathname` instead.
 */
export function matchLocalizedPath(path: string): MatchedPath | null {
  const segments = pathSegments(path);
  const first = segments[0];
  const locale: AppLocale = first !== undefined && isAppLocale(first) && first !== defaultLocale ? first : defaultLocale;
  const rest = locale === defaultLocale ? segments : segments.slice(1);
  const screen = matchWords(rest, locale);
  return screen && { locale, ...screen };
}

/** A path's segments, percent-decoded where they decode. */
export function pathSegments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** The screen whose words in `wordsOf` are these segments (the locale prefix already taken off). */
export function matchWords(rest: string[], wordsOf: AppLocale): Omit<MatchedPath, 'locale'> | null {
  for (const pathname of Object.keys(routing.pathnames) as AppPathname[]) {
    const template = pathTemplate(pathname, wordsOf).split('/').filter(Boolean);
    if (template.length !== rest.length) continue;
    const params: Record<string, string> = {};
    const matches = template.every((part, i) => {
      const value = rest[i] as string;
      const param = /^\[(\w+)\]$/.exec(part)?.[1];
      if (param) {
        params[param] = value;
        return true;
      }
      return part === value;
    });
    if (matches) return { pathname, params };
  }
  return null;
}
