import fs from 'node:fs';
import { test as plain } from '@playwright/test';
import { expect, test } from './fixtures';
import { screens, type Lang } from './routes';

/**
 * The 404 page is a page: its message, language, title and ways on are in
 * the HTML the server sends, not only in the script payload React renders
 * from (vercel/next.js#62228 left the body empty). Checked from the raw body
 * with every <script> taken out, and in a browser with JavaScript off.
 */
type Messages = {
  Errors: { notFound: string; return: string; home: string };
  Metadata: { notFound: string; titleTemplate: string };
  Nav: { models: string; contact: string };
};
const messages = (lang: Lang) => JSON.parse(fs.readFileSync(`messages/${lang}.json`, 'utf8')) as Messages;

const cases: { path: string; lang: Lang; what: string }[] = [
  { path: '/nao-existe', lang: 'pt', what: 'an unknown word' },
  { path: '/en/nothing-here', lang: 'en', what: 'an unknown word in English' },
  { path: '/es/nada/de/nada', lang: 'es', what: 'an unknown path in Spanish' },
  { path: '/xx/modelos', lang: 'pt', what: 'an unknown locale' },
  { path: '/x.php', lang: 'pt', what: 'a dotted first segment' },
  { path: '/wp-admin/setup.php', lang: 'pt', what: 'a probe for a script' },
  { path: '/modelos/99999/ninguem', lang: 'pt', what: 'an unknown talent id' },
  { path: '/en/models/mainboard/99999/nobody', lang: 'en', what: 'an unknown talent id in a category' },
  { path: '/es/modelos/paris', lang: 'es', what: 'an unknown category' },
];

/** The served HTML without its scripts: what a browser without JavaScript (or a crawler) reads. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

for (const { path, lang, what } of cases) {
  test(`${what} (${path}): 404 with the page in the served HTML`, async ({ request }) => {
    const t = messages(lang);
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    // A shared cache may keep it for minutes, not for the year of a static page: a talent may be added.
    expect(response.headers()['cache-control']).not.toMatch(/s-maxage=31536000/);
    const html = withoutScripts(await response.text());
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    expect(html).not.toContain('__next_error__');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${t.Errors.notFound}</h1>`));
    expect(html).toContain(`<title>${t.Metadata.titleTemplate.replace('{title}', t.Metadata.notFound)}</title>`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain(`>${t.Errors.return}</button>`);
    expect(html).toContain(`href="${screens.home[lang]}"`);
    expect(html).toContain(`href="${screens.models[lang]}"`);
    expect(html).toContain(`href="${screens.contact[lang]}"`);
  });
}

// Playwright's own test: the shared fixture waits for React, which never comes here.
plain.describe('with JavaScript off', () => {
  plain.use({ javaScriptEnabled: false });
  for (const { path, lang, what } of cases.filter((_, i) => [1, 2, 3, 6].includes(i))) {
    plain(`${what} (${path}) shows the message, HOME, models and contact; no Return`, async ({ page }) => {
      const t = messages(lang);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${t.Metadata.notFound} | RAVAGE`);
      const main = page.locator('main');
      await expect(main.locator('h1')).toHaveText(t.Errors.notFound);
      // History back needs script: without it the button would do nothing, so it is not drawn.
      await expect(main.getByRole('button', { name: t.Errors.return })).toHaveCount(0);
      await expect(main.getByRole('link', { name: t.Errors.home })).toHaveAttribute('href', screens.home[lang]);
      await expect(main.getByRole('link', { name: t.Nav.models })).toHaveAttribute('href', screens.models[lang]);
      await expect(main.getByRole('link', { name: t.Nav.contact })).toHaveAttribute('href', screens.contact[lang]);
    });
  }
});

test.describe('wrong-language words', () => {
  const cases: [string, string][] = [
    ['/en/modelos', '/en/models'],
    ['/en/favoritos', '/en/favorites'],
    ['/es/favorites', '/es/favoritos'],
    ['/en/contato', '/en/contact'],
    ['/contact', '/contato'],
    ['/es/models/mainboard?gender=woman', '/es/modelos/mainboard?gender=woman'],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to} permanently`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers()['location'] ?? '', 'http://x');
      expect(location.pathname + location.search).toBe(to);
      expect((await request.get(to)).status()).toBe(200);
    });
  }
});

test.describe('icons at the names browsers ask for', () => {
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
  ] as const) {
    test(`${path} is an image`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      const bytes = await response.body();
      // ICO files start 00 00 01 00; PNG files with their 8-byte signature.
      expect(bytes.subarray(0, 4).toString('hex')).toBe(type === 'image/png' ? '89504e47' : '00000100');
    });
  }
});
