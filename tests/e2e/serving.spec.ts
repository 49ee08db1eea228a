import { expect, test } from './fixtures';
import { E2E } from './env';
import { startFaultSite } from './fault-site';

/**
 * `next start` bound to a loopback address (how instances listen behind
 * nginx) and to every interface: each screen answers, rewrites stay inside
 * the instance and redirects name paths on this site, never the address the
 * instance is bound to. Bound to 127.0.0.1, next-intl's rewrites used to be
 * proxied back to the instance and answered 308 to themselves.
 */
for (const hostname of ['127.0.0.1', '0.0.0.0']) {
  test.describe(`next start -H ${hostname}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    let site: Awaited<ReturnType<typeof startFaultSite>>;
    test.beforeAll(async () => {
      site = await startFaultSite({ apiUrl: E2E.apiUrl, timeoutMs: 8000, hostname });
    });
    test.afterAll(async () => site?.close());

    test('every screen answers 200 in every language, without a redirect', async () => {
      const paths = [
        '/',
        '/en',
        '/es',
        '/modelos',
        '/modelos?gender=woman',
        '/en/models/mainboard',
        '/es/modelos',
        '/sobre',
        '/en/about',
        '/favoritos',
        '/es/contacto',
      ];
      for (const path of paths) {
        const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toContain('</html>');
      }
    });

    test('redirects carry a path on this site, not the bound address', async () => {
      for (const [from, to] of [
        ['/pt/sobre', '/sobre'],
        ['/en/women', '/en/models?gender=woman'],
        ['/about', '/sobre'],
      ] as const) {
        const response = await fetch(`${site.url}${from}`, { redirect: 'manual' });
        expect(response.status, from).toBeGreaterThanOrEqual(300);
        expect(response.status, from).toBeLessThan(400);
        expect(response.headers.get('location'), from).toBe(to);
      }
    });

    test('a client navigation (RSC) of a rewritten screen is served by the instance', async ({ page }) => {
      await page.goto(`${site.url}/modelos`);
      await page
        .locator('main')
        .getByRole('link', { name: /^Mainboard$/i })
        .first()
        .click();
      await expect(page).toHaveURL(`${site.url}/modelos/mainboard`);
      await expect(page.locator('main article').first()).toBeVisible();
    });
  });
}
