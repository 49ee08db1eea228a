/**
 * The constants of docs/product.md §9 that code reads. The breakpoints (640, 768, 1024,
 * 1280, 1367 px) and the 64 px menu header are Tailwind theme values, in
 * app/globals.css @theme, where the styles use them.
 */

/** Below this width the mobile files of slides and covers are used. */
export const MOBILE_IMAGE_BREAKPOINT = 650;

export const SLIDER_AUTOPLAY_MS = 5000;
export const SLIDER_TRANSITION_MS = 2500;
/** How long a form stays in "sent" before it resets. */
export const SENT_STATE_MS = 2500;

export const PAGE_TRANSITION_S = 0.8;
export const PAGE_FADE_S = 0.5;

export const PROGRESS = {
  throttleMs: 200,
  durationMs: 5000,
  tickMs: 100,
  hideDelayMs: 500,
} as const;

/** The language switcher shows it is loading for at least this long, so a quick switch does not flash. */
export const LANGUAGE_SWITCH_MIN_MS = 600;

/** Server cache of roster and profiles, in seconds. */
export const ROSTER_REVALIDATE_S = 300;

export const FILE_NAME_DISPLAY_LENGTH = 20;
