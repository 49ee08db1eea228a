/**
 * The screen a navigation is on its way to, while it comes (docs/product.md §2,
 * the loading state). Only the screens rendered on demand have one: a searched
 * models list, a news post, a shared selection.
 *
 * It is a browser state, not a route's `loading.tsx`: a loading boundary would
 * stream its skeleton first and the screen after it, and a visitor without
 * JavaScript would keep the skeleton (docs/decisions/0046-loading-states-in-the-browser.md).
 * The served HTML stays whole; the skeleton is drawn by the page the visitor
 * leaves, from the moment they ask until the next screen is there.
 */
import { PROGRESS } from '@/lib/rules/constants';

export const PENDING_SCREENS = ['list', 'post', 'selection'] as const;
export type PendingScreenKind = (typeof PENDING_SCREENS)[number];

/** The attribute a link carries to say which skeleton its screen has. */
export const PENDING_SCREEN_ATTRIBUTE = 'data-pending-screen';

/** A navigation the browser gave up on without telling the page (Esc, a stalled network) frees the screen after this. */
const PENDING_CAP_MS = 20_000;

let shown: PendingScreenKind | null = null;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let capTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function show(kind: PendingScreenKind | null): void {
  if (shown === kind) return;
  shown = kind;
  for (const listener of listeners) listener();
}

export function isPendingScreen(value: unknown): value is PendingScreenKind {
  return typeof value === 'string' && (PENDING_SCREENS as readonly string[]).includes(value);
}

/**
 * A navigation to `kind` has started. Its skeleton shows after the progress
 * bar's throttle, so a screen that comes at once never flashes one.
 */
export function expectScreen(kind: PendingScreenKind): void {
  clearTimeout(showTimer);
  clearTimeout(capTimer);
  showTimer = setTimeout(() => show(kind), PROGRESS.throttleMs);
  capTimer = setTimeout(screenArrived, PENDING_CAP_MS);
}

/** The screen is there (the URL changed), or the navigation ended some other way. */
export function screenArrived(): void {
  clearTimeout(showTimer);
  clearTimeout(capTimer);
  show(null);
}

export function subscribePendingScreen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingScreen(): PendingScreenKind | null {
  return shown;
}

/** No skeleton in the server's HTML. */
export function noPendingScreen(): null {
  return null;
}
