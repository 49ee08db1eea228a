import NProgress from 'nprogress';
import { PROGRESS } from '@/lib/rules/constants';

/**
 * The global progress bar (spec §4): shown only when a navigation or a call
 * lasts longer than the throttle, trickling every tick, finished at the
 * latest after the duration, fading out over the hide delay, red on failure.
 */
NProgress.configure({
  // nprogress's own template says role="bar", which is no ARIA role (axe: aria-roles);
  // the bar is decoration, hidden from assistive technology.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
  showSpinner: false,
  trickleSpeed: PROGRESS.tickMs,
  speed: PROGRESS.hideDelayMs,
  minimum: 0.08,
});

let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let capTimer: ReturnType<typeof setTimeout> | undefined;

function bar(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('nprogress');
}

export function startProgress(): void {
  pending += 1;
  if (pending > 1) return;
  clearTimeout(showTimer);
  showTimer = setTimeout(() => {
    NProgress.start();
    bar()?.classList.remove('failed');
    capTimer = setTimeout(() => finish(false), PROGRESS.durationMs);
  }, PROGRESS.throttleMs);
}

function finish(failed: boolean): void {
  pending = 0;
  clearTimeout(showTimer);
  clearTimeout(capTimer);
  if (!NProgress.isStarted()) {
    if (failed) {
      NProgress.start();
      bar()?.classList.add('failed');
      NProgress.done();
    }
    return;
  }
  if (failed) bar()?.classList.add('failed');
  NProgress.done();
}

export function doneProgress(): void {
  if (pending > 1) {
    pending -= 1;
    return;
  }
  finish(false);
}

export function failProgress(): void {
  finish(true);
}

/** fetch to the site's own origin, with the progress bar and a red bar on failure. */
export async function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  startProgress();
  try {
    const response = await fetch(input, init);
    if (response.ok) doneProgress();
    else failProgress();
    return response;
  } catch (error) {
    failProgress();
    throw error;
  }
}
