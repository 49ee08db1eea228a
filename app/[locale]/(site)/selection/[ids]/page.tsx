import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localeParams } from '@/lib/i18n/locale-params';
import { selectionLayout } from '@/components/selection/selection-layout';
import { SelectionScreen } from '@/components/selection/SelectionScreen';
import { UnitSwitch } from '@/components/talents/UnitSwitch';
import { PageTitle } from '@/components/ui/PageTitle';
import { getSocialMedia } from '@/lib/agency/content';
import { contactLinks } from '@/lib/rules/contact-links';
import { knownLocale, type AppLocale } from '@/lib/i18n/routing';
import { parseSelectionIds } from '@/lib/rules/selection';
import { getSelection } from '@/lib/agency/talents';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { absoluteUrl } from '@/lib/server/seo/site-url';

/**
 * Every list of ids is its own URL, and there is no end to them: rendered
 * on each request and never kept as a page of its own (an ISR entry per
 * distinct URL would grow without bound). What it reads is cached per
 * talent (roster and profiles, lib/agency/talents.ts), so a render costs no back-office
 * call once its talents have been seen; the proxy has already answered the
 * lists without a visible talent (404) and the other spellings (308).
 */
export const dynamic = 'force-dynamic';

async function selectionOf(locale: AppLocale, raw: string) {
  const selection = parseSelectionIds(raw);
  if (!selection) notFound();
  const talents = await getSelection(locale, selection.ids);
  if (talents.length === 0) notFound();
  return talents;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/selection/[ids]'>): Promise<Metadata> {
  const { locale: raw, ids } = await params;
  const locale = knownLocale(raw);
  const talents = await selectionOf(locale, ids);
  const t = await getTranslations({ locale, namespace: 'Selection' });
  const canonical = talents.map((talent) => talent.id).join('-');
  const metadata = pageMetadata({
    locale,
    href: { pathname: '/selection/[ids]', params: { ids: parseSelectionIds(ids)?.canonical ?? canonical } },
    title: t('metaTitle', { count: talents.length }),
    description: t('description', { names: talents.map((talent) => talent.name).join(', ') }),
    // The collage of the first covers (app/api/selection-image), cached there.
    image: { url: absoluteUrl(`/api/selection-image/${canonical}`), width: 1200, height: 630, alt: t('collageAlt') },
  });
  // A client's shortlist is theirs to pass on, not a page for search engines.
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SelectionPage({ params }: PageProps<'/[locale]/selection/[ids]'>) {
  const { locale, ids } = await localeParams(params);
  const [talents, t, tmodels, social] = await Promise.all([
    selectionOf(locale, ids),
    getTranslations('Selection'),
    getTranslations('Models'),
    getSocialMedia(),
  ]);
  return (
    <>
      <PageTitle eyebrow={t('pdfAgency')}>{t('title')}</PageTitle>
      {/* As on favourites: the measures and the package links follow it (components/talents/Measure, UnitLink). */}
      <div className={selectionLayout.unitRow}>
        <UnitSwitch labels={{ group: tmodels('units'), cm: tmodels('unitsCm'), in: tmodels('unitsIn') }} />
      </div>
      <SelectionScreen talents={talents} locale={locale} whatsapp={contactLinks(social).whatsapp} />
    </>
  );
}
