/**
 * A shared selection's layout, shared by the selection (app/[locale]/(site)/selection,
 * components/selection/SelectionScreen) and the skeleton drawn while one is on its way
 * (components/layout/PendingScreen), so that what arrives lands where the skeleton stood.
 */
export const selectionLayout = {
  unitRow: 'mx-auto -mt-2 mb-6 flex w-full max-w-[1600px] justify-end px-5 sm:px-8',
  screen: 'mx-auto w-full max-w-[1600px] px-5 pb-16 sm:px-8',
  countRow: 'mb-8 flex flex-wrap items-center justify-between gap-4',
  grid: 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-5 lg:gap-x-6',
} as const;
