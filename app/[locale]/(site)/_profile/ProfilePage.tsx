import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/paths';
import type { AppLocale } from '@/lib/i18n/routing';
import { categoryBySlug, isCategorySlug, type CategorySlug } from '@/lib/rules/categories';
import { nameSlug } from '@/lib/rules/slug';
import type { ProfileView } from '@/lib/server/roster';
import { canonicalProfileHref, profileJsonLd, profileOrNotFound } from './profile-page';
import { JsonLd } from '@/components/seo/JsonLd';
import { TalentProfile } from '@/components/profile/TalentProfile';

export { profilePageMetadata } from './profile-page';

type ProfileParams = { locale: string; id: string; name: string; category?: string };

/**
 * Both profile routes: /modelos/{id}/{name}, the canonical one, and the
 * profile reached from a category tab, whose back button returns to that
 * category. A wrong or missing name, or a category the talent is not in,
 * is a permanent redirect to the right URL.
 */
export async function ProfileRoute({ params }: { params: Promise<ProfileParams> }) {
  const { locale, id, name, category = null } = await params;
  setRequestLocale(locale as AppLocale);
  if (category !== null && !isCategorySlug(category)) notFound();
  const talent = await profileOrNotFound(locale, id);
  const slug = nameSlug(talent.name);
  if (category !== null && !talent.categories.some((c) => c.id === categoryBySlug(category)?.id)) {
    permanentRedirect(localizedPath(locale as AppLocale, canonicalProfileHref(talent)));
  }
  if (decodeURIComponent(name) !== slug) {
    const href =
      category === null
        ? canonicalProfileHref(talent)
        : ({ pathname: '/category-talent/[category]/[id]/[name]', params: { category, id: String(talent.id), name: slug } } as const);
    permanentRedirect(localizedPath(locale as AppLocale, href));
  }
  return <ProfilePage talent={talent} locale={locale as AppLocale} category={category} />;
}

/** A profile screen with its schema.org Person and breadcrumb. */
async function ProfilePage({ talent, locale, category }: { talent: ProfileView; locale: AppLocale; category: CategorySlug | null }) {
  return (
    <>
      <JsonLd data={await profileJsonLd(locale, talent, category)} />
      <TalentProfile talent={talent} locale={locale} category={category} />
    </>
  );
}
