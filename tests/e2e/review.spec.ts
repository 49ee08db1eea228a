import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storedRows } from './agency-db';
import { isExcluded, roster, slug, type ApiTalent } from './agency';
import { langs, screens, type Lang } from './routes';
import { pdfText } from '../unit/pdf-text';

/**
 * Issue 40: the client replies. Verdicts, an order and notes on a shared
 * selection or the favourites, held in the URL's fragment; the reply in the
 * budget request; a clash of availability with the job's dates; the
 * decision kit.
 */

type Tree = { [key: string]: string | Tree };
const messages = Object.fromEntries(
  langs.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join('messages', `${lang}.json`), 'utf8')) as Tree]),
) as Record<Lang, Tree>;
/** A message as written (`Review.verdicts.yes`), with `{name}`-style arguments filled in. */
function word(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<string | Tree>((tree, part) => (tree as Tree)[part]!, messages[lang]);
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), found as string);
}

const selectionWord: Record<Lang, string> = { pt: '/selecao/', en: '/en/selection/', es: '/es/seleccion/' };
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => Date.parse(isoDay(Date.now()));

const main = (page: Page) => page.locator('main');
const cards = (page: Page) => main(page).locator('ul[aria-label] > li');
const card = (page: Page, talent: { id: number }) => main(page).locator(`li[data-talent-id="${talent.id}"]`);
const verdict = (page: Page, lang: Lang, talent: ApiTalent, which: 'yes' | 'maybe' | 'no'): Locator =>
  card(page, talent)
    .getByRole('group', { name: word(lang, 'ReviewBoard.verdictGroup', { name: talent.name }) })
    .getByRole('button', { name: word(lang, `Review.verdicts.${which}`), exact: true });
const order = (page: Page) => cards(page).evaluateAll((items) => items.map((li) => Number((li as HTMLElement).dataset.talentId)));

let visible: ApiTalent[];

test.beforeAll(async () => {
  visible = ((await roster()) as ApiTalent[]).filter((t) => !isExcluded(t));
});

test('pt: a client reviews a selection (verdicts, order by keyboard and by dragging, a note), filters it, and a forwarded link shows the same review', async ({
  page,
  browser,
}) => {
  const [first, second, third] = visible.slice(0, 3) as [ApiTalent, ApiTalent, ApiTalent];
  const ids = [first, second, third].map((t) => t.id).join('-');
  const served = await page.request.get(`${selectionWord.pt}${ids}`);
  const html = await served.text();
  // The server draws the controls and says, for a browser without script, what they need.
  expect(html).toContain(word('pt', 'ReviewBoard.noscript'));
  expect(html).toContain(word('pt', 'ReviewBoard.verdictGroup', { name: first.name }));
  await page.goto(`${selectionWord.pt}${ids}`);
  await expect.poll(() => order(page)).toEqual([first.id, second.id, third.id]);

  await verdict(page, 'pt', second, 'yes').click();
  await verdict(page, 'pt', first, 'maybe').click();
  await verdict(page, 'pt', third, 'no').click();
  const announced = main(page).locator('[aria-live="polite"].sr-only');
  await expect(announced).toHaveText(word('pt', 'ReviewBoard.counted', { chosen: 2, undecided: 0 }));
  await expect(verdict(page, 'pt', second, 'yes')).toHaveAttribute('aria-pressed', 'true');
  await expect(verdict(page, 'pt', second, 'no')).toHaveAttribute('aria-pressed', 'false');
  await card(page, second)
    .getByLabel(word('pt', 'ReviewBoard.intentLabel', { name: second.name }))
    .selectOption({ label: word('pt', 'Review.intents.option') });
  const note = 'Perfeita para a campanha — “verão”';
  await card(page, second)
    .getByLabel(word('pt', 'ReviewBoard.noteLabel', { name: second.name }))
    .fill(note);

  // By keyboard: the move button keeps focus, the new place is announced and numbered.
  const earlier = card(page, second).getByRole('button', { name: word('pt', 'ReviewBoard.earlier', { name: second.name }) });
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => order(page)).toEqual([second.id, first.id, third.id]);
  await expect(earlier).toBeFocused();
  await expect(announced).toHaveText(word('pt', 'ReviewBoard.moved', { name: second.name, rank: 1, count: 3 }));
  await expect(card(page, second).getByTestId('review-rank')).toContainText('1');
  // The first card's "earlier" does nothing and says so.
  await expect(earlier).toHaveAttribute('aria-disabled', 'true');

  // By dragging: the third talent's number onto the second place.
  await card(page, third).getByTestId('review-rank').dragTo(card(page, first));
  await expect.poll(() => order(page)).toEqual([second.id, third.id, first.id]);

  // The filter, with counts; nothing is lost by filtering.
  const filter = main(page).getByRole('group', { name: word('pt', 'ReviewBoard.filterLabel') });
  await filter.getByRole('button', { name: word('pt', 'ReviewBoard.filters.chosen', { count: 2 }) }).click();
  await expect(cards(page).locator('visible=true')).toHaveCount(2);
  await expect(card(page, third)).toBeHidden();
  await filter.getByRole('button', { name: word('pt', 'ReviewBoard.filters.undecided', { count: 0 }) }).click();
  await expect(main(page).getByText(word('pt', 'ReviewBoard.emptyFilter'))).toBeVisible();
  await filter.getByRole('button', { name: word('pt', 'ReviewBoard.filters.all', { count: 3 }) }).click();

  // The address bar holds the review, in the fragment only.
  await expect(page).toHaveURL(/#r1,/);
  const forwarded = page.url();
  expect(new URL(forwarded).pathname).toBe(`${selectionWord.pt}${ids}`);

  // "Copy the link with my review" copies the same address.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await main(page)
    .getByRole('button', { name: word('pt', 'ReviewBoard.copy') })
    .click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(forwarded);

  // A director opens the forwarded link in another browser: the same verdicts, note, next step and order.
  const director = await browser.newContext();
  try {
    const other = await director.newPage();
    await other.goto(forwarded);
    await other.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(verdict(other, 'pt', second, 'yes')).toHaveAttribute('aria-pressed', 'true');
    await expect(verdict(other, 'pt', first, 'maybe')).toHaveAttribute('aria-pressed', 'true');
    await expect(verdict(other, 'pt', third, 'no')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(other, second).getByLabel(word('pt', 'ReviewBoard.noteLabel', { name: second.name }))).toHaveValue(note);
    await expect(card(other, second).getByLabel(word('pt', 'ReviewBoard.intentLabel', { name: second.name }))).toHaveValue(
      'option',
    );
    await expect.poll(() => order(other)).toEqual([second.id, third.id, first.id]);
    await expect(card(other, first).getByTestId('review-rank')).toContainText('3');
  } finally {
    await director.close();
  }
});

test('a link whose review does not read is ignored with a quiet note; without JavaScript the selection reads as before', async ({
  page,
  browser,
}) => {
  const [first, second] = visible.slice(3, 5) as [ApiTalent, ApiTalent];
  const ids = `${first.id}-${second.id}`;
  await page.goto(`${selectionWord.en}${ids}#r9,${first.id}yx`);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: word('en', 'ReviewBoard.ignored') }),
  ).toBeVisible();
  await expect.poll(() => order(page)).toEqual([first.id, second.id]);
  await expect(verdict(page, 'en', first, 'yes')).toHaveAttribute('aria-pressed', 'false');

  // A talent no longer in the selection: the rest of the review is kept.
  await page.goto('about:blank');
  await page.goto(`${selectionWord.en}${ids}#r1,999999999yx,${second.id}nx`);
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: word('en', 'ReviewBoard.partial') }),
  ).toBeVisible();
  await expect(verdict(page, 'en', second, 'no')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => order(page)).toEqual([second.id, first.id]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await noScript.newPage();
    await reader.goto(`${selectionWord.en}${ids}`);
    await expect(reader.getByText(word('en', 'ReviewBoard.noscript'))).toBeVisible();
    await expect(reader.getByRole('button', { name: word('en', 'Review.verdicts.yes'), exact: true })).toHaveCount(0);
    await expect(reader.locator('main ul[aria-label] > li')).toHaveCount(2);
    await expect(reader.getByRole('link', { name: new RegExp(first.name) }).first()).toBeVisible();
  } finally {
    await noScript.close();
  }
});

test('en: favourites reviewed and sent: the items carry verdict, rank, note and intent; a clash with the dates shows on the card and in the message', async ({
  page,
}) => {
  const stillAway = (t: ApiTalent) =>
    t.availability?.status === 'away' &&
    Boolean(t.availability.city) &&
    (!t.availability.until || Date.parse(t.availability.until) >= today() + 3 * DAY);
  const away = visible.find(stillAway)!;
  const inTown = visible.find((t) => t.availability?.status === 'in_town' && !t.availability.until)!;
  const kept = [inTown, away];
  const map = Object.fromEntries(
    kept.map((t, i) => [String(t.id), { id: t.id, name: t.name, cover: null, slug: slug(t.name), gender: t.gender, added: i }]),
  );
  await page.addInitScript((value) => localStorage.setItem('favorites', value), JSON.stringify(map));
  await page.goto(screens.favorites.en);
  await expect(cards(page)).toHaveCount(2);
  await expect.poll(() => order(page)).toEqual([inTown.id, away.id]);

  await verdict(page, 'en', away, 'yes').click();
  await verdict(page, 'en', inTown, 'maybe').click();
  await card(page, away)
    .getByRole('button', { name: word('en', 'ReviewBoard.earlier', { name: away.name }) })
    .click();
  await card(page, inTown)
    .getByLabel(word('en', 'ReviewBoard.intentLabel', { name: inTown.name }))
    .selectOption({ label: word('en', 'Review.intents.casting') });
  await card(page, away)
    .getByLabel(word('en', 'ReviewBoard.noteLabel', { name: away.name }))
    .fill('First choice,\nif free');
  await expect(page).toHaveURL(/\/en\/favorites#r1,/);

  const form = main(page).locator('form');
  const f = (key: string) => word('en', `Form.${key}`);
  const b = (key: string) => word('en', `Brief.${key}`);
  // Nothing is said before the dates are given; then the talent away is warned of, politely, on its card.
  const clash = card(page, away).getByTestId('review-clash');
  await expect(clash).toBeEmpty();
  await expect(clash).toHaveAttribute('aria-live', 'polite');
  const card0 = await card(page, away).boundingBox();
  await form.getByLabel(b('shootFrom'), { exact: true }).fill(isoDay(today() + 2 * DAY));
  await form.getByLabel(b('shootTo'), { exact: true }).fill(isoDay(today() + 3 * DAY));
  await expect(clash).toContainText(`Away in ${away.availability!.city}`);
  await expect(clash).toContainText('within your dates');
  await expect(card(page, inTown).getByTestId('review-clash')).toBeEmpty();
  // Over the photo: the card keeps its size.
  expect((await card(page, away).boundingBox())?.height).toBe(card0?.height);
  const clashText = (await clash.textContent())!;
  // The route the cards ask takes real days only.
  for (const bad of ['from=2026-02-30', 'to=tomorrow', `from=${isoDay(today())}&from=${isoDay(today())}`])
    expect((await page.request.get(`/api/talents/availability?ids=${away.id}&locale=en&${bad}`)).status(), bad).toBe(400);

  const email = `review-${Date.now()}@example.com`;
  await form.getByLabel(f('name'), { exact: true }).fill('Casting Review');
  await form.getByLabel(f('email'), { exact: true }).fill(email);
  await form.getByLabel(f('phone'), { exact: true }).fill('+55 11 99999-0000');
  await form.getByLabel(f('message'), { exact: true }).fill('Options for the spring campaign, please.');
  await form.getByRole('button', { name: f('send') }).click();
  await expect(form.getByRole('button', { name: f('sent') })).toBeVisible();

  const rows = storedRows<{ message: string; favorites: string }>(
    'SELECT message, favorites FROM budget_requests WHERE email = ?',
    email,
  );
  expect(rows).toHaveLength(1);
  expect(JSON.parse(rows[0]!.favorites)).toEqual([
    { id: away.id, name: away.name, rank: 1, verdict: 'yes', note: 'First choice,\nif free' },
    { id: inTown.id, name: inTown.name, rank: 2, verdict: 'maybe', intent: 'casting' },
  ]);
  const lines = rows[0]!.message.split(/\r?\n/);
  expect(lines[0]).toBe('Options for the spring campaign, please.');
  expect(lines).toContain(`1. ${away.name}: Yes · “First choice, if free” · ${clashText}`);
  expect(lines).toContain(`2. ${inTown.name}: Maybe · ${word('en', 'Review.intents.casting')}`);
});

test('es: with a review, the package is the decision kit: the client’s order, verdicts, notes and next steps, "Prepared for" on every page', async ({
  page,
}) => {
  const [first, second] = visible.slice(5, 7) as [ApiTalent, ApiTalent];
  await page.goto(`${selectionWord.es}${first.id}-${second.id}`);
  // Without a review the package is today's: a plain link, its PDF in the page's order.
  const packageLink = main(page).getByRole('link', { name: word('es', 'Selection.package'), exact: true });
  await verdict(page, 'es', second, 'yes').click();
  await verdict(page, 'es', first, 'no').click();
  await card(page, second)
    .getByRole('button', { name: word('es', 'ReviewBoard.earlier', { name: second.name }) })
    .click();
  await card(page, second)
    .getByLabel(word('es', 'ReviewBoard.intentLabel', { name: second.name }))
    .selectOption({ label: word('es', 'Review.intents.confirm') });
  await card(page, second)
    .getByLabel(word('es', 'ReviewBoard.noteLabel', { name: second.name }))
    .fill('La elegida');
  await main(page).locator('form').getByLabel(word('es', 'Brief.company'), { exact: true }).fill('Marca Ejemplo');

  const [download] = await Promise.all([page.waitForEvent('download'), packageLink.click()]);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = await pdfText(bytes);
  expect(pages.length).toBeGreaterThan(1);
  const cover = pages[0]!;
  expect(cover).toContain(word('es', 'DecisionKit.title'));
  // The client's order: the chosen one first, with what was said of each.
  expect(cover.indexOf(second.name)).toBeLessThan(cover.indexOf(first.name));
  for (const text of [
    word('es', 'Review.verdicts.yes'),
    word('es', 'Review.intents.confirm'),
    'La elegida',
    word('es', 'Review.verdicts.no'),
  ])
    expect(cover).toContain(text);
  for (const text of pages) expect(text).toMatch(/Preparado para Marca Ejemplo · \d/);
  // The review went in the request's body: the address the PDF came from has no review in it.
  expect(download.url()).not.toContain('La elegida');
});
