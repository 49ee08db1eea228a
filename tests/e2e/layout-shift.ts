import type { BrowserContext, Page } from '@playwright/test';

type Watched = { layoutShift: number; shifts: { at: number; value: number }[]; fontsSettledAt?: number };

/**
 * From the first paint on, sums every layout shift the visitor's own input
 * did not cause (CLS without its session windows: a test that nothing moves
 * wants every shift). Before the page's first `goto`.
 */
export async function watchLayoutShifts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const page = window as unknown as Watched;
    page.layoutShift = 0;
    page.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number }[]) {
        if (entry.hadRecentInput) continue;
        page.layoutShift += entry.value;
        page.shifts.push({ at: entry.startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The frame that draws the page's fonts once they have loaded (see layoutShiftOnceFontsDrawn):
    // after `ready`, and again after each later load (a face first asked for once `ready` had
    // resolved, as the display face of text drawn after hydration is).
    const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => (page.fontsSettledAt = performance.now())));
    void document.fonts.ready.then(drawn);
    document.fonts.addEventListener('loadingdone', drawn);
  });
}

/** What watchLayoutShifts summed on this page, once two more frames have been painted. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as Watched).layoutShift;
  });
}

/**
 * The shifts after the page's fonts were drawn (the last of them, when a face
 * loads after the others): for a test of what the site's
 * own code moves (a slider set up on the server's markup), not of a web font
 * arriving after the first paint, whose fallback (next/font's, adjusted to
 * Arial) moves text by a pixel on a machine without Arial, as here.
 */
export function layoutShiftOnceFontsDrawn(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const watched = window as unknown as Watched;
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Until no face is loading and the last one loaded has been drawn.
    for (;;) {
      await document.fonts.ready;
      await frames();
      if (document.fonts.status === 'loaded' && watched.fontsSettledAt !== undefined) break;
    }
    await frames();
    return watched.shifts.filter((shift) => shift.at >= watched.fontsSettledAt!).reduce((sum, shift) => sum + shift.value, 0);
  });
}
