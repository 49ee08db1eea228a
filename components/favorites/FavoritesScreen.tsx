'use client';

import { BudgetSection } from './BudgetSection';
import { lazy, Suspense, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { CTA_LINK } from '@/components/ui/cta';
import { FAVORITES_PLACEHOLDERS, favoritesList } from '@/lib/browser/favorites';
import type { RosterCard } from '@/lib/rules/roster-card';
import { notify } from '@/lib/browser/toasts';
import { BudgetForm } from '@/components/forms/lazy-forms';
import { ShareSelection } from './ShareSelection';
import {
  FAVORITES_AVAILABILITY_ROOM,
  FAVORITES_GRID,
  FAVORITES_MEASURES_ROOM,
  FAVORITES_NAME,
  FAVORITES_NAME_ROOM,
  REVIEW_CONTROLS_ROOM,
} from './favorites-grid';
import type { AppLocale } from '@/lib/i18n/routing';
import { useFavoriteToast } from './FavoriteButton';
import { favoritesStore, useFavorites } from './useFavorites';
import { useHydrated } from '@/components/ui/useHydrated';
import type { MeasureLabels } from '@/components/talents/CardMeasures';

// The list is drawn only in the browser: its code is not part of the first
// load, and is fetched as soon as this module runs there, beside hydration,
// unless the page's inline script found nothing stored (FAVORITES_FLAG_SCRIPT).
const loadList = () => import('./FavoritesList');
const FavoritesList = lazy(loadList);
if (typeof document !== 'undefined' && document.documentElement.dataset.favorites !== 'empty') void loadList();

/** One row of the grid at every width: two columns, three from `sm`, five from `lg` (FAVORITES_GRID). */
const ONE_ROW = ['', '', 'hidden sm:block', 'hidden lg:block', 'hidden lg:block'];

/**
 * Where the page's inline script counted the stored talents,
 * FAVORITES_PLACEHOLDER_STYLE shows exactly that many of these; where it
 * could not, one row.
 */
const SKELETON_CARDS = Array.from({ length: FAVORITES_PLACEHOLDERS }, (_, i) => ONE_ROW[i] ?? 'hidden');

/** The placeholder cards: while the page hydrates, and while the list's code arrives. */
function Placeholders({ label }: { label: string }) {
  return (
    <ul className={`${FAVORITES_GRID} favorites-pending`} aria-busy="true" aria-label={label}>
      {SKELETON_CARDS.map((className, i) => (
        <CardShape key={i} className={className} pulse />
      ))}
    </ul>
  );
}

/**
 * A card's shape without content: the placeholders (`pulse`, while the list is read), and the height the
 * empty message keeps, which is still (docs/decisions/0072-skeletons-pulse-while-loading.md).
 */
function CardShape({ className = '', pulse = false }: { className?: string; pulse?: boolean }) {
  return (
    <li aria-hidden="true" className={className}>
      <div className={`aspect-[2/3] bg-mist ${pulse ? 'animate-pulse motion-reduce:animate-none' : ''}`} />
      <div className={`${FAVORITES_NAME} ${FAVORITES_NAME_ROOM}`}>
        <div className="h-5 w-2/3 bg-mist" />
      </div>
      <div className={FAVORITES_AVAILABILITY_ROOM} />
      <div className={FAVORITES_MEASURES_ROOM} />
      <div className={REVIEW_CONTROLS_ROOM} />
    </li>
  );
}

/**
 * The favourites screen: the talents kept in this browser, each removable,
 * and the budget request for them. The list exists only in the browser, so
 * the server and the hydrating render draw placeholders of the same shape.
 * Its words are the `Favorites` messages, and the budget request's (the
 * page's IslandMessages).
 */
export function FavoritesScreen({
  whatsapp,
  locale,
  measureLabels,
}: {
  measureLabels: MeasureLabels;
  /** The agency's WhatsApp click-to-chat link, if any. */
  whatsapp: string | null;
  locale: AppLocale;
}) {
  const t = useTranslations('Favorites');
  const toast = useFavoriteToast();
  const hydrated = useHydrated();
  const favorites = useFavorites();
  const list = hydrated ? favoritesList(favorites) : [];
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = (talent: RosterCard) => {
    // Focus moves to the next card's button (or the previous, or the heading), never to the page's top.
    const index = list.findIndex((f) => f.id === talent.id);
    const neighbour = list[index + 1] ?? list[index - 1];
    favoritesStore().remove(talent.id);
    notify('warning', toast('removed', talent));
    const target = neighbour ? removeButtons.current.get(neighbour.id) : null;
    (target ?? heading.current)?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-[1600px] px-5 pb-16 sm:px-8">
      <section aria-labelledby="favorites-list-title">
        <h2
          id="favorites-list-title"
          ref={heading}
          tabIndex={-1}
          className="mb-6 text-xs tracking-[0.25em] text-stone uppercase outline-none"
        >
          {hydrated ? t('count', { count: list.length }) : t('listLabel')}
        </h2>
        {/* Slots in a fixed order, so that hydration keeps the empty message's node (no second paint of it). */}
        {!hydrated ? <Placeholders label={t('loading')} /> : null}
        {!hydrated || list.length === 0 ? (
          // At least as tall as the placeholder row it replaces (both in one grid cell), so the budget request below does not move.
          <div className={`grid ${hydrated ? '' : 'favorites-early'}`}>
            <ul className={`${FAVORITES_GRID} invisible col-start-1 row-start-1`} aria-hidden="true">
              <CardShape />
            </ul>
            <div className="col-start-1 row-start-1 flex flex-col items-start justify-center gap-4 border-t border-line">
              <p className="font-display text-2xl sm:text-3xl">{t('empty')}</p>
              <p className="max-w-md text-stone">{t('emptyHint')}</p>
              <Link href="/models" className={`mt-2 ${CTA_LINK}`}>
                {t('emptyAction')}
              </Link>
            </div>
          </div>
        ) : null}
        {hydrated && list.length > 0 ? (
          <Suspense fallback={<Placeholders label={t('loading')} />}>
            <FavoritesList list={list} measureLabels={measureLabels} onRemove={remove} removeButtons={removeButtons} />
          </Suspense>
        ) : null}
        {/* Drawn by the server too (hidden when nothing is stored), so that its arrival does not push the budget request down. */}
        {!hydrated || list.length > 0 ? (
          <ShareSelection
            className={hydrated ? undefined : 'favorites-pending'}
            ids={list.map((talent) => talent.id)}
            locale={locale}
            whatsapp={whatsapp}
          />
        ) : null}
      </section>

      <BudgetSection title={t('budgetTitle')} intro={t('budgetIntro')}>
        <BudgetForm favorites={list} locale={locale} />
      </BudgetSection>
    </div>
  );
}
