import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/paths';
import type { AppLocale } from '@/lib/i18n/routing';
import { nameSlug } from '@/lib/rules/slug';
import { canonicalProfileHref, profileOrNotFound, profilePageMetadata } from '@/app/[locale]/(site)/_profile/profile-page';
import { ProfilePage } from '@/app/[locale]/(site)/_profile/ProfilePage';

export const revalidate = 300;

// Profiles are rendered on first visit and then served from the cache.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = profilePageMetadata;

export default async function TalentPage({ params }: PageProps<'/[locale]/talent/[id]/[name]'>) {
  const { locale, id, name } = await params;
  setRequestLocale(locale as AppLocale);
  const talent = await profileOrNotFound(locale, id);
  // A wrong or missing name: the canonical URL, for good.
  if (decodeURIComponent(name) !== nameSlug(talent.name)) {
    permanentRedirect(localizedPath(locale as AppLocale, canonicalProfileHref(talent)));
  }
  return <ProfilePage talent={talent} locale={locale as AppLocale} category={null} />;
}
