import type NProgressModule from 'nprogress';
import { PROGRESS } from '@/lib/rules/constants';
import { whenIdle } from '@/lib/browser/idle';

/**
 * The global progress bar (docs/product.md §4): shown only when a navigation or a call
 * lasts longer than the throttle, trickling every tick, finished at the
 * latest after the duration, fading out over the hide delay, red on failure.
 *
 * nprogress is not part of any page's first load: nothing is drawn before
 * the throttle has passed, so the bar's code is fetched when the browser is
 * idle after hydration (warmProgress) or, at the latest, when a bar is due.
 */
type NProgress = typeof NProgressModule;

let nprogress: NProgress | undefined;
let loading: Promise<NProgress> | undefined;

/** The bar's code, fetched once. */
export function loadProgressBar(): Promise<NProgress> {
  loading ??= import('nprogress').then(({ default: bar }) => {
    bar.configure({
      // nprogress's own template says role="bar", which is no ARIA role (axe: aria-roles);
      // the bar is decoration, hidden from assistive technology.
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
      showSpinner: false,
      trickleSpeed: PROGRESS.tickMs,
      speed: PROGRESS.hideDelayMs,
      minimum: 0.08,
    });
    nprogress = bar;
    return bar;
  });
  return loading;
}

/** Runs at once when the code is there, else as soon as it arrives. */
function withBar(action: (progress: NProgress) => void): void {
  if (nprogress) action(nprogress);
  else
    void loadProgressBar().then(action, () => {
      // Offline or a stale deployment: the next bar asks again.
      loading = undefined;
    });
}

/** Fetches the bar's code once the page is idle, so that a first slow navigation shows it on time. */
export function warmProgress(): void {
  whenIdle(() => withBar(() => {}), { timeoutMs: 3000, fallbackMs: 1000 });
}

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
    withBar((progress) => {
      if (pending === 0) return; // finished while the code was on its way
      progress.start();
      bar()?.classList.remove('failed');
      capTimer = setTimeout(() => finish(false), PROGRESS.durationMs);
    });
  }, PROGRESS.throttleMs);
}

function finish(failed: boolean): void {
  pending = 0;
  clearTimeout(showTimer);
  clearTimeout(capTimer);
  if (!nprogress?.isStarted()) {
    if (failed) {
      withBar((progress) => {
        progress.start();
        bar()?.classList.add('failed');
        progress.done();
      });
    }
    return;
  }
  if (failed) bar()?.classList.add('failed');
  nprogress.done();
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

/**
 * fetch to the site's own origin, with the progress bar and a red bar on
 * failure. A call its caller aborted (a newer one replaced it) did not fail.
 */
export async function trackedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  startProgress();
  try {
    const response = await fetch(input, init);
    if (response.ok) doneProgress();
    else failProgress();
    return response;
  } catch (error) {
    if (init?.signal?.aborted) doneProgress();
    else failProgress();
    throw error;
  }
}
