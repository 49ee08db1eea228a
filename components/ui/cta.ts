/**
 * A call to action written as underlined capitals (the about page's and a
 * news post's ways on, the empty favourites' way to the models): one string,
 * so that they stay alike. At least 44 px tall, as a touch target.
 */
export const CTA_LINK =
  'inline-flex min-h-11 items-center border-b border-ink text-xs tracking-[0.25em] uppercase hover:opacity-70';
