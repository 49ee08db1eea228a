/**
 * Back to where you were: when a visitor leaves a models list through one of
 * its cards, the list's extra pages (loaded by the infinite scroll), the
 * scroll position and the card are kept in sessionStorage; the same list,
 * mounted again (the browser's back, the profile's back button, a reload),
 * draws them again and scrolls back. One list is kept, read once.
 */
import type { RosterPage } from '@/lib/rules/categories';
import type { RosterCard } from '@/lib/rules/roster-card';

const RETURN_KEY = 'ravage:list-return';
const TRAIL_KEY = 'ravage:trail';
/** The most pages a return keeps (the roster's 1,000 talents). */
const MAX_PAGES = 50;

export type ListReturn = { url: string; pages: RosterPage<RosterCard>[]; scrollY: number; talent: number | null };

const here = () => window.location.pathname + window.location.search;

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the list simply starts at its top again.
  }
}

/** Kept as the visitor leaves the list. */
export function keepListReturn(pages: RosterPage<RosterCard>[], talent: number | null) {
  write(RETURN_KEY, {
    url: here(),
    pages: pages.slice(0, MAX_PAGES),
    scrollY: Math.round(window.scrollY),
    talent,
  } satisfies ListReturn);
}

/** The kept state of the list at this URL, once; anything malformed is dropped. */
export function takeListReturn(): ListReturn | null {
  const kept = read<ListReturn>(RETURN_KEY);
  if (!kept || kept.url !== here()) return null;
  try {
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Nothing to forget.
  }
  const valid =
    Array.isArray(kept.pages) &&
    kept.pages.every((p) => p && Array.isArray(p.items) && Number.isInteger(p.page)) &&
    Number.isFinite(kept.scrollY);
  return valid ? kept : null;
}

/** An in-site link was followed to `path`: the page there knows the visitor came from the site. */
export function rememberInSiteNavigation(path: string) {
  write(TRAIL_KEY, { to: path.split('?')[0] });
}

/** Whether this page was reached from another page of the site, so history's back returns there. */
export function cameFromSite(): boolean {
  if (window.history.length < 2) return false;
  const trail = read<{ to?: unknown }>(TRAIL_KEY);
  if (trail?.to === window.location.pathname) return true;
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
