import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { langs, screens, type Lang } from './routes';
import { layoutShift, watchLayoutShifts } from './layout-shift';
import { endlessAnimations } from './animations';

/**
 * Issue 31: the list's filters act only when the visitor asks (focus stays,
 * the count is said once), the infinite scroll asks a screen ahead and moves
 * nothing, the list's first screen on a phone, and the favourites and a
 * shared selection as presentations.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const words = {
  found: {
    pt: /^\d+ talentos? encontrados?$|^Nenhum/,
    en: /^\d+ talents? found$|^No talents/,
    es: /^\d+ talentos? encontrados?$|^Ningún/,
  },
  eyes: { pt: 'Olhos', en: 'Eyes', es: 'Ojos' },
  name: { pt: 'Nome', en: 'Name', es: 'Nombre' },
  filters: { pt: 'Medidas e cores', en: 'Measures and colours', es: 'Medidas y colores' },
  options: { pt: 'Filtros', en: 'Filters', es: 'Filtros' },
  inTown: { pt: 'Na cidade agora', en: 'In town now', es: 'En la ciudad ahora' },
  units: { pt: 'Unidades', en: 'Units', es: 'Unidades' },
  favorite: { pt: 'Favoritar', en: 'Favourite', es: 'Favorito' },
} as const;

const status = (page: Page) => page.locator('main [role="status"][aria-live="polite"]');
const cards = (page: Page) => page.locator('main li[data-talent]');

/**
 * What a screen reader would say from the page's live regions: a region's
 * text each time it changes to something, never the text a region is
 * inserted with (that one is not read). Before the first `goto`.
 */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    const last = new WeakMap<Element, string>();
    const look = () => {
      for (const region of document.querySelectorAll('main [aria-live="polite"], main [role="status"]')) {
        const text = region.textContent?.trim() ?? '';
        if (!last.has(region)) last.set(region, text);
        else if (last.get(region) !== text) {
          last.set(region, text);
          if (text) said.push(text);
        }
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const said = (page: Page) => page.evaluate(() => (window as unknown as { said: string[] }).said);

async function hydratedPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  return page;
}

test.describe('filters act when the visitor asks', () => {
  for (const lang of langs) {
    test(`${lang}: arrows browse the eyes select without a change; Enter applies it, focus stays and the count is said once`, async ({
      page,
    }) => {
      await recordAnnouncements(page);
      await page.clock.install();
      await page.goto(screens.models[lang]);
      const start = page.url();
      await page.getByText(words.filters[lang]).click();
      const eyes = page.getByRole('combobox', { name: words.eyes[lang], exact: true });
      await eyes.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      // Longer than any typing pause or transition, in the page's own time: nothing happens by itself.
      await page.clock.runFor(1200);
      expect(page.url()).toBe(start);
      await expect(eyes).toBeFocused();
      const value = await eyes.inputValue();
      expect(value).not.toBe('');

      await page.keyboard.press('Enter');
      // A searched list is rendered on demand: the first one after a start may take a while on a busy machine.
      await expect(page).toHaveURL(new RegExp(`\\?eyes=${value}$`), { timeout: 30_000 });
      await expect(status(page)).toHaveText(words.found[lang]);
      await expect(eyes).toBeFocused();
      await expect(eyes).toHaveValue(value);
      await page.waitForTimeout(600);
      expect((await said(page)).filter((text) => words.found[lang].test(text))).toHaveLength(1);
      await expect(status(page)).toHaveCount(1);
    });
  }

  test('typing a name changes nothing until Enter; then the list follows, focus stays in the field', async ({ page }) => {
    await recordAnnouncements(page);
    await page.clock.install();
    await page.goto(screens.models.pt);
    const start = page.url();
    const field = page.getByRole('searchbox', { name: words.name.pt });
    await field.click();
    await field.pressSequentially('an', { delay: 80 });
    // Longer than any typing pause, in the page's own time.
    await page.clock.runFor(1200);
    expect(page.url()).toBe(start);
    await field.press('Enter');
    // Rendered on demand, like the eyes' list above: give a busy machine the same time.
    await expect(page).toHaveURL(/\?q=an$/, { timeout: 30_000 });
    await expect(status(page)).toHaveText(words.found.pt);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('an');
    await page.waitForTimeout(600);
    expect((await said(page)).filter((text) => words.found.pt.test(text))).toHaveLength(1);
  });

  test('the served form: a GET form with its button, the measures behind a disclosure that needs no script', async ({
    request,
  }) => {
    const html = await (await request.get(screens.models.pt)).text();
    const form = /<form[^>]*role="search"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    expect(form?.[0]).toMatch(/method="get"/);
    expect(form?.[1]).toMatch(/<button type="submit"[^>]*>Buscar<\/button>/);
    expect(form?.[1]).toMatch(/<details[^>]*><summary[^>]*>Medidas e cores/);
    // The measures' disclosure says how many it holds when a link asks for some.
    const asked = await (await request.get(`${screens.models.pt}?height=175-180&eyes=brown`)).text();
    expect(/<form[^>]*role="search"[\s\S]*?<\/form>/.exec(asked)?.[0]).toMatch(
      /<details[^>]*open=""[^>]*><summary[^>]*>Medidas e cores<span[^>]*>\(2\)<\/span>/,
    );
  });
});

async function phone(browser: Browser, lang: Lang, url = screens.models[lang]) {
  const context = await browser.newContext(PHONE);
  return { context, page: await hydratedPage(context, url) };
}

test.describe("the list's first screen on a phone", () => {
  for (const lang of langs) {
    test(`${lang}: the first photo starts in the top 45 % of the screen, the filters and units behind one tap above it, the tabs showing they scroll`, async ({
      browser,
    }) => {
      const { context, page } = await phone(browser, lang);
      const photo = await cards(page).first().locator('img').boundingBox();
      expect(photo).not.toBeNull();
      expect(photo!.y).toBeLessThanOrEqual(0.45 * 844);
      expect(photo!.y + photo!.height).toBeLessThanOrEqual(844);
      // Its name too: what the card is about.
      const name = await cards(page).first().locator('h2').boundingBox();
      expect(name!.y + name!.height).toBeLessThanOrEqual(844);

      // One control holds the availability box, the measures and the units.
      const inTown = page.getByRole('checkbox', { name: words.inTown[lang] });
      const units = page.getByRole('group', { name: words.units[lang] });
      await expect(inTown).toBeHidden();
      await expect(units).toBeHidden();
      const options = page.locator('main form[role="search"] > details > summary');
      await expect(options).toHaveText(words.options[lang]);
      const box = await options.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(photo!.y);
      await options.tap();
      await expect(inTown).toBeVisible();
      await expect(units).toBeVisible();
      await page.locator('main form[role="search"] details details > summary').tap();
      await expect(page.getByRole('combobox', { name: words.eyes[lang], exact: true })).toBeVisible();

      // More tabs than fit: the strip fades at its edge.
      const strip = page.locator('main nav').first();
      const { overflows, mask } = await strip.evaluate((el) => ({
        overflows: el.scrollWidth > el.clientWidth,
        mask: getComputedStyle(el).maskImage || getComputedStyle(el).getPropertyValue('-webkit-mask-image'),
      }));
      expect(overflows).toBe(true);
      expect(mask).toMatch(/gradient/);
      // …and an arrow on it, gone once the strip is scrolled to its end.
      const arrow = page.locator('main nav').first().locator('xpath=following-sibling::span[@aria-hidden="true"]');
      await expect(arrow).toBeVisible();
      await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(arrow).toBeHidden();
      await context.close();
    });

    test(`${lang}: on a desktop the first photos start in the top 35 % of the screen, search, filters and units on one row`, async ({
      browser,
    }) => {
      const context = await browser.newContext(DESKTOP);
      const page = await hydratedPage(context, screens.models[lang]);
      const photo = await cards(page).first().locator('img').boundingBox();
      expect(photo!.y).toBeLessThanOrEqual(0.35 * 900);
      // Nothing hides behind a disclosure here: the box and the units are in view, beside the search.
      const search = await page.getByRole('button', { name: /^(Buscar|Search)$/ }).boundingBox();
      for (const control of [
        page.getByRole('checkbox', { name: words.inTown[lang] }),
        page.getByRole('group', { name: words.units[lang] }),
      ]) {
        await expect(control).toBeVisible();
        const box = await control.boundingBox();
        expect(Math.abs(box!.y + box!.height / 2 - (search!.y + search!.height / 2))).toBeLessThan(4);
      }
      await expect(page.locator('main form[role="search"] > details > summary')).toBeHidden();
      await context.close();
    });
  }
});

test.describe('infinite scroll', () => {
  test('on a phone: the next cards are asked for a screen ahead, the footer never comes before them, nothing moves', async ({
    browser,
  }) => {
    test.slow();
    const context = await browser.newContext(PHONE);
    const asked: string[] = [];
    // A phone's network: each page of cards takes a moment.
    await context.route('**/api/talents?**', async (route) => {
      asked.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const page = await context.newPage();
    let answered = 0;
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/talents?')) answered += 1;
    });
    /** Two frames for the list to see the scroll, then whatever it asked for answered and drawn. */
    const caughtUp = async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect.poll(() => answered, { intervals: [50] }).toBe(asked.length);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    await watchLayoutShifts(page);
    await page.goto(screens.models.pt);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(cards(page)).toHaveCount(20);
    // At rest nothing animates for ever: the next cards' room pulses only while they are on their way.
    expect(await endlessAnimations(page)).toBe(0);
    const height = 844;
    const end = await cards(page)
      .nth(19)
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);

    // Well over a screen before the last card shows: nothing asked yet.
    await page.evaluate((y) => window.scrollTo(0, y), end - height - 1.6 * height);
    await caughtUp();
    expect(asked).toHaveLength(0);
    // Less than a screen before it: the next cards are on their way.
    await page.evaluate((y) => window.scrollTo(0, y), end - height - 0.8 * height);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect.poll(() => endlessAnimations(page), { intervals: [25] }).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(40);

    // Page after page to the end of the roster, each asked for from less than a screen before the
    // last card: the footer stays out of view while cards are to come, and shows after the last.
    const footer = page.locator('#footer');
    const footerInView = async () => (await footer.evaluate((el) => el.getBoundingClientRect().top)) < height;
    const next = page.locator('main nav a[rel="next"]');
    for (let shown = 40; (await next.count()) > 0;) {
      const bottom = await cards(page)
        .last()
        .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      const before = asked.length;
      await page.evaluate((y) => window.scrollTo(0, y), bottom - height - 0.8 * height);
      await expect.poll(() => asked.length, { intervals: [50] }).toBeGreaterThan(before);
      expect(await footerInView(), 'the footer while cards are on their way').toBe(false);
      await caughtUp();
      // Answered is not yet drawn: the page parses the cards and React renders them after the response.
      await expect.poll(() => cards(page).count(), { message: 'the next cards drawn' }).toBeGreaterThan(shown);
      shown = await cards(page).count();
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await footerInView(), 'the footer after the last card').toBe(true);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });
});

/** Three hearts on the list, then the favourites. */
async function threeFavorites(page: Page, lang: Lang): Promise<void> {
  await page.goto(screens.models[lang]);
  for (let i = 0; i < 3; i++) {
    await cards(page)
      .nth(i)
      .getByRole('button', { name: new RegExp(`^${words.favorite[lang]}`) })
      .click();
    await expect(cards(page).nth(i).getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  }
}

/** The widths of an action row's shown buttons (a link in both unit systems shows one), and the row's. */
async function rowWidths(page: Page, selector: string): Promise<{ widths: number[]; row: number }> {
  return page.locator(selector).evaluate((row) => ({
    widths: [...row.querySelectorAll('a, button')]
      .map((button) => Math.round(button.getBoundingClientRect().width))
      .filter((width) => width > 0),
    row: Math.round(row.getBoundingClientRect().width),
  }));
}

test.describe('favourites and a shared selection are presentations first', () => {
  for (const [name, options] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${name}: the talents large, the actions of one width, the budget request after them`, async ({ browser }) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await threeFavorites(page, 'pt');
      await page.goto(screens.favorites.pt);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      // Each card's photo frame (the link's first box; the availability's room follows the name).
      const photos = page.locator('main li a > div:first-child');
      await expect(photos).toHaveCount(3);
      const width = options.viewport.width;
      // Two columns on a phone, five on a desktop (the spec's grid): no thumbnail under a sixth of the screen.
      expect((await photos.first().boundingBox())!.width).toBeGreaterThan(width / (name === 'phone' ? 2.6 : 6));
      const share = await rowWidths(page, '#share-title ~ div');
      expect(new Set(share.widths).size).toBe(1);
      if (name === 'phone') expect(share.widths[0]).toBe(share.row);
      const lastPhoto = await photos.last().boundingBox();
      const budget = await page.locator('#budget-title').boundingBox();
      expect(budget!.y).toBeGreaterThan(lastPhoto!.y + lastPhoto!.height);

      // The same talents as a shared selection.
      await page.getByTestId('selection-link').click();
      await expect(page.getByTestId('selection-count')).toBeVisible();
      const shown = page.locator('main li a > div');
      await expect(shown).toHaveCount(3);
      expect((await shown.first().boundingBox())!.width).toBeGreaterThan(width / (name === 'phone' ? 2.6 : 6));
      for (const row of ['main section[aria-labelledby="selection-list-title"] > div:has(> ul) + div', '#share-title ~ div']) {
        const { widths, row: full } = await rowWidths(page, row);
        expect(widths.length).toBeGreaterThan(1);
        expect(new Set(widths).size).toBe(1);
        if (name === 'phone') expect(widths[0]).toBe(full);
      }
      await context.close();
    });
  }
});
