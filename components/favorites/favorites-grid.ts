/** The favourites' grid: the placeholders and the cards keep the same columns. */
export const FAVORITES_GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-5 lg:gap-x-6';
