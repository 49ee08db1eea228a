import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NewsList } from '@/components/news/NewsList';
import type { AppLocale } from '@/lib/i18n/routing';
import { newsListMetadata } from '@/lib/server/news-metadata';

export const revalidate = 300;

// Only the three languages: any other first segment is the build's static 404.
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<'/[locale]/news'>): Promise<Metadata> {
  return newsListMetadata((await params).locale, 1);
}

/** The news list's first page (later pages: ../news-list/[page], reached through ?page=N). */
export default async function NewsPage({ params }: PageProps<'/[locale]/news'>) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  return <NewsList locale={locale as AppLocale} page={1} />;
}
