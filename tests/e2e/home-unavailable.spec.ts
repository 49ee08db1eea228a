import fs from 'node:fs';
import { expect, test } from './fixtures';
import type { FaultProxy } from './fault-proxy';
import { startFaultStack, type FaultSite, type FaultStack } from './fault-site';

/**
 * docs/product.md §8: the slides cannot be loaded → the home is the error page, 503,
 * whose headline says in the visitor's language that the agency's system does not answer,
 * with the error code as a detail and a retry that is a link home. A site of its own starts
 * while the agency API drops every slides call: it has never loaded them, so its home is
 * that page; other screens are not touched, and the home comes back by itself once the
 * slides answer again.
 */
type Messages = { Errors: { unavailable: string; reference: string; retry: string; status: string } };
const messages = (lang: string) => JSON.parse(fs.readFileSync(`messages/${lang}.json`, 'utf8')) as Messages;
/** The served HTML without its scripts: what a browser without JavaScript reads. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let stack: FaultStack;
let proxy: FaultProxy;
let site: FaultSite;

test.beforeAll(async () => {
  stack = await startFaultStack({ timeoutMs: 1500, beforeSite: (proxy) => proxy.setMode('down', { match: /^\/api\/slides\// }) });
  ({ proxy, site } = stack);
});

test.afterAll(async () => {
  await stack?.close();
});

test('the home is the 503 error page in words, the code a detail, a link to retry, and only the home', async ({ page }) => {
  for (const [path, lang] of [
    ['/', 'pt'],
    ['/en', 'en'],
  ] as const) {
    const t = messages(lang).Errors;
    const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(503);
    const html = withoutScripts(await response.text());
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${t.unavailable}</h1>`));
    // The code is a detail under the headline, never the headline.
    expect(html).toContain(t.reference.replace('{digest}', 'network'));
    expect(html).not.toMatch(/<h1[^>]*>network<\/h1>/);
    // Retry is a link to the home itself: it works without JavaScript.
    expect(html).toMatch(new RegExp(`<a href="${path}"[^>]*>${t.retry}</a>`));
    // A title of its own in the template, not the home's.
    expect(html).toContain(`<title>${t.status.replace('{status}', '503')} | RAVAGE</title>`);
  }
  expect((await fetch(`${site.url}/modelos`)).status).toBe(200);

  await page.goto(`${site.url}/es`);
  const t = messages('es').Errors;
  await expect(page.locator('main h1')).toHaveText(t.unavailable);
  await expect(page.locator('main .error-figure')).toHaveText('503');
  await expect(page.getByTestId('error-detail')).toHaveText('Código del error: network');
  await expect(page.locator('main').getByRole('link', { name: t.retry })).toHaveAttribute('href', '/es');
  await expect(page).toHaveTitle('Error 503 | RAVAGE');
});

test('once the slides answer again, the home comes back by itself', async () => {
  proxy.setMode('pass');
  await expect
    .poll(async () => (await fetch(`${site.url}/`, { redirect: 'manual' })).status, { timeout: 30_000, intervals: [1000] })
    .toBe(200);
  // The home itself: its two halves link to the models list.
  expect(await (await fetch(`${site.url}/`)).text()).toContain('href="/modelos"');
});
