import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing, type AppLocale } from './routing';

/**
 * A page's or layout's params, its `[locale]` checked (no language of the
 * site: the 404 page) and set for next-intl's server functions. Each page and
 * layout calls it: segments render apart, and without a locale set next-intl
 * would read the request's headers, which makes a static page dynamic.
 * Why not next-intl's `next/root-params` way: docs/decisions/0071-locale-from-params-not-root-params.md.
 */
export async function localeParams<P extends { locale: string }>(params: Promise<P>): Promise<P & { locale: AppLocale }> {
  const resolved = await params;
  const { locale } = resolved;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return { ...resolved, locale };
}
