import { expect, test } from './fixtures';
import { E2E } from './env';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { startFaultSite } from './fault-site';

/**
 * docs/product.md §8: the slides cannot be loaded → the home is the error page, 503,
 * with the error code. A site of its own starts while the agency API drops
 * every slides call: it has never loaded them, so its home is that page, in
 * the visitor's language; other screens are not touched, and the home comes
 * back by itself once the slides answer again.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let proxy: FaultProxy;
let site: Awaited<ReturnType<typeof startFaultSite>>;

test.beforeAll(async () => {
  proxy = await startFaultProxy(E2E.apiUrl);
  proxy.setMode('down', { match: /^\/api\/slides\// });
  site = await startFaultSite({ apiUrl: proxy.url, timeoutMs: 1500 });
});

test.afterAll(async () => {
  await site?.close();
  await proxy?.close();
});

test('the home is the 503 error page with the code while the slides fail, and only the home', async ({ page }) => {
  for (const [path, lang] of [
    ['/', 'pt'],
    ['/en', 'en'],
  ] as const) {
    const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(503);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    expect(html).toContain('network');
  }
  expect((await fetch(`${site.url}/modelos`)).status).toBe(200);

  await page.goto(`${site.url}/es`);
  await expect(page.locator('main h1')).toHaveText('network');
  await expect(page.locator('main')).toContainText('503');
});

test('once the slides answer again, the home comes back by itself', async () => {
  proxy.setMode('pass');
  await expect
    .poll(async () => (await fetch(`${site.url}/`, { redirect: 'manual' })).status, { timeout: 30_000, intervals: [1000] })
    .toBe(200);
  // The home itself: its two halves link to the models list.
  expect(await (await fetch(`${site.url}/`)).text()).toContain('href="/modelos"');
});
