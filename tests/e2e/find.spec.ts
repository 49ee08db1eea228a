import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isExcluded, profile, roster, type ApiTalent } from './agency';
import { langs, screens, type Lang } from './routes';
import { layoutShiftOnceFontsDrawn, watchLayoutShifts } from './layout-shift';

/**
 * Issue 18: finding talent. The expected results are worked out here from
 * the embedded agency API's own data, not from the site.
 */
const cards = (page: Page) => page.locator('main li[data-talent]');
const status = (page: Page) => page.locator('main [role="status"][aria-live="polite"]');
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const cut = (v: string | null | undefined) => (v ?? '').split('/')[0]?.trim() ?? '';

let visible: ApiTalent[] = [];
test.beforeAll(async () => {
  const list = (await roster()).filter((t) => !isExcluded(t));
  visible = await Promise.all(list.map((t) => profile(t.id)));
});

const words = {
  found: { pt: /encontrad/, en: /found/, es: /encontrad/ },
  units: { pt: 'pés/pol', en: 'ft/in', es: 'pies/pulg' },
  filters: { pt: 'Medidas e cores', en: 'Measures and colours', es: 'Medidas y colores' },
  heightFrom: { pt: 'Altura de', en: 'Height from', es: 'Altura desde' },
  heightTo: { pt: 'Altura até', en: 'Height to', es: 'Altura hasta' },
  eyes: { pt: 'Olhos', en: 'Eyes', es: 'Ojos' },
  name: { pt: 'Nome', en: 'Name', es: 'Nombre' },
  back: { pt: 'Voltar', en: 'Back', es: 'Volver' },
} as const;

/** A talent whose name has an accent and, without it, names no one else. */
function accentedTalent(): ApiTalent {
  const found = visible.find(
    (t) =>
      t.name !== fold(t.name) && /[À-ÿ]/.test(t.name) && visible.filter((o) => fold(o.name).includes(fold(t.name))).length === 1,
  );
  if (!found) throw new Error('no accented name in the demo roster');
  return found;
}

test.describe('search and filters', () => {
  for (const lang of langs) {
    test(`${lang}: a name typed without its accent finds that one talent`, async ({ page }) => {
      const talent = accentedTalent();
      await page.goto(screens.models[lang]);
      await page.getByRole('searchbox', { name: words.name[lang] }).fill(fold(talent.name));
      await page.getByRole('searchbox', { name: words.name[lang] }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(fold(talent.name)).replace(/%20/g, '(\\+|%20)')}$`));
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText(talent.name.toUpperCase() === talent.name ? talent.name : talent.name, {
        ignoreCase: true,
      });
      await expect(status(page)).toContainText('1');
      await expect(status(page)).toHaveText(words.found[lang]);
    });

    test(`${lang}: height and eyes narrow the list, through a reload and a shared link`, async ({ page, browser }) => {
      // Three selects, a reload and a second browser on a shared machine.
      test.slow();
      const expected = visible.filter((t) => {
        const h = Number(cut(t.height));
        return h >= 175 && h <= 180 && t.eyes === 'Castanho';
      });
      expect(expected.length).toBeGreaterThan(0);
      await page.goto(screens.models[lang]);
      const before = await status(page).textContent();
      await page.getByText(words.filters[lang]).click();
      const select = (name: string) => page.getByRole('combobox', { name, exact: true });
      await select(words.heightFrom[lang]).selectOption('175');
      await expect(page).toHaveURL(/height=175-210/);
      await select(words.heightTo[lang]).selectOption('180');
      await expect(page).toHaveURL(/height=175-180/);
      await select(words.eyes[lang]).selectOption('brown');
      const url = `${screens.models[lang]}?height=175-180&eyes=brown`;
      await expect(page).toHaveURL(url);
      const check = async (p: Page) => {
        await expect(status(p)).toContainText(String(expected.length));
        await expect(cards(p)).toHaveCount(Math.min(20, expected.length));
        const ids = await cards(p).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-talent'))));
        for (const id of ids) expect(expected.map((t) => t.id)).toContain(id);
      };
      await check(page);
      expect(before).not.toBe(await status(page).textContent());
      await page.reload();
      await check(page);
      const shared = await browser.newContext();
      const other = await shared.newPage();
      await other.goto(url);
      await check(other);
      await shared.close();
    });
  }

  test('a searched list is server-rendered, noindex, canonical to the plain list; bad input is no error', async ({ request }) => {
    const answer = await request.get('/en/models/mainboard?gender=woman&eyes=brown');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost');
    expect(html).toMatch(/rel="canonical" href="[^"]*\/en\/models\/mainboard\?gender=woman"/);
    expect(html).toMatch(/talents? found/);
    const plain = await (await request.get('/en/models/mainboard')).text();
    expect(plain).not.toContain('noindex');
    for (const bad of [
      '?height=abc-&age=99-3',
      `?q=${'x'.repeat(300)}`,
      '?hair=purple&eyes=%00',
      '?height=300-100&q=%E2%80%AE',
    ]) {
      const response = await request.get(`/en/models${bad}`);
      expect(response.status(), bad).toBe(200);
    }
    // The form's own query (empty fields, min and max as two values) lands on the link a visitor would share.
    const form = await request.get('/en/models?q=&height=175&height=180&hair=&eyes=brown&age=&age=', { maxRedirects: 0 });
    expect(form.status()).toBe(307);
    expect(form.headers().location).toBe('/en/models?height=175-180&eyes=brown');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/[?&](q|height|eyes|hair|age)=/);
  });

  test('without JavaScript the search form is sent and the server filters', async ({ browser }) => {
    const talent = accentedTalent();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(screens.models.es);
    await page.getByRole('searchbox', { name: words.name.es }).fill(fold(talent.name));
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/modelos\?q=/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(talent.name, { ignoreCase: true });
    await context.close();
  });
});

test.describe('units', () => {
  test('the switch on a profile is remembered on the list and after a reload, with no layout shift', async ({ browser }) => {
    const context = await browser.newContext();
    await watchLayoutShifts(context);
    const page = await context.newPage();
    const talent = visible.find((t) => t.gender === 'woman' && cut(t.height) !== '' && !isExcluded(t)) as ApiTalent;
    const height = Number(cut(talent.height));
    const inches = Math.round((height / 2.54) * 2) / 2;
    const imperial = `${Math.floor(inches / 12)}′${Math.floor(inches % 12)}${inches % 1 ? '½' : ''}″`;
    const path = `/en/models/${talent.id}/${fold(talent.name).replace(/[^a-z0-9]+/g, '-')}`;
    await page.goto(path);
    const row = page.locator('main table tr', { hasText: 'Height' });
    await expect(row.locator('.unit-cm')).toHaveText(`${(height / 100).toFixed(2)} m`);
    await expect(row.locator('.unit-cm')).toBeVisible();
    await page.getByRole('button', { name: words.units.en }).click();
    await expect(page.getByRole('button', { name: words.units.en })).toHaveAttribute('aria-pressed', 'true');
    await expect(row.locator('.unit-in')).toHaveText(imperial);
    await expect(row.locator('.unit-in')).toBeVisible();
    await expect(row.locator('.unit-cm')).toBeHidden();

    await page.goto(screens.models.en);
    await expect(page.getByRole('button', { name: words.units.en })).toHaveAttribute('aria-pressed', 'true');
    const first = cards(page).first().locator('dl');
    await expect(first.locator('.unit-in').first()).toBeVisible();
    await expect(first.locator('.unit-cm').first()).toBeHidden();

    await page.reload();
    // Before any of the page's scripts ran, the mark was already there.
    expect(await page.evaluate(() => document.documentElement.dataset.units)).toBe('in');
    await expect(first.locator('.unit-in').first()).toBeVisible();
    // What the units move, once the web fonts are drawn: a face arriving after the first paint
    // moves the search row's text on a machine without Arial (tests/e2e/layout-shift.ts).
    expect(await layoutShiftOnceFontsDrawn(page)).toBe(0);
    await context.close();
  });
});

test.describe('back to where you were', () => {
  test.describe.configure({ mode: 'serial' });
  // Three pages of cards from a shared, loaded machine.
  test.slow();

  async function sixtyCards(page: Page, lang: Lang) {
    await page.goto(screens.models[lang]);
    // Down to the bottom until 60 cards are there (three pages of 20), then no further.
    await page.waitForFunction(
      () => {
        const count = document.querySelectorAll('main li[data-talent]').length;
        if (count < 60) window.scrollTo(0, document.body.scrollHeight);
        return count >= 60;
      },
      undefined,
      { polling: 300 },
    );
  }

  /** The cards loaded when the visitor left (the scroll asks a little ahead, so a page more may have come). */
  const loadedWhenLeft = (page: Page) =>
    page.evaluate(() => {
      const kept = JSON.parse(sessionStorage.getItem('ravage:list-return') ?? '{"pages":[]}') as {
        pages: { items: unknown[] }[];
      };
      return 20 + kept.pages.reduce((n, p) => n + p.items.length, 0);
    });

  async function backInPlace(page: Page, id: string | null, loaded: number) {
    await expect(cards(page)).toHaveCount(loaded);
    await expect(page.locator(`main li[data-talent="${id}"]`)).toBeInViewport();
  }

  test('the browser back: 60 cards, the 45th in view', async ({ page }) => {
    await sixtyCards(page, 'pt');
    const card = cards(page).nth(44);
    const id = await card.getAttribute('data-talent');
    await card.locator('a').first().click();
    await expect(page).toHaveURL(/\/modelos\/\d+\//);
    const loaded = await loadedWhenLeft(page);
    expect(loaded).toBeGreaterThanOrEqual(60);
    await page.goBack();
    await backInPlace(page, id, loaded);
  });

  test("the profile's back button: 60 cards, the 45th in view", async ({ page }) => {
    await sixtyCards(page, 'en');
    const card = cards(page).nth(44);
    const id = await card.getAttribute('data-talent');
    await card.locator('a').first().click();
    await expect(page).toHaveURL(/\/en\/models\/\d+\//);
    const loaded = await loadedWhenLeft(page);
    expect(loaded).toBeGreaterThanOrEqual(60);
    await page.getByRole('link', { name: words.back.en }).click();
    await expect(page).toHaveURL(/\/en\/models$/);
    await backInPlace(page, id, loaded);
  });

  test('on a phone, a tap on the 45th card and the browser back: the same cards, the 45th in view', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      await sixtyCards(page, 'es');
      const card = cards(page).nth(44);
      const id = await card.getAttribute('data-talent');
      await card.locator('a').first().tap();
      await expect(page).toHaveURL(/\/es\/modelos\/\d+\//);
      const loaded = await loadedWhenLeft(page);
      expect(loaded).toBeGreaterThanOrEqual(60);
      await page.goBack();
      await backInPlace(page, id, loaded);
    } finally {
      await context.close();
    }
  });

  test('a profile opened from outside goes back to the list', async ({ page }) => {
    const talent = visible[0] as ApiTalent;
    await page.goto(`/es/modelos/${talent.id}/${fold(talent.name).replace(/[^a-z0-9]+/g, '-')}`);
    await page.getByRole('link', { name: words.back.es }).click();
    await expect(page).toHaveURL(/\/es\/modelos$/);
  });
});
