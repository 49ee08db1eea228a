import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/lib/i18n/locale-params';
import { NewsList } from '@/components/news/NewsList';
import { parseNewsPage } from '@/lib/rules/news';
import { getNewsPage } from '@/lib/agency/content';
import { newsListMetadata } from '@/lib/server/seo/news-metadata';

type Props = PageProps<'/[locale]/news-list/[page]'>;

export const revalidate = 300;

/**
 * Pages 2 and on of the news, reached only through the proxy's rewrite of
 * `/noticias?page=N` (lib/proxy/news-rewrite.ts), which answers a page past
 * the last with the 404 page first; rendered on first visit, then cached.
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await params;
  return newsListMetadata(locale, parseNewsPage(page) ?? 1);
}

export default async function NewsListPage({ params }: Props) {
  const { locale, page: raw } = await localeParams(params);
  const page = parseNewsPage(raw);
  // A second line of defence behind the proxy: never an empty page.
  if (page === null || page < 2 || !(await getNewsPage(locale, page))) notFound();
  return <NewsList locale={locale} page={page} />;
}
