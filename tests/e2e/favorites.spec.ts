import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedRows } from './agency-db';
import { isExcluded, roster, slug } from './agency';
import { screens } from './routes';
import { layoutShift, watchLayoutShifts } from './layout-shift';
import { endlessAnimations } from './animations';

const main = (page: Page) => page.locator('main');

/** Favourites as the site stores them (lib/browser/favorites.ts), in this order, written before each load's scripts run. */
async function withFavorites(page: Page, talents: readonly { id: number; name: string }[]) {
  const map = Object.fromEntries(
    talents.map((t, added) => [String(t.id), { id: t.id, name: t.name, cover: null, slug: slug(t.name), added }]),
  );
  await page.addInitScript((value) => localStorage.setItem('favorites', value), JSON.stringify(map));
}

/** The visible talents of the roster, the longest names first. */
async function longestNames(count: number): Promise<{ id: number; name: string }[]> {
  const visible = (await roster()).filter((t) => !isExcluded(t));
  return [...visible].sort((a, b) => b.name.length - a.name.length || a.id - b.id).slice(0, count);
}

/** How many of a grid's cards share its first card's row (the columns, once there are more cards than that). */
function firstRow(list: Locator): Promise<number> {
  return list.locator(':scope > li').evaluateAll((items) => {
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  });
}

/** Whether a name is drawn whole: no line clamp, and nothing of it overflows its box. */
function wholeName(name: Locator): Promise<{ clamp: string; overflow: string; hiddenRows: number; hiddenWidth: number }> {
  return name.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      clamp: style.getPropertyValue('-webkit-line-clamp'),
      overflow: style.textOverflow,
      // Whole lines the box does not show (a pixel of a display face's glyphs past its line box is no row).
      hiddenRows: Math.floor((element.scrollHeight - element.clientHeight) / parseFloat(style.lineHeight)),
      hiddenWidth: element.scrollWidth - element.clientWidth,
    };
  });
}

/** The name of the talent a card's heart is for, read from its accessible name. */
async function heartName(page: Page, index: number): Promise<string> {
  const label = await main(page).locator('article').nth(index).getByRole('button').getAttribute('aria-label');
  const name = /^Favoritar (.+)$/.exec(label ?? '')?.[1];
  if (!name) throw new Error(`unexpected heart label: ${label}`);
  return name;
}

async function fillBudget(page: Page, email: string) {
  const form = main(page).locator('form');
  await form.getByLabel('Nome').fill('Agência Teste');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefone').fill('+55 61 99999-0000');
  await form.getByLabel('Mensagem').fill('Campanha de verão, duas diárias em Brasília.');
}

test('three favourites from the list and a profile survive a reload; one removed; the budget request stores the other two', async ({
  page,
}) => {
  await page.goto(screens.models.pt);
  const first = await heartName(page, 0);
  const second = await heartName(page, 1);
  await main(page)
    .getByRole('button', { name: `Favoritar ${first}`, exact: true })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^${first} foi adicionad[ao] aos favoritos\\.$`) }),
  ).toBeVisible();
  await main(page)
    .getByRole('button', { name: `Favoritar ${second}`, exact: true })
    .click();
  await expect(main(page).getByRole('button', { name: `Favoritar ${first}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The third one from its profile.
  const third = await heartName(page, 2);
  await main(page).locator('article').nth(2).getByRole('link').click();
  await expect(main(page).locator('h1')).toContainText(third);
  await main(page)
    .getByRole('button', { name: `Favoritar ${third}`, exact: true })
    .click();
  await expect(main(page).getByRole('button', { name: `Favoritar ${third}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto(screens.favorites.pt);
  await page.reload();
  const list = main(page).getByRole('list', { name: 'Seus talentos favoritos' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const name of [first, second, third]) {
    await expect(list.getByRole('link', { name: `Ver perfil de ${name}` })).toBeVisible();
  }
  await expect(main(page).getByRole('heading', { name: '3 talentos' })).toBeVisible();
  // In the order they were hearted (the list's first three, A to Z), not by id, and the share link the same.
  const profileLinks = list.getByRole('link', { name: /^Ver perfil de / });
  expect(await profileLinks.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual(
    [first, second, third].map((name) => `Ver perfil de ${name}`),
  );
  const ids = await profileLinks.evaluateAll((links) => links.map((link) => /\/(\d+)\//.exec(link.getAttribute('href')!)![1]));
  await expect(main(page).getByTestId('selection-link')).toHaveAttribute('href', new RegExp(`/selecao/${ids.join('-')}$`));
  // Each favourite carries its measures from the card it was hearted on: the height first, in metres
  // until the visitor picks inches (the other system is rendered too, hidden).
  for (const item of await list.getByRole('listitem').all()) {
    await expect(item.locator('dd .unit-cm').first()).toHaveText(/^\d,\d{2} m$/);
    await expect(item.locator('dd .unit-in').first()).toBeHidden();
  }

  // The menu shows the count.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog').getByTestId('favorites-count')).toHaveText('3');
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar menu' }).click();

  // Remove one: focus stays in the list, a warning names the talent.
  await list.getByRole('button', { name: `Remover ${first} dos favoritos` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^${first} foi removid[ao] dos favoritos\\.$`) }),
  ).toBeVisible();
  await expect(list.getByRole('button', { name: `Remover ${second} dos favoritos` })).toBeFocused();

  const email = `budget-${Date.now()}@example.com`;
  await fillBudget(page, email);
  const send = main(page).getByRole('button', { name: /Enviar|Enviando|Enviado/ });
  const sentLine = main(page).locator('form').getByRole('status');
  await expect(sentLine).toBeEmpty();
  // Where the button stands on the page (not in the viewport: the click may scroll it into view).
  const onPage = () => send.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const buttonBefore = await onPage();
  const sentFrom = await page.evaluate(() => Date.now());
  await send.click();
  await expect(send).toHaveText('Enviado');
  await expect(send).toBeDisabled();
  // 2.5 s later the form is empty again, the favourites are still there.
  await expect(send).toHaveText('Enviar', { timeout: 5000 });
  const sentBy = await page.evaluate(() => Date.now());
  await expect(main(page).getByLabel('Nome')).toHaveValue('');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // A line stays to say the request went: when (the visitor's clock, as the language writes it) and for how many.
  await expect(sentLine).toHaveText(/^Pedido de orçamento enviado às? \d{2}:\d{2} para 2 talentos\.$/);
  const minutes = await page.evaluate(
    (instants) => instants.map((at) => new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short' }).format(at)),
    [sentFrom, sentBy],
  );
  expect(minutes).toContain(/\d{2}:\d{2}/.exec((await sentLine.textContent()) ?? '')?.[0]);
  // Beside the button: nothing above it has moved.
  expect(await onPage()).toBe(buttonBefore);

  const rows = storedRows<{ language: string; name: string; favorites: string }>(
    'SELECT language, name, favorites FROM budget_requests WHERE email = ?',
    email,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]?.language).toBe('pt');
  expect(
    JSON.parse(rows[0]?.favorites ?? '[]')
      .map((f: { name: string }) => f.name)
      .sort(),
  ).toEqual([second, third].sort());
});

for (const [device, options] of [
  ['a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['a desktop', { viewport: { width: 1280, height: 900 } }],
] as const) {
  test(`on ${device}, the favourites and their share bar arrive where their placeholders were: nothing below moves`, async ({
    browser,
  }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const hydrated = () => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.goto(screens.models.en);
    await hydrated();
    // Hearted on the list, so that each favourite carries its measures as visitors' do.
    for (const index of [0, 1, 2]) await main(page).locator('article').nth(index).getByRole('button').click();
    await expect
      .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}')).length))
      .toBe(3);

    await watchLayoutShifts(page);
    // The served page holds the share bar, waiting for the list; the inline script counts what is stored.
    const served = await page.goto(screens.favorites.en);
    expect(await served!.text()).toContain('id="share-title"');
    await hydrated();
    await expect(main(page).getByRole('list', { name: 'Your favorite talents' }).getByRole('listitem')).toHaveCount(3);
    await expect(main(page).getByTestId('selection-link')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.favorites)).toBe('3');
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });
}

for (const width of [1024, 1280, 1440, 1920]) {
  test(`at ${width} px, the favourites and a selection shared from them show five columns`, async ({ page }) => {
    const kept = (await roster()).filter((t) => !isExcluded(t)).slice(0, 7);
    await withFavorites(page, kept);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(screens.favorites.pt);
    const favorites = main(page).getByRole('list', { name: 'Seus talentos favoritos' });
    await expect(favorites.getByRole('listitem')).toHaveCount(7);
    expect(await firstRow(favorites)).toBe(5);

    const link = main(page).getByTestId('selection-link');
    await page.goto(new URL((await link.getAttribute('href'))!).pathname);
    const selection = main(page).getByRole('list', { name: 'Talentos desta seleção' });
    await expect(selection.getByRole('listitem')).toHaveCount(7);
    expect(await firstRow(selection)).toBe(5);
  });
}

test('on a phone, the favourites and a shared selection show whole names, and the cards land where their placeholders were', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const kept = await longestNames(6);
  await withFavorites(page, kept);
  await watchLayoutShifts(page);
  const answered = page.waitForResponse((r) => r.url().includes('/api/talents/availability?'));
  await page.goto(screens.favorites.pt);
  const favorites = main(page).getByRole('list', { name: 'Seus talentos favoritos' });
  await expect(favorites.getByRole('listitem')).toHaveCount(kept.length);
  // The availability lines have come too (into the room kept for them).
  expect((await answered).ok()).toBe(true);
  // Two columns on a phone.
  expect(await firstRow(favorites)).toBe(2);
  for (const talent of kept) {
    const name = favorites.getByText(talent.name, { exact: true });
    await expect(name).toBeVisible();
    expect(await wholeName(name), talent.name).toEqual({ clamp: 'none', overflow: 'clip', hiddenRows: 0, hiddenWidth: 0 });
  }
  // The longest names fit the room the placeholders kept: nothing below moved when they arrived.
  expect(await layoutShift(page)).toBe(0);

  await page.goto(`/selecao/${kept.map((t) => t.id).join('-')}`);
  const selection = main(page).getByRole('list', { name: 'Talentos desta seleção' });
  for (const talent of kept) {
    const name = selection.getByRole('heading', { name: talent.name, exact: true });
    await expect(name).toBeVisible();
    expect(await wholeName(name), talent.name).toEqual({ clamp: 'none', overflow: 'clip', hiddenRows: 0, hiddenWidth: 0 });
  }
  await context.close();
});

test('the empty favourites screen points to the models and cannot send', async ({ page }) => {
  await page.goto(screens.favorites.en);
  await expect(main(page)).toContainText('You have no favorites yet.');
  await expect(main(page).getByRole('link', { name: 'Browse models' })).toHaveAttribute('href', '/en/models');
  await expect(main(page).getByRole('button', { name: 'Send' })).toBeDisabled();
  // The card's shape that keeps the message's height is still: nothing is loading.
  await expect.poll(() => endlessAnimations(page)).toBe(0);
});

test("the budget form's 'About the job' rule runs above its title, the width of the form", async ({ page }) => {
  await page.goto(screens.favorites.en);
  const brief = main(page).getByRole('group', { name: 'About the job' });
  await expect(brief).toBeVisible();
  const { fieldset, legend, border } = await brief.evaluate((el) => {
    const box = (node: Element) => {
      const { top, left, width } = node.getBoundingClientRect();
      return { top, left, width };
    };
    return { fieldset: box(el), legend: box(el.querySelector('legend')!), border: getComputedStyle(el).borderTopWidth };
  });
  // A legend left in the border sits on the fieldset's top edge, the rule through its middle
  // (beside the title, at its cap height); laid out inside, it starts below the rule and its padding.
  expect(border).toBe('1px');
  expect(legend.top - fieldset.top).toBeGreaterThanOrEqual(16);
  expect(legend.left).toBeCloseTo(fieldset.left, 0);
  expect(legend.width).toBeCloseTo(fieldset.width, 0);
});

test('favourites hold at most 200 talents: a heart past them says so and keeps nothing', async ({ page }) => {
  await page.addInitScript(() => {
    // Only on the first load: the test reads what the heart stored afterwards.
    if (window.localStorage.getItem('favorites')) return;
    const full: Record<string, unknown> = {};
    for (let id = 900_001; id <= 900_200; id += 1) full[id] = { id, name: `Talento ${id}`, cover: null, slug: `t-${id}` };
    window.localStorage.setItem('favorites', JSON.stringify(full));
  });
  await page.goto(screens.models.pt);
  const first = await heartName(page, 0);
  const heart = main(page).getByRole('button', { name: `Favoritar ${first}`, exact: true });
  await heart.click();
  await expect(
    page.getByRole('alert').filter({
      hasText: `Seus favoritos guardam até 200 talentos. Remova um para adicionar ${first}.`,
    }),
  ).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}')).length)).toBe(200);
});

test('a corrupt favourites value does not break the screen', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('favorites', '{broken'));
  await page.goto(screens.favorites.es);
  await expect(main(page)).toContainText('Todavía no tienes favoritos.');
});

test('a failing back office shows the error and keeps everything typed', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'favorites',
      JSON.stringify({ '901': { id: 901, name: 'Teste Falha', cover: null, slug: 'teste-falha' } }),
    ),
  );
  // The site's route answers as it does when the agency API cannot store the request.
  await page.route('**/api/forms/budget**', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"The agency could not store the form"}' }),
  );
  await page.clock.install();
  await page.goto(screens.favorites.pt);
  await fillBudget(page, 'falha@example.com');
  await main(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(main(page).getByRole('alert')).toContainText('Não foi possível enviar');
  await expect(main(page).getByRole('button', { name: 'Enviar' })).toBeEnabled();
  // Past the 2.5 s after which a sent form would reset, in the page's own time.
  await page.clock.runFor(3000);
  await expect(main(page).getByLabel('Nome')).toHaveValue('Agência Teste');
  await expect(main(page).getByLabel('E-mail')).toHaveValue('falha@example.com');
  await expect(main(page).getByLabel('Mensagem')).toHaveValue('Campanha de verão, duas diárias em Brasília.');
});

test.describe('the budget endpoint', () => {
  const fields = { name: 'Ana', email: 'ana@example.com', phone: '61 9999-0000', message: 'Olá' };
  const ip = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });

  test('refuses more than 200 favourites with a field error key', async ({ request }) => {
    const many = Array.from({ length: 201 }, (_, i) => ({ id: i + 1, name: `T${i}` }));
    const response = await request.post('/api/forms/budget?lang=pt', {
      multipart: { ...fields, favorites: JSON.stringify(many) },
      headers: ip(1),
    });
    expect(response.status()).toBe(422);
    expect((await response.json()).errors).toEqual({ favorites: ['tooManyFavorites'] });
  });

  test('refuses unknown fields, bodies that are not forms and oversize bodies', async ({ request }) => {
    const unknown = await request.post('/api/forms/budget', {
      multipart: { ...fields, favorites: '[{"id":1,"name":"A"}]', role: 'admin' },
      headers: ip(2),
    });
    expect(unknown.status()).toBe(400);
    const json = await request.post('/api/forms/budget', { data: fields, headers: ip(2) });
    expect(json.status()).toBe(415);
    const big = await request.post('/api/forms/budget', {
      multipart: { ...fields, message: 'x'.repeat(400_000), favorites: '[{"id":1,"name":"A"}]' },
      headers: ip(2),
    });
    expect(big.status()).toBe(413);
  });

  test('limits submissions per client address', async ({ request }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await request.post('/api/forms/budget', { multipart: { name: '' }, headers: ip(3) });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    const other = await request.post('/api/forms/budget', { multipart: { name: '' }, headers: ip(4) });
    expect(other.status()).toBe(422);
  });
});

test('a heart’s toast is in one live region, so it is announced once', async ({ page }) => {
  await page.goto(screens.models.pt);
  const name = await heartName(page, 0);
  await main(page)
    .getByRole('button', { name: `Favoritar ${name}`, exact: true })
    .click();
  const toast = page.getByRole('status').filter({ hasText: new RegExp(`^${name} foi adicionad[ao] aos favoritos\\.$`) });
  await expect(toast).toBeVisible();
  // The toast and every element around it that a screen reader treats as a live region.
  const liveRegions = await toast.evaluate((element) => {
    const live: string[] = [];
    for (let at: Element | null = element; at; at = at.parentElement) {
      const ariaLive = at.getAttribute('aria-live');
      const role = at.getAttribute('role');
      const implicit = role === 'status' || role === 'alert' || role === 'log';
      if (ariaLive ? ariaLive !== 'off' : implicit) live.push(at.outerHTML.slice(0, 60));
    }
    return live;
  });
  expect(liveRegions).toHaveLength(1);
});
