import 'server-only';
import type { ComponentProps } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { knownLocale, type AppLocale } from '@/lib/i18n/routing';
import { AGENCY_NAME } from '@/lib/rules/agency-facts';
import { categoryBySlug, isCategorySlug, type CategorySlug } from '@/lib/rules/categories';
import { cutDescription } from '@/lib/rules/describe';
import { cutAtSlash, measuresOf } from '@/lib/rules/measures';
import { nameSlug } from '@/lib/rules/slug';
import { talentIdOf } from '@/lib/rules/talent-id';
import { instagramUrl } from '@/lib/rules/video';
import { breadcrumbJsonLd, personJsonLd } from '@/lib/server/seo/json-ld';
import { getTalentProfile, type ProfileView } from '@/lib/agency/talents';
import { pageMetadata, localizedUrl, siteImage, defaultSocialImage, agencyId, type SocialImage } from '@/lib/server/seo/metadata';
import { absoluteUrl } from '@/lib/server/seo/site-url';
import { COLLAGE } from '@/lib/server/downloads/selection-image';
import { JsonLd } from '@/components/seo/JsonLd';
import { TalentProfile } from '@/components/profile/TalentProfile';

type ProfileParams = { locale: string; id: string; name: string; category?: string };

/**
 * Both profile routes render this (with profilePageMetadata; their route
 * files keep only the segment options Next reads literally): /modelos/{id}/{name},
 * the canonical one, and the profile reached from a category tab, whose back
 * button returns to that category. A wrong or missing name, or a category the
 * talent is not in, is a permanent redirect to the right URL.
 */
export async function ProfileRoute({ params }: { params: Promise<ProfileParams> }) {
  const { locale, id, name, category = null } = await localeParams(params);
  if (category !== null && !isCategorySlug(category)) notFound();
  const talent = await profileOrNotFound(locale, id);
  const slug = nameSlug(talent.name);
  if (category !== null && !talent.categories.some((c) => c.id === categoryBySlug(category)?.id)) {
    permanentRedirect({ locale, href: canonicalProfileHref(talent) });
  }
  if (decodeURIComponent(name) !== slug) {
    const href =
      category === null
        ? canonicalProfileHref(talent)
        : ({
            pathname: '/category-talent/[category]/[id]/[name]',
            params: { category, id: String(talent.id), name: slug },
          } as const);
    permanentRedirect({ locale, href });
  }
  return <ProfilePage talent={talent} locale={locale} category={category} />;
}

/** A profile screen with its schema.org Person and breadcrumb. */
async function ProfilePage(props: ComponentProps<typeof TalentProfile>) {
  return (
    <>
      <JsonLd data={await profileJsonLd(props.locale, props.talent, props.category)} />
      <TalentProfile {...props} />
    </>
  );
}

/** The talent behind a profile URL; unknown ids, excluded talents and bad ids are 404. */
async function profileOrNotFound(locale: AppLocale, id: string): Promise<ProfileView> {
  const talentId = talentIdOf(id);
  if (talentId === null) notFound();
  const talent = await getTalentProfile(locale, talentId);
  if (!talent) notFound();
  return talent;
}

function canonicalProfileHref(talent: { id: number; name: string }) {
  return { pathname: '/talent/[id]/[name]', params: { id: String(talent.id), name: nameSlug(talent.name) } } as const;
}

/** generateMetadata of both profile routes: the canonical URL is the profile outside any category. */
export async function profilePageMetadata({ params }: { params: Promise<{ locale: string; id: string }> }): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = knownLocale(raw);
  return profileMetadata(locale, await profileOrNotFound(locale, id));
}

/** Measures that describe a talent in a sentence (age changes, colours need translating: left out). */
const DESCRIBED = ['height', 'bust', 'chest', 'waist', 'hips', 'shoes'] as const;

/**
 * The profile's description: its biography when it is in the page's
 * language, else a sentence in that language from the name and measures
 * (a pt biography must not describe an en or es page).
 */
async function profileDescription(locale: AppLocale, talent: ProfileView): Promise<string> {
  const biography = talent.biography?.trim();
  if (biography && talent.biographyLang === locale) {
    // Biographies follow a pattern ("Caio nasceu em Recife…"): the full name first keeps two alike apart.
    return cutDescription(biography.startsWith(talent.name) ? biography : `${talent.name} — ${biography}`);
  }
  const [t, tm] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Measures' }),
  ]);
  const measures = measuresOf(talent)
    .filter((row): row is typeof row & { key: (typeof DESCRIBED)[number] } => (DESCRIBED as readonly string[]).includes(row.key))
    .map((row) => `${tm(row.key)} ${row.value}`)
    .join(' · ');
  return cutDescription(t('descProfile', { name: talent.name, gender: talent.gender, measures }));
}

/** The picture a pasted profile link shows: the first book photo (its size is known), else the cover, through the site. */
function profileImage(talent: ProfileView): SocialImage | null {
  const first = talent.book[0];
  if (first) return siteImage(first.file, talent.name, first);
  return talent.cover ? siteImage(talent.cover, talent.name) : null;
}

/**
 * Canonical URL, alternates and the social cards: the landscape card of the
 * talent's photos first (app/api/talent-image, what wide previews show),
 * then the portrait for those that take one.
 */
async function profileMetadata(locale: AppLocale, talent: ProfileView): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const portrait = profileImage(talent);
  const card: SocialImage = { url: absoluteUrl(`/api/talent-image/${talent.id}`), ...COLLAGE, alt: talent.name };
  return pageMetadata({
    locale,
    href: canonicalProfileHref(talent),
    title: talent.name,
    description: await profileDescription(locale, talent),
    image: portrait ? [card, portrait] : defaultSocialImage(t('socialCardAlt')),
  });
}

/** schema.org Person and the breadcrumb (home › models › category › talent), for search engines. */
async function profileJsonLd(locale: AppLocale, talent: ProfileView, category: CategorySlug | null) {
  const [nav, models, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Nav' }),
    getTranslations({ locale, namespace: 'Models' }),
    getTranslations({ locale, namespace: 'Categories' }),
  ]);
  const url = localizedUrl(locale, canonicalProfileHref(talent));
  const height = Number(cutAtSlash(talent.height));
  const person = personJsonLd({
    name: talent.name,
    url,
    image: profileImage(talent)?.url ?? null,
    description: await profileDescription(locale, talent),
    gender: talent.gender,
    height: Number.isFinite(height) && height > 0 ? height : null,
    instagram: instagramUrl(talent.instagram),
    agencyId: agencyId(),
    agencyName: AGENCY_NAME,
  });
  const breadcrumb = breadcrumbJsonLd([
    { name: nav('home'), url: localizedUrl(locale, '/') },
    { name: models('title'), url: localizedUrl(locale, '/models') },
    ...(category
      ? [{ name: categories(category), url: localizedUrl(locale, { pathname: '/models/[category]', params: { category } }) }]
      : []),
    { name: talent.name, url },
  ]);
  return [person, breadcrumb];
}
