import { env } from '@/lib/config/env';

/** Absolute URLs for canonicals, hreflang, sitemap and social cards. */
export function siteUrl(): string {
  return env().NEXT_PUBLIC_SITE_URL;
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}
