import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/PageTitle';
import { Link } from '@/components/ui/Link';
import { IslandMessages, ISLAND_MESSAGES } from '@/components/i18n/IslandMessages';
import { JsonLd } from '@/components/seo/JsonLd';
import type { CategorySlug, Gender } from '@/lib/rules/categories';
import { listHref } from '@/lib/i18n/list-href';
import type { AppLocale } from '@/lib/i18n/routing';
import { breadcrumbJsonLd } from '@/lib/server/seo/json-ld';
import { getRosterPage } from '@/lib/agency/talents';
import { castingWords } from '@/lib/i18n/casting';
import { localizedUrl } from '@/lib/server/seo/metadata';
import { hasSearch, searchEntries, type RosterSearch } from '@/lib/rules/roster-filter';
import { heightImperial, heightMetric } from '@/lib/rules/units';
import { cardMeasureNames } from '@/lib/rules/key-measures';
import { ListFilters } from './ListFilters';
import { MoreTalents } from './MoreTalents';
import { PendingResults } from './PendingResults';
import { ResultStatus } from './ResultStatus';
import { RosterGrid } from './RosterGrid';
import { SearchForm } from './SearchForm';
import { Measure } from './Measure';

export type ModelsListProps = {
  locale: AppLocale;
  category: CategorySlug | null;
  gender: Gender | null;
  page: number;
  search: RosterSearch;
};

/**
 * A models list: tabs, gender, the search form, the count with the unit
 * switch, the first 20 cards and what continues them. Rendered by the static list route (no
 * search) and, for a search, by the on-demand one; both read the cached
 * roster and measures.
 */
export async function ModelsList({ locale, category, gender, page, search }: ModelsListProps) {
  const filters = searchEntries(search);
  const searching = hasSearch(search);
  const query = { category, gender, page, filters };
  const [first, t, tc, tm, nav, status] = await Promise.all([
    // The cards' availability is written here, where they are rendered (lib/agency/ has no words).
    castingWords(locale).then((casting) => getRosterPage(query, locale, search, casting.availability)),
    getTranslations('Models'),
    getTranslations('Categories'),
    getTranslations('Measures'),
    getTranslations('Nav'),
    getTranslations('Status'),
  ]);
  const measureLabels = cardMeasureNames((key) => tm(key));

  // Each active filter, with the list's URL without it.
  const chips = filters.map(([key]) => {
    const rest = filters.filter(([k]) => k !== key);
    const href = listHref(category, gender, rest);
    let label: { cm: string; in: string } | string;
    if (key === 'q') label = t('filterQ', { q: search.q ?? '' });
    else if (key === 'hair') label = t('filterHair', { colour: search.hair?.[locale] ?? '' });
    else if (key === 'eyes') label = t('filterEyes', { colour: search.eyes?.[locale] ?? '' });
    else if (key === 'age')
      label = t('filterAge', { range: t('years', { min: search.age?.min ?? 0, max: search.age?.max ?? 0 }) });
    else if (key === 'availability') label = t('filterInTown');
    else {
      const { min = 0, max = 0 } = search.height ?? {};
      label = {
        cm: t('filterHeight', { range: `${heightMetric(min, locale)}–${heightMetric(max, locale)}` }),
        in: t('filterHeight', { range: `${heightImperial(min)}–${heightImperial(max)}` }),
      };
    }
    return { key, href, label };
  });

  return (
    <>
      {category ? (
        <JsonLd
          data={breadcrumbJsonLd([
            { name: nav('home'), url: localizedUrl(locale, '/') },
            { name: t('title'), url: localizedUrl(locale, '/models') },
            { name: tc(category), url: localizedUrl(locale, { pathname: '/models/[category]', params: { category } }) },
          ])}
        />
      ) : null}
      <PageTitle compact eyebrow={searching ? undefined : t('count', { count: first.total })}>
        {category ? tc(category) : t('title')}
      </PageTitle>
      <ListFilters category={category} gender={gender} filters={filters} />
      <SearchForm locale={locale} category={category} gender={gender} search={search} />
      {/* The count, said once each time the visitor's search updates the list. */}
      <ResultStatus
        text={searching ? t('found', { count: first.total }) : t('count', { count: first.total })}
        update={JSON.stringify([category, gender, filters])}
        // Above the unsearched list the title says the count; this line then only speaks.
        className={
          searching
            ? // Its room kept while the text is taken out and put back (ResultStatus).
              'mx-auto block min-h-7 w-full max-w-[1600px] px-5 pb-3 text-xs tracking-[0.2em] text-stone uppercase sm:px-8'
            : 'sr-only'
        }
      />
      {chips.length > 0 ? (
        <div className="mx-auto flex w-full max-w-[1600px] flex-wrap items-center gap-x-4 gap-y-2 px-5 pb-4 sm:px-8">
          <ul aria-label={t('activeFilters')} className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link
                  href={chip.href}
                  scroll={false}
                  data-pending-screen="list"
                  className="inline-flex min-h-11 items-center gap-2 border border-line px-3 text-xs hover:border-ink"
                >
                  <span className="sr-only">{t('removeFilter')} </span>
                  {typeof chip.label === 'string' ? chip.label : <Measure value={chip.label} />}
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
            {chips.length > 1 ? (
              <li>
                <Link
                  href={listHref(category, gender)}
                  scroll={false}
                  data-pending-screen="list"
                  className="inline-flex min-h-11 items-center px-2 text-xs underline"
                >
                  {t('clearAll')}
                </Link>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <PendingResults label={status('loading')}>
        {first.items.length === 0 ? (
          <div className="mx-auto flex w-full max-w-[1600px] flex-col items-start gap-6 px-5 py-16 sm:px-8">
            <p className="text-lg">{searching ? t('emptySearch') : t('empty')}</p>
            {searching ? (
              <p className="text-stone">{t('emptySearchHint')}</p>
            ) : (
              <Link href="/models" className="border-b border-ink pb-1 text-xs tracking-[0.2em] uppercase">
                {t('emptyAction')}
              </Link>
            )}
          </div>
        ) : (
          // The hearts' words, for the cards drawn here and those the scroll adds.
          <IslandMessages paths={ISLAND_MESSAGES.favoriteButton}>
            {/* The list grows as it is scrolled: the footer stays one key press away. */}
            <a
              href="#footer"
              className="sr-only focus:not-sr-only focus:mx-5 focus:mb-4 focus:inline-flex focus:min-h-11 focus:items-center focus:bg-ink focus:px-4 focus:text-paper sm:focus:mx-8"
            >
              {nav('skipToFooter')}
            </a>
            <RosterGrid cards={first.items} category={category} measureLabels={measureLabels} preloadFirstRow={page === 1} />
            <MoreTalents
              // The continuation needs where the list stands, not the cards the server drew.
              first={{ ...first, items: [] }}
              query={query}
              locale={locale}
              measureLabels={measureLabels}
              labels={{
                pages: t('pages'),
                previousPage: t('previousPage'),
                nextPage: t('nextPage'),
                loadingMore: t('loadingMore'),
                loadFailed: t('loadFailed'),
              }}
            />
          </IslandMessages>
        )}
      </PendingResults>
      <div className="h-16" />
    </>
  );
}
