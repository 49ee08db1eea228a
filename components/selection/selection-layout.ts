import { FAVORITES_GRID } from '@/components/favorites/favorites-grid';

/**
 * A shared selection's layout, shared by the selection (app/[locale]/(site)/selection,
 * components/selection/SelectionScreen) and the skeleton drawn while one is on its way
 * (components/layout/PendingScreen), so that what arrives lands where the skeleton stood.
 */
export const selectionLayout = {
  unitRow: 'mx-auto -mt-2 mb-6 flex w-full max-w-[1600px] justify-end px-5 sm:px-8',
  screen: 'mx-auto w-full max-w-[1600px] px-5 pb-16 sm:px-8',
  countRow: 'mb-8 flex flex-wrap items-center justify-between gap-4',
  // The review's filter and its link (components/review/ReviewBoard): one row from `sm`.
  reviewRow: 'mb-6 flex min-h-11 flex-wrap items-center gap-x-6 gap-y-3',
  // The favourites' presentation grid: the talents large, the actions and the budget request after them.
  grid: FAVORITES_GRID,
} as const;
