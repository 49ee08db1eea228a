import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeParams } from '@/lib/i18n/locale-params';
import { ModelsList } from '@/components/talents/ModelsList';
import { NO_SEARCH } from '@/lib/rules/roster-filter';
import { ALL, parseListSegments } from '@/lib/i18n/list-segments';
import { routing } from '@/lib/i18n/routing';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { isCategorySlug, CATEGORY_SLUGS } from '@/lib/rules/categories';
import { getTalent, getRosterPage } from '@/lib/agency/talents';
import { listMetadata } from '@/lib/server/seo/list-metadata';
import { nameSlug } from '@/lib/rules/slug';
import { talentIdOf } from '@/lib/rules/talent-id';

type Props = PageProps<'/[locale]/models/[category]/[gender]/[page]'>;

export const revalidate = 300;

/** The first page of every category and gender is built ahead; the rest on first visit. */
export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    [ALL, ...CATEGORY_SLUGS].flatMap((category) =>
      [ALL, 'woman', 'man'].map((gender) => ({ locale, category, gender, page: '1' })),
    ),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata(await params);
}

export default async function ModelsPage({ params }: Props) {
  const { locale, category, gender, page } = await localeParams(params);

  // /modelos/{id} without the name: the talent's canonical profile.
  const talentId = talentIdOf(category);
  if (talentId !== null) {
    const talent = await getTalent(locale, talentId);
    if (!talent) notFound();
    permanentRedirect({
      locale,
      href: { pathname: '/talent/[id]/[name]', params: { id: String(talent.id), name: nameSlug(talent.name) } },
    });
  }

  const filter = parseListSegments(category, gender, page);
  if (!filter) notFound();
  const slug = filter.category && isCategorySlug(filter.category) ? filter.category : null;
  if (filter.page > 1 && (await getRosterPage({ category: slug, gender: filter.gender, page: filter.page })).items.length === 0)
    notFound();
  return <ModelsList locale={locale} category={slug} gender={filter.gender} page={filter.page} search={NO_SEARCH} />;
}
