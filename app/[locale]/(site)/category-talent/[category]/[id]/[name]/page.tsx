import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import type { AppLocale } from '@/lib/i18n/routing';
import { categoryBySlug, isCategorySlug } from '@/lib/categories';
import { nameSlug } from '@/lib/slug';
import { canonicalProfileHref, profileJsonLd, profileMetadata, profileOrNotFound } from '@/lib/profile-page';
import { TalentProfile } from '@/components/profile/TalentProfile';

type Props = PageProps<'/[locale]/category-talent/[category]/[id]/[name]'>;

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  // The canonical URL is the profile outside any category.
  return profileMetadata(locale as AppLocale, await profileOrNotFound(locale, id));
}

export default async function CategoryTalentPage({ params }: Props) {
  const { locale, category, id, name } = await params;
  setRequestLocale(locale as AppLocale);
  if (!isCategorySlug(category)) notFound();
  const talent = await profileOrNotFound(locale, id);
  const inCategory = talent.categories.some((c) => c.id === categoryBySlug(category)?.id);
  if (!inCategory) permanentRedirect(localizedPath(locale as AppLocale, canonicalProfileHref(talent)));
  if (decodeURIComponent(name) !== nameSlug(talent.name)) {
    permanentRedirect(localizedPath(locale as AppLocale, { pathname: '/category-talent/[category]/[id]/[name]', params: { category, id: String(talent.id), name: nameSlug(talent.name) } }));
  }
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: profileJsonLd(locale as AppLocale, talent) }} />
      <TalentProfile talent={talent} locale={locale as AppLocale} category={category} />
    </>
  );
}
