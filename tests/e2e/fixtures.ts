import { test as base, type Page } from '@playwright/test';
import { REACT_ROOT_PREFIX } from '../../lib/paint-first';

export { expect } from '@playwright/test';

/**
 * A page paints before its scripts are fetched (lib/paint-first.ts), so on
 * this loopback the load event can come before React has taken the page:
 * every `goto` and `reload` also waits until React's root is in place
 * (its listeners attached), as any test that taps a control needs. A
 * document without Next's scripts (a file, an API answer) does not wait,
 * nor does `waitUntil: 'commit'` (a test of the page before it is ready).
 */
async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction((rootPrefix) => {
    const nextScripts = document.querySelector('script[data-paint-first], script[src*="/_next/static/"]');
    return !nextScripts || Object.keys(document).some((key) => key.startsWith(rootPrefix));
  }, REACT_ROOT_PREFIX);
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
