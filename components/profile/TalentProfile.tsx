import { getTranslations } from 'next-intl/server';
import { castingWords } from '@/lib/i18n/casting';
import { castingOrder, newestPolaroid } from '@/lib/rules/casting';
import type { ProfileView } from '@/lib/agency/talents';
import { langAttribute } from '@/lib/rules/content-language';
import type { CategorySlug } from '@/lib/rules/categories';
import type { AppLocale } from '@/lib/i18n/routing';
import { nameSlug } from '@/lib/rules/slug';
import { instagramUrl } from '@/lib/rules/video';
import { ArrowLeftIcon, InstagramIcon } from '@/components/ui/icons';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { IslandMessages, ISLAND_MESSAGES } from '@/components/i18n/IslandMessages';
import { Galleries } from './Galleries';
import { VideoGallery } from './VideoGallery';
import { MeasuresTable } from './MeasuresTable';
import { CompoDownload } from './CompoDownload';
import { BackLink } from './BackLink';
import { UnitLink } from '@/components/talents/UnitLink';
import { cardMeasures, measuresOfTalent } from '@/lib/rules/key-measures';
import type { UnitSystem } from '@/lib/rules/units';

/** A talent's comp card PDF in the page's language and the visitor's units. */
function compCardHref(id: number, locale: AppLocale, units: UnitSystem, size: 'a5' | 'letter-half'): string {
  return `/api/comp-card/${id}?${new URLSearchParams({ lang: locale, units, size })}`;
}

/** A talent's profile: galleries first, then measures, biography and the composite. */
export async function TalentProfile({
  talent,
  locale,
  category,
}: {
  talent: ProfileView;
  locale: AppLocale;
  category: CategorySlug | null;
}) {
  const [t, tm, casting] = await Promise.all([getTranslations('Profile'), getTranslations('Measures'), castingWords(locale)]);
  const availability = casting.availability(talent.availability);
  // The polaroids' days, and how recent the newest is: how the talent looks now (lib/rules/casting.ts).
  const newest = newestPolaroid(talent.polaroids);
  const instagram = instagramUrl(talent.instagram);
  const back = category ? ({ pathname: '/models/[category]', params: { category } } as const) : '/models';

  return (
    // The words its islands complete in the browser: a photo's, a video's and the composite's names, and the heart's.
    <IslandMessages
      paths={[
        ...ISLAND_MESSAGES.favoriteButton,
        'Profile.photoOf',
        'Profile.photoPosition',
        'Profile.photosPosition',
        'Profile.playVideo',
        'Casting.videoKind',
        'Profile.downloadDone',
      ]}
    >
      <article className="mx-auto w-full max-w-[1600px] px-5 pt-6 pb-20 sm:px-8">
        <BackLink href={back} className="inline-flex h-11 items-center gap-2 text-xs tracking-[0.2em] uppercase">
          <ArrowLeftIcon width={16} height={16} />
          {t('back')}
        </BackLink>
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(280px,1fr)] lg:gap-14">
          <div className="min-w-0">
            <Galleries
              name={talent.name}
              galleries={{ book: talent.book, compo: talent.compo, polaroids: talent.polaroids }}
              notes={{ polaroids: talent.polaroids.map((image) => casting.photoNote(image)) }}
              recency={newest ? { polaroids: casting.newest(newest.day) } : {}}
              labels={{
                galleries: t('galleries'),
                names: { book: t('portfolio'), compo: t('composite'), polaroids: t('polaroids') },
                previous: t('previousSlide'),
                next: t('nextSlide'),
              }}
            />
          </div>
          <aside className="lg:sticky lg:top-[88px] lg:self-start">
            <div className="flex items-start justify-between gap-4">
              {/* In the desktop's side column the name keeps to one or two lines (it took three at 5xl). */}
              <h1 className="font-display text-4xl leading-tight text-balance sm:text-5xl lg:text-4xl 2xl:text-5xl">
                {talent.name}
              </h1>
              <FavoriteButton
                talent={{
                  id: talent.id,
                  name: talent.name,
                  cover: talent.cover,
                  slug: nameSlug(talent.name),
                  gender: talent.gender,
                  measures: cardMeasures(measuresOfTalent(talent), talent.gender, locale),
                }}
                className="-mr-2 shrink-0"
              />
            </div>
            {availability ? (
              <p data-testid="availability" className="mt-2 text-sm tracking-[0.05em] text-ink">
                {availability}
              </p>
            ) : null}
            {instagram ? (
              <a
                href={instagram}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex h-11 items-center gap-2 text-sm text-stone hover:text-ink"
              >
                <InstagramIcon width={18} height={18} />
                <span>{t('instagram', { name: talent.name })}</span>
              </a>
            ) : null}
            <div className="mt-6">
              <MeasuresTable talent={talent} locale={locale} />
            </div>
            {talent.biography ? (
              <section className="mt-8">
                <h2 className="mb-3 text-xs tracking-[0.25em] uppercase">{tm('biography')}</h2>
                {/* The pt fallback on an en/es page says so, for screen readers' pronunciation. */}
                <p
                  lang={langAttribute(locale, talent.biographyLang)}
                  className="text-sm leading-relaxed whitespace-pre-line text-ink/85"
                >
                  {talent.biography}
                </p>
              </section>
            ) : null}
            {talent.compo.length > 0 ? (
              <div className="mt-8">
                <CompoDownload
                  id={talent.id}
                  name={talent.name}
                  labels={{ print: t('printComposite'), downloading: t('downloading'), failed: t('downloadFailed') }}
                />
              </div>
            ) : null}
            {/* Beside the zip, not instead of it: the card made by the site (app/api/comp-card), in the units the visitor reads. */}
            <div className={`${talent.compo.length > 0 ? 'mt-2' : 'mt-8'} flex flex-wrap items-center gap-x-5 gap-y-3`}>
              <UnitLink
                href={(units) => compCardHref(talent.id, locale, units, 'a5')}
                download
                className="inline-flex h-12 items-center border border-ink px-6 text-xs tracking-[0.25em] uppercase transition-colors hover:bg-ink hover:text-paper"
              >
                {t('compCardPdf')}
              </UnitLink>
              <UnitLink
                href={(units) => compCardHref(talent.id, locale, units, 'letter-half')}
                download
                aria-label={`${t('compCardSizes')}: ${t('sizeLetterHalf')}`}
                className="inline-flex min-h-11 items-center text-xs tracking-[0.2em] uppercase underline underline-offset-4 hover:opacity-70"
              >
                {t('sizeLetterHalf')}
              </UnitLink>
            </div>
          </aside>
        </div>
        {talent.video.length > 0 ? (
          <VideoGallery videos={castingOrder(talent.video)} title={talent.name} labels={{ video: t('video') }} />
        ) : null}
      </article>
    </IslandMessages>
  );
}
