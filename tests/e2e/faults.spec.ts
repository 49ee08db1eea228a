import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { axe, WCAG_TAGS } from './axe';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { RunningAgencyApi } from '../../agency-api/src/server';
import { isExcluded, slug } from './agency';
import type { FaultProxy } from './fault-proxy';
import { agePages, startFaultStack, type FaultSite, type FaultStackWithBackOffice } from './fault-site';

/**
 * What visitors see when the agency API fails. A site of its own (the e2e
 * build, `next start`) talks to a real embedded agency API through a proxy
 * this file controls: down, slow, malformed, contract-breaking, or
 * expiring every token it has handed out.
 */
test.describe.configure({ mode: 'serial' });

/** The site's per-request timeout to the agency API in these tests. */
const TIMEOUT_MS = 1500;
const HOME_HEALTH_TTL_MS = 1000;
/** Time a failed page may take beyond the timeout (rendering, a loaded machine). */
const MARGIN_MS = 3000;
/** How long the proxy holds answers in `slow` mode: far past the timeout. */
const SLOW_MS = 10_000;

let stack: FaultStackWithBackOffice;
let dataDir: string;
let api: RunningAgencyApi;
let proxy: FaultProxy;
let site: FaultSite;
let talents: { id: number; name: string }[] = [];
let used = 0;

/** A visible talent this file has not asked the site for yet: its profile is not cached. */
function freshTalent() {
  const talent = talents[used++];
  if (!talent) throw new Error('out of talents');
  return { ...talent, path: `/modelos/${talent.id}/${slug(talent.name)}` };
}

async function visibleRoster(base: string): Promise<{ id: number; name: string }[]> {
  const signin = await fetch(`${base}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
  });
  const { access_token } = (await signin.json()) as { access_token: string };
  const answer = await fetch(`${base}/api/talents?language=pt&paginate=1000`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const { data } = (await answer.json()) as { data: { id: number; name: string; divisions: { id_category: number }[] }[] };
  return data.filter((t) => !isExcluded(t)).map(({ id, name }) => ({ id, name }));
}

/** A GET that can never hang the test: the status, the body and how long it took. */
async function timedGet(pathname: string, limitMs = 20_000) {
  const started = Date.now();
  const response = await fetch(`${site.url}${pathname}`, { redirect: 'manual', signal: AbortSignal.timeout(limitMs) });
  const body = await response.text();
  return { status: response.status, body, ms: Date.now() - started, cache: response.headers.get('x-nextjs-cache') };
}

function stored<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, 'agency.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Keeps a measured duration in the report, next to the test. */
const note = (what: string, ms: number, status: number) =>
  test.info().annotations.push({ type: 'timing', description: `${what}: ${status} in ${ms} ms (timeout ${TIMEOUT_MS} ms)` });

/** The headline of each status the error page shows: the back office's failure, or ours (docs/decisions/0066-error-statuses.md). */
const HEADLINES = { '503': 'O sistema da agência não está respondendo agora.', '500': 'Algo deu errado.' } as const;

/**
 * The error page as a visitor sees it: the status figure, which says whose failure it was, its
 * headline and a way to retry, inside the site's header (the logo links home) and footer.
 */
async function expectErrorPage(page: Page, status: keyof typeof HEADLINES) {
  const main = page.locator('main');
  await expect(main.locator('.error-figure')).toHaveText(status);
  await expect(main.locator('h1')).toHaveText(HEADLINES[status]);
  await expect(main.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'RAVAGE — página inicial' })).toHaveAttribute('href', '/');
  await expect(page.locator('footer#footer')).toBeVisible();
}

let cached: ReturnType<typeof freshTalent>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startFaultStack({
    ownBackOffice: 'faults',
    timeoutMs: TIMEOUT_MS,
    // The home's health check falls due within a second, not the site's ten.
    homeHealthTtlMs: HOME_HEALTH_TTL_MS,
    // The English list is older than its revalidate period (and not opened before the API
    // goes down): it is served stale, and its refresh behind the scenes will fail.
    prepare: (distDir) => agePages(distDir, ['en/models/all/all/1'], 10 * 60_000),
  });
  ({ api, dataDir, proxy, site } = stack);
  talents = await visibleRoster(api.url);
  cached = freshTalent();
  // While the agency API answers: the home slides and one profile enter the caches; the
  // prerendered screens are fresh. The roster itself is not asked for yet.
  for (const pathname of ['/', '/modelos', cached.path, cached.path, '/contato', '/seja-modelo']) {
    const { status } = await timedGet(pathname);
    expect(status, pathname).toBe(200);
  }
});

test.afterAll(async () => {
  await stack?.close();
});

test('the agency API down: cached pages keep serving; an uncached profile is the error page at once', async ({ page }) => {
  proxy.setMode('down');
  for (let round = 0; round < 2; round++) {
    const list = await timedGet('/modelos');
    expect(list.status).toBe(200);
    expect(list.body.match(/<article/g)?.length).toBe(20);
    // Stale: a refresh is attempted behind the scenes, fails (the roster cannot be read), and the old page stays.
    const stale = await timedGet('/en/models');
    expect(stale.status).toBe(200);
    expect(stale.body.match(/<article/g)?.length).toBe(20);
    if (round === 0) {
      expect(stale.cache).toBe('STALE');
      await expect.poll(() => site.output()).toMatch(/agency API site POST \/api\/talents: network error/);
    }
    const profile = await timedGet(cached.path);
    expect(profile.status).toBe(200);
    expect(profile.body).toContain(cached.name);
    expect((await timedGet('/')).status).toBe(200);
    expect((await timedGet('/contato')).status).toBe(200);
  }

  const fresh = freshTalent();
  const failed = await timedGet(fresh.path);
  note('uncached profile, API down', failed.ms, failed.status);
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  expect(failed.body).not.toContain(fresh.name);
  // Whatever the HTTP status of a failed render, the page says the back office does not answer.
  await page.goto(`${site.url}${fresh.path}`);
  await expectErrorPage(page, '503');
  // The error page is a screen like the others: accessible.
  const { violations } = await axe(page).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A shared selection is rendered on each request and needs the roster, which no page had cached:
  // the same page, in English.
  const shared = `/en/selection/${freshTalent().id}-${freshTalent().id}`;
  const selection = await timedGet(shared);
  expect(selection.status).toBeGreaterThanOrEqual(500);
  await page.goto(`${site.url}${shared}`);
  await expect(page.locator('main .error-figure')).toHaveText('503');
  await expect(page.locator('main h1')).toHaveText('The agency’s system is not responding right now.');
  await expect(page.locator('main').getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'RAVAGE — home page' })).toHaveAttribute('href', '/en');
  await expect(page.locator('footer#footer')).toBeVisible();
  await expect(page).toHaveTitle('Error 503 | RAVAGE');

  // The browser's next cards need the roster, which no page had cached: a clear 503 at once
  // (the list then offers a plain link to the next page).
  const started = Date.now();
  const cards = await fetch(`${site.url}/api/talents?page=2`);
  expect(cards.status).toBe(503);
  expect(await cards.json()).toEqual({ message: 'The roster is unavailable' });
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  expect(site.alive()).toBe(true);
});

test('the agency API slower than the timeout: the error page within the timeout plus a margin, not a hang', async ({ page }) => {
  test.setTimeout(60_000);
  proxy.setMode('slow', { delayMs: SLOW_MS });
  const fresh = freshTalent();
  const mark = proxy.log.length;
  const failed = await timedGet(fresh.path);
  note('uncached profile, API slow', failed.ms, failed.status);
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.ms).toBeGreaterThanOrEqual(TIMEOUT_MS);
  expect(failed.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  // One wait for the back office per visit, not one per render of the page.
  expect(proxy.log.slice(mark).filter((e) => e.path === '/api/talent/profile')).toHaveLength(1);

  const other = freshTalent();
  const started = Date.now();
  await page.goto(`${site.url}${other.path}`);
  // The back office's failure: /api/ready's own check of it gives up as slowly as the render did.
  await expectErrorPage(page, '503');
  // Two waits of the timeout, hydration and the error page's words on a loaded machine: still
  // less than the back office's delay, which a page that waited for it would have to take.
  expect(Date.now() - started).toBeLessThan(SLOW_MS - 500);

  // Cached pages do not wait for the slow back office.
  const profile = await timedGet(cached.path);
  expect(profile.status).toBe(200);
  expect(profile.ms).toBeLessThan(TIMEOUT_MS);

  // Nor does the home once its slides have loaded, even when its 503 check
  // (lib/proxy/memory.ts) is due to ask the back office again.
  await sleep(HOME_HEALTH_TTL_MS);
  const home = await timedGet('/');
  note('home, API slow, health check due', home.ms, home.status);
  expect(home.status).toBe(200);
  expect(home.ms).toBeLessThan(TIMEOUT_MS);
});

test('a token that expires mid-run: the site signs in again and the visitor sees nothing', async ({ request }) => {
  proxy.setMode('pass');
  const before = freshTalent();
  expect((await timedGet(before.path)).status).toBe(200);
  const mark = proxy.log.length;

  proxy.setMode('expire-tokens');
  // Three visitors at once on profiles nobody has opened: one new sign-in serves them all.
  const three = [freshTalent(), freshTalent(), freshTalent()];
  const answers = await Promise.all(three.map((t) => timedGet(t.path)));
  answers.forEach((answer, i) => {
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(three[i]!.name);
  });
  const since = proxy.log.slice(mark);
  expect(since.filter((e) => e.path === '/api/signin')).toHaveLength(1);
  expect(since.filter((e) => e.outcome === 401).length).toBeGreaterThanOrEqual(1);
  const profiles = since.filter((e) => e.path === '/api/talent/profile');
  expect(profiles.filter((e) => e.outcome === 200)).toHaveLength(3);

  // The PANEL token expired too: a form still goes through, after one new login.
  const email = `expired-${Date.now()}@example.com`;
  const form = await request.post(`${site.url}/api/forms/contact?lang=pt`, {
    multipart: { name: 'Token Expirado', email, phone: '+55 61 90000-0000', message: 'Depois de expirar.' },
  });
  expect(form.status()).toBe(201);
  expect(proxy.log.slice(mark).filter((e) => e.path === '/api/login')).toHaveLength(1);
  expect(stored('SELECT name FROM contact_messages WHERE email = ?', email)).toEqual([{ name: 'Token Expirado' }]);
});

test('malformed JSON and a contract-breaking answer: a logged error and the error page; the server lives on', async ({
  page,
}) => {
  const profilePath = /^\/api\/talent\/profile$/;
  proxy.setMode('malformed', { match: profilePath });
  const broken = freshTalent();
  const mark = proxy.log.length;
  const malformed = await timedGet(broken.path);
  note('uncached profile, malformed JSON', malformed.ms, malformed.status);
  expect(malformed.status).toBeGreaterThanOrEqual(500);
  expect(malformed.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  await expect.poll(() => site.output()).toContain('the answer is not JSON');
  expect(proxy.log.slice(mark).filter((e) => e.path === '/api/talent/profile')).toHaveLength(1);
  await page.goto(`${site.url}${broken.path}`);
  // The back office answers /api/ready: one broken answer reads as ours (docs/decisions/0066-error-statuses.md).
  await expectErrorPage(page, '500');

  proxy.setMode('bad-shape', { match: profilePath });
  const misshapen = freshTalent();
  const badShape = await timedGet(misshapen.path);
  expect(badShape.status).toBeGreaterThanOrEqual(500);
  await expect.poll(() => site.output()).toContain('the answer breaks the contract');
  await page.goto(`${site.url}${misshapen.path}`);
  await expectErrorPage(page, '500');

  // The site's own JSON endpoints answer a clear 503 instead.
  const attributes = /^\/api\/talents\/attributes$/;
  proxy.setMode('malformed', { match: attributes });
  const cities = await fetch(`${site.url}/api/places?country=1&lang=en`);
  expect(cities.status).toBe(503);
  expect(await cities.json()).toEqual({ message: 'The cities are unavailable' });
  proxy.setMode('bad-shape', { match: attributes });
  expect((await fetch(`${site.url}/api/places?country=1&lang=es`)).status).toBe(503);

  // The server is still up, and no failure was cached (a failure is shared for a few seconds at most):
  // the same profiles and cities come back once the answers are right again.
  proxy.setMode('pass');
  expect(site.alive()).toBe(true);
  expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
  for (const talent of [broken, misshapen]) {
    await expect.poll(async () => (await timedGet(talent.path)).status, { timeout: 10_000 }).toBe(200);
    expect((await timedGet(talent.path)).body).toContain(talent.name);
  }
  await expect.poll(async () => (await fetch(`${site.url}/api/places?country=1&lang=en`)).status, { timeout: 10_000 }).toBe(200);
});

test('a form sent while the back office is down keeps every value and shows the error', async ({ page }) => {
  proxy.setMode('pass');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.201' });
  await page.clock.install();
  await page.goto(`${site.url}/contato`);
  const form = page.locator('main form');
  const email = `down-${Date.now()}@example.com`;
  const values = { Nome: 'Visitante Paciente', 'E-mail': email, Telefone: '+55 61 91111-2222', Mensagem: 'Vou tentar de novo.' };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);

  proxy.setMode('down');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByRole('alert')).toContainText('Não foi possível enviar');
  await expect(form.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  // Past the 2.5 s after which a sent form would reset (the page's own time): everything is still there.
  await page.clock.runFor(3000);
  for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label)).toHaveValue(value);
  expect(stored('SELECT id FROM contact_messages WHERE email = ?', email)).toEqual([]);

  // Back up: the same form, untouched, goes through.
  proxy.setMode('pass');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByRole('button', { name: 'Enviado' })).toBeVisible();
  expect(stored('SELECT name FROM contact_messages WHERE email = ?', email)).toEqual([{ name: 'Visitante Paciente' }]);
});

test('a scouting application sent while the back office is down keeps its fields and its four photos', async ({ page }) => {
  proxy.setMode('pass');
  const photo = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#a89080' } })
    .jpeg()
    .toBuffer();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.202' });
  await page.clock.install();
  await page.goto(`${site.url}/seja-modelo`);
  const main = page.locator('main');
  const name = `Candidata Offline ${Date.now()}`;
  await main.getByLabel('Nome', { exact: true }).fill(name);
  await main.getByText('Mulher', { exact: true }).click();
  await main.getByLabel('Data de nascimento').pressSequentially('05032001');
  await main.getByLabel('WhatsApp').fill('+55 61 93333-4444');
  await main.getByLabel('Instagram').fill('@offline');
  await main.getByLabel('E-mail', { exact: true }).fill('offline@example.com');
  for (const i of [1, 2, 3, 4]) {
    await main.getByLabel(new RegExp(`^Foto ${i}:`)).setInputFiles({ name: `f${i}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  }
  await expect(main.locator('img[src^="blob:"]')).toHaveCount(4);
  await main.getByRole('checkbox').check();

  proxy.setMode('down');
  await main.getByRole('button', { name: 'Enviar' }).click();
  await expect(main.getByRole('alert')).toContainText('Não foi possível enviar');
  await expect(main.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  // Past the 2.5 s reset, in the page's own time.
  await page.clock.runFor(3000);
  await expect(main.getByLabel('Nome', { exact: true })).toHaveValue(name);
  await expect(main.getByLabel('Data de nascimento')).toHaveValue('05/03/2001');
  await expect(main.getByRole('radio', { name: 'Mulher' })).toBeChecked();
  await expect(main.getByRole('checkbox')).toBeChecked();
  await expect(main.locator('img[src^="blob:"]')).toHaveCount(4);
  expect(stored('SELECT id FROM scouting_applications WHERE name = ?', name)).toEqual([]);

  proxy.setMode('pass');
  await main.getByRole('button', { name: 'Enviar' }).click();
  await expect(main.getByRole('button', { name: 'Enviado' })).toBeVisible({ timeout: 15_000 });
  expect(
    stored(
      'SELECT COUNT(*) AS n FROM scouting_photos p JOIN scouting_applications a ON a.id = p.application_id WHERE a.name = ?',
      name,
    ),
  ).toEqual([{ n: 4 }]);
});

test('a contact message whose answer comes back late: sent again with its key, shown as sent, stored once', async ({ page }) => {
  proxy.setMode('pass');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.203' });
  await page.goto(`${site.url}/contato`);
  const form = page.locator('main form');
  const email = `late-once-${Date.now()}@example.com`;
  const values = { Nome: 'Visitante Tardia', 'E-mail': email, Telefone: '+55 61 92222-3333', Mensagem: 'Chegou?' };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);

  // The back office stores the first send at once but its answer comes after the site gave up.
  const mark = proxy.log.length;
  proxy.setMode('late', { match: /^\/api\/contact\//, delayMs: SLOW_MS, times: 1 });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByRole('button', { name: 'Enviado' })).toBeVisible({ timeout: 15_000 });
  const sends = proxy.log.slice(mark).filter((e) => e.path === '/api/contact/pt');
  expect(sends).toHaveLength(2);
  expect(sends[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(sends[1]?.idempotencyKey).toBe(sends[0]?.idempotencyKey);
  expect(stored('SELECT name FROM contact_messages WHERE email = ?', email)).toEqual([{ name: 'Visitante Tardia' }]);
  proxy.setMode('pass');
});

test('a contact message never answered in time: the visitor reads it may have arrived; sending again stores nothing twice', async ({
  page,
}) => {
  proxy.setMode('pass');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.204' });
  await page.goto(`${site.url}/contato`);
  const form = page.locator('main form');
  const email = `late-twice-${Date.now()}@example.com`;
  const values = { Nome: 'Visitante Incerta', 'E-mail': email, Telefone: '+55 61 93333-4444', Mensagem: 'Será que chegou?' };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);

  proxy.setMode('late', { match: /^\/api\/contact\//, delayMs: SLOW_MS });
  await form.getByRole('button', { name: 'Enviar' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('pode ter chegado', { timeout: 15_000 });
  await expect(alert).toContainText('enviar de novo não vai duplicá-lo');
  for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label)).toHaveValue(value);
  // It did arrive, once, although the site sent it twice.
  expect(stored('SELECT id FROM contact_messages WHERE email = ?', email)).toHaveLength(1);

  // The visitor sends again once the back office answers: the same message, still one row.
  proxy.setMode('pass');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByRole('button', { name: 'Enviado' })).toBeVisible();
  expect(stored('SELECT id FROM contact_messages WHERE email = ?', email)).toHaveLength(1);
});

test('a scouting application sent twice with one key (the browser retrying): one row, four photos', async ({ request }) => {
  proxy.setMode('pass');
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#907060' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '15/1 47/1 0/1' } })
    .toBuffer();
  const name = `Candidata Repetida ${Date.now()}`;
  const key = crypto.randomUUID();
  const image = (i: number) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  const multipart = {
    name,
    gender: 'woman',
    birthdate: '05/03/2001',
    whatsapp: '+55 61 94444-5555',
    instagram: '@repetida',
    email: 'repetida@example.com',
    privacy: '1',
    image_1: image(1),
    image_2: image(2),
    image_3: image(3),
    image_4: image(4),
  };
  const send = () =>
    request.post(`${site.url}/api/forms/scouting?lang=pt`, {
      multipart,
      headers: { 'Idempotency-Key': key, 'x-forwarded-for': '198.51.100.205' },
    });
  const [first, second] = [await send(), await send()];
  expect(first.status()).toBe(201);
  expect(second.status()).toBe(201);
  expect(await second.json()).toEqual(await first.json());
  const photos = stored<{ file: string }>(
    'SELECT p.file FROM scouting_photos p JOIN scouting_applications a ON a.id = p.application_id WHERE a.name = ?',
    name,
  );
  expect(photos).toHaveLength(4);
  // Stored without the GPS position, turned upright.
  for (const { file } of photos) {
    const meta = await sharp(path.join(dataDir, 'media', file)).metadata();
    expect([meta.exif, meta.width, meta.height]).toEqual([undefined, 400, 300]);
  }
  expect(fs.readdirSync(path.join(dataDir, 'media', 'storage', 'scouting')).length).toBe(
    stored<{ n: number }>('SELECT COUNT(*) AS n FROM scouting_photos')[0]?.n,
  );

  // A malformed key never reaches the back office.
  const bad = await request.post(`${site.url}/api/forms/scouting?lang=pt`, {
    multipart,
    headers: { 'Idempotency-Key': 'not a key', 'x-forwarded-for': '198.51.100.205' },
  });
  expect(bad.status()).toBe(400);
});
