import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { knownLocale } from '@/lib/i18n/routing';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';

// The 404 page of each language, built once. The proxy answers every path
// that names no screen with it (status 404, lib/proxy/unmatched.ts): a page
// that calls notFound() while rendering on demand is served without its HTML
// (vercel/next.js#62228) and leaves a cache entry per URL behind
// (docs/decisions/0002-proxy-answers-unknown-urls-with-static-404.md).
// Built once and never regenerated: rendered again at run time, under the
// 404 status the proxy gives it, Next would take the metadata of the
// not-found boundary instead of this page's (the title would be the
// default). How long others may keep it is the proxy's Cache-Control.
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<'/[locale]/missing'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: knownLocale(locale), namespace: 'Metadata' });
  return { title: t('notFound'), robots: { index: false, follow: true } };
}

export default async function MissingPage({ params }: PageProps<'/[locale]/missing'>) {
  const { locale } = await localeParams(params);
  return <NotFoundScreen locale={locale} />;
}
