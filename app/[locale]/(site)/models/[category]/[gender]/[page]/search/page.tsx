import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/lib/i18n/locale-params';
import { ModelsList } from '@/components/talents/ModelsList';
import { isCategorySlug } from '@/lib/rules/categories';
import { parseListSegments } from '@/lib/i18n/list-segments';
import { parseRosterSearch } from '@/lib/rules/roster-filter';
import { searchedListMetadata } from '@/lib/server/seo/list-metadata';

type Props = PageProps<'/[locale]/models/[category]/[gender]/[page]/search'>;

/**
 * A searched models list (the proxy sends every list URL with a search
 * here). Rendered on each request from the cached roster and measures: a
 * query string has no end of values, so no page is kept per search (nothing
 * is written to Next's cache for it), unlike the unsearched lists, which
 * stay static.
 */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchedListMetadata(await params);
}

export default async function SearchedModelsPage({ params, searchParams }: Props) {
  const { locale, category, gender, page } = await localeParams(params);
  const filter = parseListSegments(category, gender, page);
  if (!filter) notFound();
  const slug = filter.category && isCategorySlug(filter.category) ? filter.category : null;
  const search = parseRosterSearch(await searchParams);
  return <ModelsList locale={locale} category={slug} gender={filter.gender} page={filter.page} search={search} />;
}
