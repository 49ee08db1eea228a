import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import type { AppLocale } from '@/lib/i18n/routing';
import { nameSlug } from '@/lib/slug';
import { canonicalProfileHref, profileJsonLd, profileMetadata, profileOrNotFound } from '@/lib/profile-page';
import { TalentProfile } from '@/components/profile/TalentProfile';

type Props = PageProps<'/[locale]/talent/[id]/[name]'>;

export const revalidate = 300;

// Profiles are rendered on first visit and then served from the cache.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  return profileMetadata(locale as AppLocale, await profileOrNotFound(locale, id));
}

export default async function TalentPage({ params }: Props) {
  const { locale, id, name } = await params;
  setRequestLocale(locale as AppLocale);
  const talent = await profileOrNotFound(locale, id);
  if (decodeURIComponent(name) !== nameSlug(talent.name)) {
    permanentRedirect(localizedPath(locale as AppLocale, canonicalProfileHref(talent)));
  }
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: profileJsonLd(locale as AppLocale, talent) }} />
      <TalentProfile talent={talent} locale={locale as AppLocale} category={null} />
    </>
  );
}
