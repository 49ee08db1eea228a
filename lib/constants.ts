/** Spec §9's constants, in one place. */

/** Tailwind screens (also declared in app/globals.css @theme). */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1367 } as const;
/** Below this width the mobile files of slides and covers are used. */
export const MOBILE_IMAGE_BREAKPOINT = 650;
export const DESKTOP_BREAKPOINT = 1024;
export const MENU_HEADER_HEIGHT = 64;

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

export const LOCALE_LOADING_MS = 600;
export const DEFAULT_FETCH_DELAY_MS = 200;

/** Server cache of roster and profiles, in seconds. */
export const ROSTER_REVALIDATE_S = 300;

export const UPLOAD_COUNT = 4;
export const FILE_NAME_DISPLAY_LENGTH = 20;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
