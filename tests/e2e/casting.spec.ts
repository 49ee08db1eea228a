import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findTalent, isExcluded, roster, slug, type ApiTalent } from './agency';
import { E2E } from './env';
import { startFaultStack, type FaultSite, type FaultStack } from './fault-site';

/**
 * What a casting director reads first (docs/decisions/0052): where the talent
 * can be booked, the polaroids' days, the slate before the other videos; and the
 * models list's availability=in_town.
 */

const DAY = 86_400_000;
const today = () => new Date(new Date().toISOString().slice(0, 10)).getTime();
const stillHolds = (t: ApiTalent) =>
  Boolean(t.availability) && (!t.availability?.until || Date.parse(t.availability.until) >= today());
const profileUrl = (prefix: string, t: ApiTalent) => `${prefix}/${t.id}/${slug(t.name)}`;

test('a profile says, in the served HTML and in each language, where the talent can be booked', async ({ request }) => {
  const away = await findTalent((t) => stillHolds(t) && t.availability?.status === 'away' && Boolean(t.availability.city));
  const inTown = await findTalent((t) => stillHolds(t) && t.availability?.status === 'in_town');
  for (const [prefix, awayWord, inTownWord] of [
    ['/modelos', 'Fora', 'Na cidade'],
    ['/en/models', 'Away', 'In town'],
    ['/es/modelos', 'Fuera', 'En la ciudad'],
  ] as const) {
    const awayHtml = await (await request.get(profileUrl(prefix, away))).text();
    expect(awayHtml).toMatch(new RegExp(`data-testid="availability"[^>]*>${awayWord} · ${away.availability!.city}`));
    const inTownHtml = await (await request.get(profileUrl(prefix, inTown))).text();
    expect(inTownHtml).toMatch(new RegExp(`data-testid="availability"[^>]*>${inTownWord}`));
  }
  // A talent the back office says nothing of shows nothing.
  const silent = await findTalent((t) => !t.availability);
  expect(await (await request.get(profileUrl('/modelos', silent))).text()).not.toContain('data-testid="availability"');
});

test('the polaroids show the day each was taken, the tab how recent the newest is, and the older ones are marked', async ({
  page,
}) => {
  const talent = await findTalent((t) => {
    const days = (t.polaroids ?? []).map((p) => (today() - Date.parse(p.taken_at ?? '')) / DAY);
    return days.length > 0 && days.some((d) => d > 200) && days.some((d) => d < 150) && t.compo.length > 0;
  });
  await page.goto(profileUrl('/en/models', talent));
  const tab = page.getByRole('tab', { name: /Polaroids/ });
  await expect(tab).toContainText(/newest: \d+ (days?|weeks?|months?) ago|newest: today/);
  await tab.click();
  const captions = page.getByRole('tabpanel').locator('figcaption time');
  await expect(captions).toHaveCount(talent.polaroids!.length);
  expect(await captions.evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))).toEqual(
    talent.polaroids!.map((p) => p.taken_at),
  );
  const older = talent.polaroids!.filter((p) => today() - Date.parse(p.taken_at!) > 184 * DAY).length;
  await expect(page.getByRole('tabpanel').getByText('over six months old')).toHaveCount(older);
});

test('on a phone the gallery tabs keep to one line and the older mark to one box, in Spanish too', async ({ browser }) => {
  const talent = await findTalent((t) => {
    const days = (t.polaroids ?? []).map((p) => (today() - Date.parse(p.taken_at ?? '')) / DAY);
    return days.some((d) => d > 200) && t.compo.length > 0;
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(profileUrl('/es/modelos', talent));
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  for (const tab of await tabs.all()) expect((await tab.boundingBox())!.height).toBeLessThanOrEqual(44);
  await page.getByRole('tab', { name: /Polaroids/ }).click();
  const mark = page.getByRole('tabpanel').getByText('más de seis meses').first();
  await expect(mark).toBeVisible();
  // One line of text in its border (it wrapped, the border split across two lines).
  expect(await mark.evaluate((el) => el.getClientRects().length)).toBe(1);
  expect((await mark.boundingBox())!.height).toBeLessThan(30);
  await context.close();
});

test("the slate comes first among a profile's videos, named", async ({ page }) => {
  const talent = await findTalent((t) => t.video.length > 1 && t.video.at(-1)?.kind === 'slate');
  await page.goto(profileUrl('/modelos', talent));
  const first = page.locator('main section li').first();
  await expect(first).toContainText('Slate');
  await expect(first.getByRole('button')).toHaveAccessibleName(/Slate$/);
});

test('the models list takes availability=in_town, offered beside the name search, and counts who is in town', async ({
  page,
}) => {
  const visible = (await roster()).filter((t) => !isExcluded(t)) as ApiTalent[];
  const inTown = visible.filter((t) => stillHolds(t) && t.availability?.status === 'in_town');
  expect(inTown.length).toBeGreaterThan(20);
  await page.goto('/en/models');
  await page.getByRole('checkbox', { name: 'In town now' }).check();
  await expect(page).toHaveURL(/\/en\/models\?availability=in_town$/);
  await expect(page.locator('main p[role="status"]').first()).toHaveText(`${inTown.length} talents found`);
  // The filter's chip (the cards' links say "In town" too now).
  await expect(page.getByRole('link', { name: 'Remove filter: In town', exact: true })).toBeVisible();
  // The first card is one of them.
  const first = Number(await page.locator('main li[data-talent]').first().getAttribute('data-talent'));
  expect(inTown.map((t) => t.id)).toContain(first);
});

test('a shared selection says where each talent can be booked', async ({ request }) => {
  const visible = ((await roster()) as ApiTalent[]).filter((t) => !isExcluded(t));
  const picked = [visible.find((t) => stillHolds(t))!, visible.find((t) => !t.availability)!].sort((a, b) => a.id - b.id);
  const html = await (await request.get(`/en/selection/${picked.map((t) => t.id).join('-')}`)).text();
  expect(html.match(/data-testid="availability"/g)?.length).toBe(1);
});

const inTownWord = { pt: 'Na cidade', en: 'In town', es: 'En la ciudad' } as const;
const awayWord = { pt: 'Fora', en: 'Away', es: 'Fuera' } as const;
const listPath = { pt: '/modelos', en: '/en/models', es: '/es/modelos' } as const;
const favoritesPath = { pt: '/favoritos', en: '/en/favorites', es: '/es/favoritos' } as const;

/** What a card says first of a talent's availability, in `lang`: its word, and the city after it. */
function cardLine(lang: keyof typeof inTownWord, t: ApiTalent): RegExp {
  const word = t.availability!.status === 'in_town' ? inTownWord[lang] : awayWord[lang];
  return new RegExp(`^${word}${t.availability!.city ? ` · ${t.availability!.city}` : ''}`);
}

/** Each card of the list as drawn: its talent and its availability line, if any. */
async function cardLines(page: Page) {
  return page.locator('main li[data-talent]').evaluateAll((cards) =>
    cards.map((card) => ({
      id: Number(card.getAttribute('data-talent')),
      line: card.querySelector('[data-testid="availability"]')?.textContent ?? null,
    })),
  );
}

test('the list’s cards, served and added by the scroll, say where each talent can be booked, in each language', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const byId = new Map(((await roster()) as ApiTalent[]).map((t) => [t.id, t]));
  for (const lang of ['pt', 'en', 'es'] as const) {
    await page.goto(listPath[lang]);
    const served = await cardLines(page);
    expect(served).toHaveLength(20);
    for (const card of served) {
      const talent = byId.get(card.id)!;
      if (stillHolds(talent)) expect(card.line, `${lang} ${card.id}`).toMatch(cardLine(lang, talent));
      else expect(card.line, `${lang} ${card.id}`).toBeNull();
    }
    expect(served.some((card) => card.line !== null)).toBe(true);
  }
  // The cards the scroll adds come from /api/talents, written in the page's language.
  const next = (await (await request.get('/api/talents?page=2&locale=es')).json()) as {
    items: { id: number; availability?: string }[];
  };
  for (const item of next.items) {
    const talent = byId.get(item.id)!;
    if (stillHolds(talent)) expect(item.availability).toMatch(cardLine('es', talent));
    else expect(item).not.toHaveProperty('availability');
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('main li[data-talent]')).toHaveCount(40);
  const added = (await cardLines(page)).slice(20);
  expect(added.map((card) => [card.id, card.line])).toEqual(next.items.map((item) => [item.id, item.availability ?? null]));
});

/** Favourites as the site stores them, written before the page's scripts run; `stale` is what an older card said. */
async function withFavorites(page: Page, list: ApiTalent[], stale?: string) {
  const map = Object.fromEntries(
    list.map((t) => [
      String(t.id),
      { id: t.id, name: t.name, cover: null, slug: slug(t.name), gender: t.gender, ...(stale ? { availability: stale } : {}) },
    ]),
  );
  await page.addInitScript((value) => localStorage.setItem('favorites', value), JSON.stringify(map));
}

test('the favourites say where each talent can be booked now, never what the browser kept, and nothing moves when it arrives', async ({
  page,
}) => {
  const visible = ((await roster()) as ApiTalent[]).filter((t) => !isExcluded(t));
  const away = visible.find((t) => stillHolds(t) && t.availability?.status === 'away' && t.availability.city)!;
  const inTown = visible.find((t) => stillHolds(t) && t.availability?.status === 'in_town')!;
  const silent = visible.find((t) => !t.availability)!;
  const kept = [away, inTown, silent].sort((a, b) => a.id - b.id);
  await withFavorites(page, kept, 'Away · Atlantis until Jan 1');
  const answered = page.waitForResponse((r) => r.url().includes('/api/talents/availability?'));
  await page.goto(favoritesPath.en);
  const cards = page.locator('main ul[aria-label] > li');
  await expect(cards).toHaveCount(3);
  const boxes = () => cards.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().height));
  const before = await boxes();
  expect((await answered).ok()).toBe(true);
  for (const [i, talent] of kept.entries()) {
    const line = cards.nth(i).getByTestId('availability');
    if (talent === silent) await expect(line).toHaveCount(0);
    else await expect(line).toHaveText(cardLine('en', talent));
  }
  await expect(page.getByText('Atlantis')).toHaveCount(0);
  // Into the room each card keeps under the name: the cards keep their height.
  expect(await boxes()).toEqual(before);
  // Only ids, at most as many as a browser keeps, in one of the site's languages.
  const ask = (query: string) => page.request.get(`/api/talents/availability?${query}`);
  expect((await ask(`ids=${away.id}-${silent.id}&locale=es`)).status()).toBe(200);
  expect(await (await ask(`ids=${away.id}-${silent.id}&locale=es`)).json()).toEqual({
    [String(away.id)]: expect.stringMatching(cardLine('es', away)),
  });
  for (const bad of [
    'ids=abc',
    `ids=${away.id}&locale=fr`,
    `ids=${away.id}&page=2`,
    `ids=${Array(201).fill(away.id).join('-')}`,
    // Sent twice: refused, as the comp card routes do, not the first taken.
    `ids=${away.id}&ids=${silent.id}`,
    `ids=${away.id}&locale=en&locale=es`,
  ])
    expect((await ask(bad)).status(), bad).toBe(400);
  // In the visitor's language.
  await page.goto(favoritesPath.pt);
  await expect(page.locator('main ul[aria-label] > li').getByTestId('availability').first()).toHaveText(
    cardLine(
      'pt',
      kept.find((t) => t !== silent)!,
    ),
  );
});

/**
 * How a card draws its availability line: once, right under the talent's
 * name (the deepest element whose text is the name), before the measures,
 * in the card's flow rather than over the photo, and in which type.
 */
function drawnLine(card: Locator, name: string) {
  return card.evaluate((element, name) => {
    const lines = element.querySelectorAll('[data-testid="availability"]');
    const line = lines[0];
    const named = [...element.querySelectorAll('*')].filter((e) => e.textContent?.trim() === name).pop();
    if (!line || !named) return { lines: lines.length, named: Boolean(named) };
    const box = line.getBoundingClientRect();
    const nameBox = named.getBoundingClientRect();
    // The photo, or its frame where there is none (a card's first box may wrap the whole card).
    const photo = element.querySelector('img, a > div')!.getBoundingClientRect();
    const measures = element.querySelector('dl');
    const style = getComputedStyle(line);
    return {
      lines: lines.length,
      named: true,
      afterName: Boolean(named.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING),
      underName: box.top >= nameBox.bottom - 0.5 && Math.abs(box.left - nameBox.left) < 1,
      underPhoto: box.top >= photo.bottom - 0.5 && style.position === 'static',
      beforeMeasures: !measures || Boolean(line.compareDocumentPosition(measures) & Node.DOCUMENT_POSITION_FOLLOWING),
      type: [style.fontFamily, style.fontSize, style.lineHeight, style.color, style.textTransform].join(' '),
    };
  }, name);
}

test('availability is drawn one way on the list, the favourites and a shared selection: one line under the name', async ({
  page,
}) => {
  const byId = new Map(((await roster()) as ApiTalent[]).map((t) => [t.id, t]));
  await page.goto(listPath.en);
  const listCard = page
    .locator('main li[data-talent]')
    .filter({ has: page.getByTestId('availability') })
    .first();
  const talent = byId.get(Number(await listCard.getAttribute('data-talent')))!;
  const onList = await drawnLine(listCard, talent.name);

  await withFavorites(page, [talent]);
  await page.goto(favoritesPath.en);
  const favoriteCard = page.locator('main ul[aria-label] > li').first();
  await expect(favoriteCard.getByTestId('availability')).toHaveText(cardLine('en', talent));
  const onFavorites = await drawnLine(favoriteCard, talent.name);

  await page.goto(`/en/selection/${talent.id}`);
  const selectionCard = page.getByRole('list', { name: 'Talents in this selection' }).getByRole('listitem').first();
  const onSelection = await drawnLine(selectionCard, talent.name);

  for (const [screen, drawn] of Object.entries({ list: onList, favourites: onFavorites, selection: onSelection })) {
    expect(drawn, screen).toEqual({
      lines: 1,
      named: true,
      afterName: true,
      underName: true,
      underPhoto: true,
      beforeMeasures: true,
      type: onList.type,
    });
  }
});

test.describe('a back office that sends none of the fields (contract 1.0)', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: FaultStack;
  let site: FaultSite;
  let talent: ApiTalent;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The same roster as the e2e site's, through a proxy that drops availability, taken_at and kind.
    stack = await startFaultStack({ timeoutMs: 10_000, beforeSite: (proxy) => proxy.setMode('strip-casting') });
    ({ site } = stack);
    // The build's pages were made with the fields: everything is asked again through the proxy.
    const revalidated = await fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${E2E.revalidateSecret}` },
    });
    expect(revalidated.ok).toBe(true);
    talent = await findTalent(
      (t) =>
        stillHolds(t) &&
        (t.polaroids ?? []).some((p) => p.taken_at) &&
        t.video.some((v) => v.kind === 'slate') &&
        t.compo.length > 0,
    );
  });

  test.afterAll(async () => {
    await stack?.close();
  });

  /**
   * A GET of the site's: asked again once when the kept-alive connection it
   * went out on was closed by the server meanwhile (an idle socket's race, not
   * an answer); a server that died fails the next try too.
   */
  async function get(pathname: string): Promise<Response> {
    try {
      return await fetch(`${site.url}${pathname}`);
    } catch {
      expect(site.alive(), site.output()).toBe(true);
      return fetch(`${site.url}${pathname}`);
    }
  }

  /** The screen as served once regenerated from the proxied back office (a stale copy is refreshed first). */
  async function fresh(pathname: string): Promise<string> {
    for (let i = 0; ; i += 1) {
      const response = await get(pathname);
      const body = await response.text();
      expect(response.status, pathname).toBe(200);
      if (response.headers.get('x-nextjs-cache') !== 'STALE' || i >= 5) return body;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  test('the profile: no availability, no polaroid days nor recency, no older mark, no slate label; every photo and video', async ({
    page,
  }) => {
    const path = profileUrl('/en/models', talent);
    expect(await fresh(path)).not.toContain('data-testid="availability"');
    await page.goto(`${site.url}${path}`);
    await expect(page.locator('main h1')).toContainText(talent.name);
    await expect(page.getByTestId('availability')).toHaveCount(0);
    const tab = page.getByRole('tab', { name: /Polaroids/ });
    await expect(tab).not.toContainText('newest');
    await tab.click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('img')).toHaveCount(talent.polaroids!.length);
    await expect(panel.locator('figcaption time')).toHaveCount(0);
    await expect(panel.getByText('over six months old')).toHaveCount(0);
    const videos = page.locator('main section li');
    await expect(videos).toHaveCount(talent.video.length);
    await expect(page.locator('main')).not.toContainText(/\b(Slate|Runway|Campaign)\b/);
    // The back office's order, as before the slate came first.
    await expect(videos.last().getByRole('button')).not.toHaveAccessibleName(/Slate$/);
  });

  test('the list, its next cards and the favourites: no availability line', async ({ page }) => {
    expect(await fresh('/en/models')).not.toContain('data-testid="availability"');
    await page.goto(`${site.url}/en/models`);
    await expect(page.locator('main li[data-talent]')).toHaveCount(20);
    await expect(page.getByTestId('availability')).toHaveCount(0);
    const next = (await (await get('/api/talents?page=2&locale=en')).json()) as { items: object[] };
    expect(next.items).toHaveLength(20);
    expect(next.items.filter((item) => 'availability' in item)).toEqual([]);

    await withFavorites(page, [talent]);
    const answered = page.waitForResponse((r) => r.url().includes('/api/talents/availability?'));
    await page.goto(`${site.url}/en/favorites`);
    expect(await (await answered).json()).toEqual({});
    await expect(page.locator('main ul[aria-label] > li')).toHaveCount(1);
    await expect(page.getByTestId('availability')).toHaveCount(0);
  });

  test('a shared selection and the comp card: no availability, no polaroid', async ({ request }) => {
    const selection = `/en/selection/${talent.id}`;
    // The e2e site, with the fields, says it: the check below can fail.
    expect(await (await request.get(selection)).text()).toContain('data-testid="availability"');
    const html = await fresh(selection);
    expect(html).toContain(talent.name);
    expect(html).not.toContain('data-testid="availability"');

    const card = `/api/comp-card/${talent.id}?lang=en&units=cm&size=a5`;
    const withFields = await pdfText(Buffer.from(await (await request.get(card)).body()));
    expect(withFields).toMatch(/In town|Away/);
    expect(withFields).toContain('Polaroid,');
    const response = await get(card);
    expect(response.status).toBe(200);
    const without = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(without).toContain(talent.name);
    expect(without).not.toMatch(/In town|Away/);
    expect(without).not.toContain('Polaroid,');
  });
});

/** The text of a PDF, as a reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}
