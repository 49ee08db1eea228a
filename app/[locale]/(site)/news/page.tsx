import type { Metadata } from 'next';
import { localeParams } from '@/lib/i18n/locale-params';
import { NewsList } from '@/components/news/NewsList';
import { newsListMetadata } from '@/lib/server/seo/news-metadata';

export const revalidate = 300;

// Only the three languages: any other first segment is the build's static 404.
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<'/[locale]/news'>): Promise<Metadata> {
  return newsListMetadata((await params).locale, 1);
}

/** The news list's first page (later pages: ../news-list/[page], reached through ?page=N). */
export default async function NewsPage({ params }: PageProps<'/[locale]/news'>) {
  const { locale } = await localeParams(params);
  return <NewsList locale={locale} page={1} />;
}
