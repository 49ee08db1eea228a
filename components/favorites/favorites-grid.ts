/** The favourites' grid: the placeholders and the cards keep the same columns. */
export const FAVORITES_GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-5 lg:gap-x-6';

/** The room for a card's name: two lines on a phone's narrow cards, where longer names wrap. */
export const FAVORITES_NAME_ROOM = 'min-h-8 sm:min-h-4';

/**
 * The room under a card's name for its measures (CardMeasures: up to three
 * lines on a phone's two columns, two from `sm`), kept on every card and
 * placeholder (as the name's) so that the cards arriving over the
 * placeholders move nothing (a flow root: the measures' top margin stays
 * inside it).
 */
export const FAVORITES_MEASURES_ROOM = 'flow-root min-h-13 sm:min-h-9';
