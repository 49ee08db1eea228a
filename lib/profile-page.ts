import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Talent } from '@/lib/api';
import { isAppLocale, type AppLocale } from '@/lib/i18n/routing';
import { loadProfile } from '@/lib/roster';
import { nameSlug } from '@/lib/slug';
import { pageMetadata, localizedUrl } from '@/lib/seo';
import { cutAtSlash } from '@/lib/measures';

/** The talent behind a profile URL; unknown ids, excluded talents and bad ids are 404. */
export async function profileOrNotFound(locale: string, id: string): Promise<Talent> {
  if (!isAppLocale(locale) || !/^\d{1,9}$/.test(id)) notFound();
  const talent = await loadProfile(locale, Number(id));
  if (!talent) notFound();
  return talent;
}

export function canonicalProfileHref(talent: Talent) {
  return { pathname: '/talent/[id]/[name]', params: { id: String(talent.id), name: nameSlug(talent.name) } } as const;
}

/** generateMetadata of both profile routes: the canonical URL is the profile outside any category. */
export async function profilePageMetadata({ params }: { params: Promise<{ locale: string; id: string }> }): Promise<Metadata> {
  const { locale, id } = await params;
  return profileMetadata(locale as AppLocale, await profileOrNotFound(locale, id));
}

/** Canonical URL, alternates and the social cards with the cover. */
export async function profileMetadata(locale: AppLocale, talent: Talent): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const description = talent.biography?.slice(0, 160) || t('description');
  const cover = talent.cover ?? talent.book[0]?.file ?? null;
  return pageMetadata({
    locale,
    href: canonicalProfileHref(talent),
    title: talent.name,
    description,
    image: cover ? { url: cover, alt: talent.name } : null,
  });
}

/** schema.org Person, for search engines. */
export function profileJsonLd(locale: AppLocale, talent: Talent): string {
  const height = Number(cutAtSlash(talent.height));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: talent.name,
    url: localizedUrl(locale, canonicalProfileHref(talent)),
    ...(talent.cover ? { image: talent.cover } : {}),
    ...(talent.biography ? { description: talent.biography } : {}),
    ...(Number.isFinite(height) && height > 0 ? { height: { '@type': 'QuantitativeValue', value: height, unitCode: 'CMT' } } : {}),
    gender: talent.gender === 'man' ? 'Male' : 'Female',
    worksFor: { '@type': 'Organization', name: 'Ravage Management' },
  };
  // Escape '<' so the JSON can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
