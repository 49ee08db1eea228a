/**
 * The favourites' and a shared selection's grid: a presentation first, as a
 * book reads, the budget request after it. Two columns on a phone, three
 * from `sm`, five from the desktop breakpoint (`lg`, 1024 px; docs/product.md
 * §2). The placeholders, the favourites' cards and the selection's share it.
 */
export const FAVORITES_GRID = 'grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-5 lg:gap-y-14';

/**
 * The photo's `sizes` for that grid: a fifth of the screen from `lg`, at most
 * a fifth of the 1600 px page less its padding and gaps ((1536 − 4 × 24) / 5).
 */
export const PRESENTATION_SIZES = '(min-width: 1600px) 288px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';

/**
 * A card's name in the display face, whole (never clamped): the type steps
 * with the card's width (about 150 px on a phone, 172 px at `lg`'s five
 * columns, 224 px from `xl`) so that a first name and two surnames fit two
 * lines, and the room keeps two lines of it on every card and placeholder.
 */
export const FAVORITES_NAME = 'mt-3 font-display text-sm leading-5 break-words sm:text-base sm:leading-6 xl:text-xl xl:leading-7';
export const FAVORITES_NAME_ROOM = 'min-h-10 sm:min-h-12 xl:min-h-14';

/**
 * The room under the name for where the talent can be booked
 * (CardAvailability, as on the list's cards): it is asked after the cards
 * arrive, so two lines of it (a city and a last day wrap on the narrow cards
 * of a phone and of `lg`) are kept on every card and placeholder, said or
 * not, and its arrival moves nothing. A flow root: the line's top margin
 * stays inside it.
 */
export const FAVORITES_AVAILABILITY_ROOM = 'flow-root min-h-9';

/**
 * The room under a card's name for its measures (CardMeasures: up to three
 * lines on a phone's two columns, two from `sm`), kept on every card and
 * placeholder (as the name's) so that the cards arriving over the
 * placeholders move nothing (a flow root: the measures' top margin stays
 * inside it).
 */
export const FAVORITES_MEASURES_ROOM = 'flow-root min-h-13 sm:min-h-9';

/**
 * The room of a card's review controls (components/review/ReviewControls:
 * the place in the order, the verdict, the next step, three rows of 44 px,
 * and the note), kept by every card and placeholder so that the cards
 * arriving over the placeholders move nothing.
 */
export const REVIEW_CONTROLS_ROOM = 'mt-3 h-56';

/**
 * A row of actions (share, add all, the packages): one width for all, the
 * widest one's; on a phone stacked, each the screen's width.
 */
export const ACTION_ROW = 'grid gap-3 sm:inline-grid sm:auto-cols-fr sm:grid-flow-col';
export const ACTION_BUTTON =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 border border-ink px-5 text-center text-xs tracking-[0.2em] uppercase transition-colors hover:bg-ink hover:text-paper disabled:cursor-not-allowed disabled:opacity-50';
