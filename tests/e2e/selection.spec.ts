import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedRows } from './agency-db';
import { isExcluded, profile, roster, slug, type ApiTalent } from './agency';
import { E2E } from './env';
import { langs, screens, type Lang } from './routes';
import { pdfText } from '../unit/pdf-text';

/**
 * Issue 19: favourites become a link anyone can open, the comp cards come
 * as PDF, and the budget request carries a quote brief.
 */

type Messages = Record<string, Record<string, string | Record<string, string>>>;
const messages = Object.fromEntries(
  langs.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join('messages', `${lang}.json`), 'utf8')) as Messages]),
) as Record<Lang, Messages>;
const text = (lang: Lang, namespace: string, key: string) => messages[lang][namespace]![key] as string;

const selectionWord: Record<Lang, string> = { pt: '/selecao/', en: '/en/selection/', es: '/es/seleccion/' };
const profileWord: Record<Lang, string> = { pt: '/modelos/', en: '/en/models/', es: '/es/modelos/' };

const main = (page: Page) => page.locator('main');

/** The budget request's sent line for the three talents, at any time as each language writes it. */
const sentLine: Record<Lang, RegExp> = {
  pt: /^Pedido de orçamento enviado às? \d{2}:\d{2} para 3 talentos\.$/,
  en: /^Quote request sent at \d{1,2}:\d{2}\s[AP]M for 3 talents\.$/,
  es: /^Solicitud de presupuesto enviada a las? \d{1,2}:\d{2} para 3 talentos\.$/,
};

/**
 * A height as the site writes it in both systems (lib/rules/units.ts),
 * worked out here on its own: metres with the language's decimal sign, feet
 * and inches to the half inch.
 */
function heightText(lang: Lang, raw: unknown): { cm: string; in: string } {
  const cm = Number(String(raw).split('/')[0]!.trim());
  const metres = (cm / 100).toFixed(2);
  const inches = Math.round((cm / 2.54) * 2) / 2;
  return {
    cm: `${lang === 'en' ? metres : metres.replace('.', ',')} m`,
    in: `${Math.floor(inches / 12)}′${Math.floor(inches % 12)}${inches % 1 ? '½' : ''}″`,
  };
}

let talents: ApiTalent[];
let hidden: { id: number };

test.beforeAll(async () => {
  const all = await roster();
  hidden = all.find(isExcluded)!;
  // Three visible talents with a book and a height: what a card and the page show.
  const picked: ApiTalent[] = [];
  for (const summary of all) {
    if (isExcluded(summary)) continue;
    const full = await profile(summary.id);
    if (full.book.length >= 4 && full.height) picked.push(full);
    if (picked.length === 3) break;
  }
  talents = picked;
});

/** Favourites as the site stores them (lib/favorites.ts), written before the page's scripts run. */
async function withFavorites(page: Page, list: ApiTalent[]) {
  const map = Object.fromEntries(
    list.map((t) => [String(t.id), { id: t.id, name: t.name, cover: null, slug: slug(t.name), gender: t.gender }]),
  );
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('favorites', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(map));
}

for (const lang of langs) {
  test(`${lang}: favourites → share link → a fresh browser sees the selection server-rendered, adds it all, downloads the package and sends a quote brief`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await withFavorites(page, talents);
    await page.goto(screens.favorites[lang]);
    const link = main(page).getByTestId('selection-link');
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    // In the order the favourites screen lists them (the stored map's, by id).
    const shared = [...talents].sort((x, y) => x.id - y.id);
    const ids = shared.map((t) => t.id).join('-');
    expect(new URL(href).pathname).toBe(`${selectionWord[lang]}${ids}`);
    await expect(main(page).getByRole('button', { name: text(lang, 'Selection', 'copyLink') })).toBeEnabled();

    // A browser that has never been here: the HTML alone carries the talents, measures and the social card.
    const fresh = await browser.newContext();
    try {
      const answer = await fresh.request.get(href, { maxRedirects: 0 });
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      for (const talent of talents) {
        expect(html).toContain(talent.name);
        expect(html).toContain(`href="${profileWord[lang]}${talent.id}/${slug(talent.name)}"`);
      }
      // Both systems are in the HTML; <html data-units> shows one before paint.
      const height = heightText(lang, shared[0]!.height);
      expect(html).toContain(`<span class="unit-cm">${height.cm}</span>`);
      expect(html).toContain(`<span class="unit-in">${height.in}</span>`);
      for (const units of ['cm', 'in']) expect(html).toContain(`units=${units}&amp;size=a5`);
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
      expect(html).toContain(`/api/selection-image/${ids}`);
      for (const word of Object.values(selectionWord)) expect(html).toContain(`${word}${ids}"`);

      const image = await fresh.request.get(`/api/selection-image/${ids}`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/jpeg');

      const visitor = await fresh.newPage();
      await visitor.goto(href);
      await visitor.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await expect(visitor.locator('main').getByTestId('selection-count')).toContainText('3');
      await visitor
        .locator('main')
        .getByRole('button', { name: text(lang, 'Selection', 'addAll') })
        .click();
      const stored = await visitor.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}')));
      expect(stored.sort()).toEqual(talents.map((t) => String(t.id)).sort());

      // The package: its name, the PDF signature, a cover page and each talent's card, in cm (nothing remembered).
      const packageLink = visitor.locator('main').getByRole('link', { name: text(lang, 'Selection', 'package'), exact: true });
      await expect(packageLink).toHaveAttribute('href', /[?&]units=cm&/);
      const [download] = await Promise.all([visitor.waitForEvent('download'), packageLink.click()]);
      expect(download.suggestedFilename()).toBe('Ravage-Management-selection.pdf');
      const bytes = fs.readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = await pdfText(bytes);
      expect(pages).toHaveLength(1 + 2 * talents.length);
      expect(pages[0]).toContain(text(lang, 'Selection', 'pdfTitle'));
      shared.forEach((talent, i) => expect(pages[1 + 2 * i]).toContain(talent.name));
      expect(pages[2]).toContain(text(lang, 'Contact', 'addressStreet'));
      expect(pages[2]).toContain(`${(messages[lang].Measures as Record<string, string>).height} ${height.cm}`);

      // The quote brief, sent from the shared selection, with that selection's talents.
      const form = visitor.locator('main').locator('form');
      const f = (key: string) => text(lang, 'Form', key);
      const b = (key: string) => text(lang, 'Brief', key);
      const email = `brief-${lang}-${Date.now()}@example.com`;
      await form.getByLabel(f('name'), { exact: true }).fill('Casting Teste');
      await form.getByLabel(f('email'), { exact: true }).fill(email);
      await form.getByLabel(f('phone'), { exact: true }).fill('+55 61 99999-0000');
      await form.getByLabel(f('message'), { exact: true }).fill('Summer campaign.');
      await form.getByLabel(b('company'), { exact: true }).fill('Marca Exemplo');
      await form
        .getByLabel(b('jobType'), { exact: true })
        .selectOption({ label: (messages[lang].Brief!.jobTypes as Record<string, string>).editorial! });
      await form.getByLabel(b('shootFrom'), { exact: true }).fill('2027-03-10');
      await form.getByLabel(b('shootTo'), { exact: true }).fill('2027-03-12');
      await form.getByLabel(b('location'), { exact: true }).fill('Brasília');
      await form.getByLabel(b('usageMedia'), { exact: true }).fill('Instagram, print');
      await form.getByLabel(b('usageTerritory'), { exact: true }).fill('Brasil');
      await form.getByLabel(b('usagePeriod'), { exact: true }).fill('12 meses');
      await form.getByLabel(b('budget'), { exact: true }).fill('R$ 10.000');
      const send = form.getByRole('button', { name: new RegExp(`^(${f('send')}|${f('sending')}|${f('sent')})$`) });
      await send.click();
      await expect(send).toHaveText(f('sent'));
      // Once the form has reset, a line still says the request went, when and for how many, in the visitor's language.
      await expect(send).toHaveText(f('send'), { timeout: 5000 });
      await expect(form.getByLabel(f('name'), { exact: true })).toHaveValue('');
      await expect(form.getByRole('status')).toHaveText(sentLine[lang]);

      const rows = storedRows<{ language: string; message: string; favorites: string }>(
        'SELECT language, message, favorites FROM budget_requests WHERE email = ?',
        email,
      );
      expect(rows).toHaveLength(1);
      const row = rows[0]!;
      expect(row.language).toBe(lang);
      expect((JSON.parse(row.favorites) as { id: number }[]).map((t) => t.id)).toEqual(shared.map((t) => t.id));
      // Multipart text travels with CRLF line ends (the HTML form encoding).
      const lines = row.message.split(/\r?\n/);
      expect(lines[0]).toBe('Summer campaign.');
      expect(lines).toContain(b('heading'));
      for (const [key, value] of [
        ['company', 'Marca Exemplo'],
        ['jobType', (messages[lang].Brief!.jobTypes as Record<string, string>).editorial!],
        ['location', 'Brasília'],
        ['usageMedia', 'Instagram, print'],
        ['usageTerritory', 'Brasil'],
        ['usagePeriod', '12 meses'],
        ['budget', 'R$ 10.000'],
      ] as const) {
        expect(lines).toContain(`${b(key)}: ${value}`);
      }
      expect(lines.find((line) => line.startsWith(`${b('shootFrom')}: `))).toContain('2027');
      expect(lines.find((line) => line.startsWith(`${b('shootTo')}: `))).toContain('12');
    } finally {
      await fresh.close();
    }
  });
}

test('the profile offers the comp card PDF beside the zip; it downloads with the talent name and reads as a card', async ({
  page,
}) => {
  const talent = talents[0]!;
  await page.goto(`/en/models/${talent.id}/${slug(talent.name)}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page)
      .getByRole('link', { name: text('en', 'Profile', 'compCardPdf'), exact: true })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${talent.name}-Ravage-Management.pdf`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [front, back] = await pdfText(bytes);
  expect(front).toContain(talent.name);
  expect(back).toContain(`Height ${heightText('en', talent.height).cm}`);
  expect(back).toContain('SCS Quadra 7, Bloco A, Sala 210');

  const answer = await page.request.get(`/api/comp-card/${talent.id}?lang=en&units=in&size=letter-half`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const [, imperialBack] = await pdfText(await answer.body());
  expect(imperialBack).toContain(`Height ${heightText('en', talent.height).in}`);
});

test('remembered feet and inches apply before paint on the selection page and the profile: measures and PDF links; the switch changes both', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  try {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('units', 'in');
        sessionStorage.setItem('seeded', '1');
      }
    });
    const page = await context.newPage();
    const [talent] = talents;
    const height = heightText('en', talent!.height);
    const units = page.getByRole('group', { name: text('en', 'Models', 'units') });

    await page.goto(`/en/selection/${talents.map((t) => t.id).join('-')}`);
    // Set by the inline script, before any of the page's own scripts.
    expect(await page.evaluate(() => document.documentElement.dataset.units)).toBe('in');
    const list = main(page).getByRole('list', { name: text('en', 'Selection', 'listLabel') });
    const first = list.getByRole('listitem').filter({ hasText: talent!.name }).locator('dl');
    await expect(first.locator('.unit-in').first()).toHaveText(height.in);
    await expect(first.locator('.unit-in').first()).toBeVisible();
    await expect(first.locator('.unit-cm').first()).toBeHidden();
    // One link per name: the hidden system's is out of the accessibility tree.
    for (const key of ['package', 'packageLetterHalf']) {
      const link = main(page).getByRole('link', { name: text('en', 'Selection', key), exact: true });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', /[?&]units=in&/);
    }
    await expect(units.getByRole('button', { name: text('en', 'Models', 'unitsIn'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The profile's comp card, downloaded as the visitor would: feet and inches, US shoes.
    await page.goto(`/en/models/${talent!.id}/${slug(talent!.name)}`);
    const card = main(page).getByRole('link', { name: text('en', 'Profile', 'compCardPdf'), exact: true });
    await expect(card).toHaveAttribute('href', /[?&]units=in&/);
    const [download] = await Promise.all([page.waitForEvent('download'), card.click()]);
    const [, back] = await pdfText(fs.readFileSync((await download.path())!));
    expect(back).toContain(`Height ${height.in}`);
    expect(back).not.toContain(height.cm);

    // Back to centimetres with the switch: the links follow at once, and the next page too.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await units.getByRole('button', { name: text('en', 'Models', 'unitsCm'), exact: true }).click();
    await expect(card).toHaveAttribute('href', /[?&]units=cm&/);
    await expect(
      main(page).getByRole('link', {
        name: `${text('en', 'Profile', 'compCardSizes')}: ${text('en', 'Profile', 'sizeLetterHalf')}`,
      }),
    ).toHaveAttribute('href', /[?&]units=cm&size=letter-half/);
    await page.goto(`/en/selection/${talent!.id}`);
    await expect(main(page).getByRole('link', { name: text('en', 'Selection', 'package'), exact: true })).toHaveAttribute(
      'href',
      /[?&]units=cm&/,
    );
  } finally {
    await context.close();
  }
});

test('selection links: other spellings 308 to the canonical one; over 50 ids, no valid id or only hidden ones are the 404 page', async ({
  request,
}) => {
  const [a, b] = talents;
  const redirect = await request.get(`/selecao/${a!.id}-x-${b!.id}-${a!.id}-0${b!.id}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(new URL(redirect.headers().location!, E2E.siteUrl).pathname).toBe(`/selecao/${a!.id}-${b!.id}`);

  // Unknown ids are skipped on the page; the hidden talent is never shown.
  const mixed = await request.get(`/en/selection/${a!.id}-999999-${hidden.id}`);
  expect(mixed.status()).toBe(200);
  const html = await mixed.text();
  expect(html).toContain(a!.name);
  expect(html).not.toContain(`/${hidden.id}/`);

  const many = Array.from({ length: 51 }, (_, i) => i + 1).join('-');
  for (const url of [`/selecao/${many}`, '/selecao/abc', `/es/seleccion/${hidden.id}`, '/selecao/999999']) {
    const answer = await request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBe(404);
    expect(await answer.text(), url).toContain('<h1');
  }
});

test('the PDFs refuse bad input: unknown language, units or size 400; over 50 ids 400; unknown or hidden talent 404', async ({
  request,
}) => {
  const id = talents[0]!.id;
  const status = async (url: string) => (await request.get(url)).status();
  expect(await status(`/api/comp-card/${id}?lang=fr`)).toBe(400);
  expect(await status(`/api/comp-card/${id}?units=furlongs`)).toBe(400);
  // Only the site's own unit values (lib/rules/units.ts).
  expect(await status(`/api/comp-card/${id}?units=imperial`)).toBe(400);
  expect(await status(`/api/comp-cards?ids=${id}&units=imperial`)).toBe(400);
  expect(await status(`/api/comp-card/${id}?size=a4`)).toBe(400);
  expect(await status(`/api/comp-card/${hidden.id}`)).toBe(404);
  expect(await status('/api/comp-card/999999')).toBe(404);
  expect(await status(`/api/comp-cards?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join('-')}`)).toBe(400);
  expect(await status(`/api/comp-cards?ids=${id}&lang=de`)).toBe(400);
  expect(await status(`/api/comp-cards?ids=${hidden.id}`)).toBe(404);
  expect(await status('/api/comp-cards')).toBe(400);
});

test('many distinct selection links leave no page of their own in the cache', async ({ request }) => {
  const count = (dir: string): number =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .reduce((n, entry) => n + (entry.isDirectory() ? count(path.join(dir, entry.name)) : 1), 0)
      : 0;
  const cacheDir = path.join(E2E.distDir, 'server', 'app');
  const [a, b, c] = talents;
  // Warm: the first render of the route may write what every later one shares.
  expect((await request.get(`/selecao/${a!.id}`)).status()).toBe(200);
  const before = count(cacheDir);
  for (let i = 0; i < 40; i++) {
    const ids = [a!.id, b!.id, c!.id, 900000 + i].join('-');
    expect((await request.get(`/selecao/${ids}`)).status()).toBe(200);
  }
  expect(count(cacheDir)).toBe(before);
});
