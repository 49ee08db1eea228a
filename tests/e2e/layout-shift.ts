import type { BrowserContext, Page } from '@playwright/test';

/**
 * From the first paint on, sums every layout shift the visitor's own input
 * did not cause (CLS without its session windows: a test that nothing moves
 * wants every shift). Before the page's first `goto`.
 */
export async function watchLayoutShifts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) page.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What watchLayoutShifts summed on this page, once two more frames have been painted. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShift: number }).layoutShift;
  });
}
