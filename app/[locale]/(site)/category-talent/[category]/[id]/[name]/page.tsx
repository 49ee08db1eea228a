import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/paths';
import type { AppLocale } from '@/lib/i18n/routing';
import { categoryBySlug, isCategorySlug } from '@/lib/rules/categories';
import { nameSlug } from '@/lib/rules/slug';
import { canonicalProfileHref, profileOrNotFound, profilePageMetadata } from '@/app/[locale]/(site)/_profile/profile-page';
import { ProfilePage } from '@/app/[locale]/(site)/_profile/ProfilePage';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

export const generateMetadata = profilePageMetadata;

/** The profile reached from a category tab: the back button returns to that category. */
export default async function CategoryTalentPage({ params }: PageProps<'/[locale]/category-talent/[category]/[id]/[name]'>) {
  const { locale, category, id, name } = await params;
  setRequestLocale(locale as AppLocale);
  if (!isCategorySlug(category)) notFound();
  const talent = await profileOrNotFound(locale, id);
  const slug = nameSlug(talent.name);
  if (!talent.categories.some((c) => c.id === categoryBySlug(category)?.id)) {
    permanentRedirect(localizedPath(locale as AppLocale, canonicalProfileHref(talent)));
  }
  if (decodeURIComponent(name) !== slug) {
    const href = { pathname: '/category-talent/[category]/[id]/[name]', params: { category, id: String(talent.id), name: slug } } as const;
    permanentRedirect(localizedPath(locale as AppLocale, href));
  }
  return <ProfilePage talent={talent} locale={locale as AppLocale} category={category} />;
}
