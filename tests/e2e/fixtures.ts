import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * On loopback the load event can come before React has hydrated the page,
 * so every `goto` and `reload` also waits for the `data-hydrated` mark the
 * app sets once the screen has hydrated (components/layout/HydrationMark),
 * as any test that taps a control needs. A document without Next's scripts
 * (a file, an API answer) does not wait, nor does `waitUntil: 'commit'` (a
 * test of the page before it is ready).
 */
async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('script[src*="/_next/static/"]') || document.documentElement.hasAttribute('data-hydrated'),
  );
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (args[1]?.waitUntil !== 'commit') await untilInteractive(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    await provide(page);
  },
});
