import { getTranslations } from 'next-intl/server';
import { BudgetSection } from '@/components/favorites/BudgetSection';
import { castingWords } from '@/lib/i18n/casting';
import { BudgetForm } from '@/components/forms/lazy-forms';
import { ShareSelection } from '@/components/favorites/ShareSelection';
import { ACTION_ROW, FAVORITES_NAME, PRESENTATION_SIZES } from '@/components/favorites/favorites-grid';
import { IslandMessages, ISLAND_MESSAGES } from '@/components/i18n/IslandMessages';
import { CardAvailability } from '@/components/talents/CardAvailability';
import { CoverImage } from '@/components/talents/CoverImage';
import { Link } from '@/components/ui/Link';
import type { Talent } from '@/lib/agency/types';
import type { RosterCard } from '@/lib/rules/roster-card';
import type { AppLocale } from '@/lib/i18n/routing';
import { profileHref } from '@/lib/i18n/profile-href';
import { Measure } from '@/components/talents/Measure';
import { cardMeasures, measuresOfTalent } from '@/lib/rules/key-measures';
import { selectionSegment } from '@/lib/rules/selection';
import { FAVORITES_MAX } from '@/lib/rules/agreed';
import { nameSlug } from '@/lib/rules/slug';
import { AddAllButton } from './AddAllButton';
import { PackageLink } from './PackageLink';
import { ReviewBoard } from '@/components/review/ReviewBoard';
import { getPathname } from '@/lib/i18n/navigation';
import { selectionLayout } from './selection-layout';

/**
 * A shared selection, rendered on the server, a presentation first: the
 * count, each talent's cover, name and key measures linking to the profile,
 * large; then a button that adds them all to the visitor's favourites, the
 * comp card package, the share bar and the quote request for these talents. Measures and package links are
 * written in both unit systems (`<Measure>`, `<UnitLink>`): the visitor's
 * remembered units show before paint, as on the list and favourites.
 */
export async function SelectionScreen({
  talents,
  locale,
  whatsapp,
}: {
  talents: readonly Talent[];
  locale: AppLocale;
  whatsapp: string | null;
}) {
  const [t, tm, favoritesT, casting] = await Promise.all([
    getTranslations('Selection'),
    getTranslations('Measures'),
    getTranslations('Favorites'),
    castingWords(locale),
  ]);
  const ids = talents.map((talent) => talent.id);
  const favorites: RosterCard[] = talents.map((talent) => ({
    id: talent.id,
    name: talent.name,
    cover: talent.cover,
    slug: nameSlug(talent.name),
    gender: talent.gender,
  }));

  return (
    <div className={selectionLayout.screen}>
      <section aria-labelledby="selection-list-title">
        <div className={selectionLayout.countRow}>
          <h2 id="selection-list-title" className="text-xs tracking-[0.25em] text-stone uppercase" data-testid="selection-count">
            {t('count', { count: talents.length })}
          </h2>
        </div>
        <IslandMessages paths={ISLAND_MESSAGES.reviewBoard}>
          <ReviewBoard
            listLabel={t('listLabel')}
            gridClassName={selectionLayout.grid}
            selectionPath={getPathname({
              locale,
              href: { pathname: '/selection/[ids]', params: { ids: selectionSegment(ids) } },
            })}
            talents={favorites.map((card, index) => {
              const talent = talents[index] as Talent;
              const availability = casting.availability(talent.availability);
              const availabilityId = `selection-availability-${card.id}`;
              return {
                id: card.id,
                name: card.name,
                card: (
                  <>
                    <Link
                      href={profileHref(card)}
                      className="block"
                      aria-label={favoritesT('openProfile', { name: card.name })}
                      aria-describedby={availability ? availabilityId : undefined}
                    >
                      <div className="relative aspect-[2/3] overflow-hidden bg-mist">
                        {card.cover ? (
                          <CoverImage src={card.cover} sizes={PRESENTATION_SIZES} load={index === 0 ? 'first' : 'lazy'} />
                        ) : null}
                      </div>
                      <h3 className={FAVORITES_NAME}>{card.name}</h3>
                      {/* Where the talent can be booked (lib/rules/casting.ts): under the name, as on every card. */}
                      <CardAvailability id={availabilityId} text={availability} />
                    </Link>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-stone tabular-nums">
                      {cardMeasures(measuresOfTalent(talent), talent.gender, locale).map((row) => (
                        <div key={row.key} className="contents">
                          <dt>{tm(row.key)}</dt>
                          <dd className="text-ink">
                            <Measure value={row} />
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </>
                ),
              };
            })}
          />
        </IslandMessages>
        {/* After the talents, one width for all (on a phone, stacked at the screen's width). */}
        <div className={`mt-10 ${ACTION_ROW}`}>
          <AddAllButton
            talents={favorites}
            label={t('addAll')}
            added={t('addedAll', { count: talents.length })}
            full={t('addedSome', { max: FAVORITES_MAX })}
          />
          <IslandMessages paths={ISLAND_MESSAGES.decisionKit}>
            <PackageLink talents={favorites} locale={locale} size="a5" label={t('package')} />
            <PackageLink talents={favorites} locale={locale} size="letter-half" label={t('packageLetterHalf')} />
          </IslandMessages>
        </div>
        <IslandMessages paths={ISLAND_MESSAGES.shareSelection}>
          <ShareSelection ids={ids} locale={locale} whatsapp={whatsapp} />
        </IslandMessages>
      </section>

      <BudgetSection title={t('budgetTitle')} intro={t('budgetIntro')}>
        <IslandMessages paths={ISLAND_MESSAGES.budgetForm}>
          <BudgetForm favorites={favorites} locale={locale} />
        </IslandMessages>
      </BudgetSection>
    </div>
  );
}
