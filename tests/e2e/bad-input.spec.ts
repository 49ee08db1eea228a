import http from 'node:http';
import sharp from 'sharp';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findTalent, isExcluded, roster, slug } from './agency';
import { storedRows } from './agency-db';
import { E2E, XSS_PROBE } from './env';

/**
 * Hostile and careless input at the site's own endpoints: each is answered
 * with a clear 4xx (JSON with a message where the site answers, never a
 * 5xx), and nothing changes: no row in the agency API's SQLite, no cache
 * revalidated. Where input is accepted, HTML is stored as the very text
 * that was sent and never becomes markup on a page.
 */

// A fresh block of addresses per run (a reused server remembers earlier runs' counts).
const block = Math.floor(Math.random() * 250);
let client = 0;
/** Each request is its own client address: the per-address rate limits never couple requests. */
function ip(): Record<string, string> {
  client += 1;
  return { 'x-forwarded-for': `198.18.${block}.${client % 250}` };
}

const count = (table: string) => storedRows<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)[0]?.n ?? 0;
const submissionCounts = () => ({
  contact: count('contact_messages'),
  budget: count('budget_requests'),
  scouting: count('scouting_applications'),
  photos: count('scouting_photos'),
});

/** A refusal the visitor's browser (or a script) can understand: the status, JSON, a message. */
async function expectRefusal(response: APIResponse, status: number | number[], what: string) {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `${what}: answered ${response.status()}`).toContain(response.status());
  expect(response.headers()['content-type'] ?? '', what).toContain('application/json');
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message, what).toBe('string');
}

const CONTACT = { name: 'Ana Souza', email: 'ana@example.com', phone: '+55 61 99999-0000', message: 'Olá' };
const LONG_NAME = 'N'.repeat(1000);

let photo: Buffer;
test.beforeAll(async () => {
  photo = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#777777' } })
    .jpeg()
    .toBuffer();
});

function scoutingFields(overrides: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {}) {
  const image = (i: number) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  return {
    name: `Bad Input ${Date.now()}`,
    gender: 'woman',
    birthdate: '05/03/2001',
    whatsapp: '+55 61 99999-0000',
    instagram: '@bad.input',
    email: 'bad-input@example.com',
    privacy: '1',
    image_1: image(1),
    image_2: image(2),
    image_3: image(3),
    image_4: image(4),
    ...overrides,
  };
}

/** Sends raw bytes with the headers given (a lying Content-Length, no length at all…), returns the status. */
function rawPost(path: string, headers: Record<string, string>, chunks: Buffer[], { end = true } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${E2E.siteUrl}${path}`, { method: 'POST', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    if (end) request.end();
  });
}

test.describe('GET /api/talents (the next 20 cards)', () => {
  test('a valid query answers 200 with cards (the baseline the refusals are measured against)', async ({ request }) => {
    const response = await request.get('/api/talents?category=mainboard&gender=woman&page=2');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { items: unknown[] };
    expect(body.items.length).toBeGreaterThan(0);
  });

  test('wrong types, unknown fields, HTML and oversize values are 400', async ({ request }) => {
    const queries = [
      'page=abc',
      'page=-1',
      'page=0',
      'page=1.5',
      'page=1e3',
      'page=0x10',
      'page=1e1',
      'page=%202',
      'page=1000',
      'gender=other',
      'gender=Woman',
      'category=paris',
      'category=..%2F..%2Fetc%2Fpasswd',
      'category=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'page=1&role=admin',
      // (page=1&__proto__=x does not reach the handler's request.url under Next; tests/unit/list-query.test.ts covers it.)
      'page=1&page=2',
      `category=${'x'.repeat(5000)}`,
      'page=%ff',
    ];
    for (const query of queries) {
      const response = await request.get(`/api/talents?${query}`);
      await expectRefusal(response, 400, query.slice(0, 60));
      expect(await response.text()).not.toContain('<script>');
    }
  });

  test('other methods are refused', async ({ request }) => {
    expect((await request.post('/api/talents', { data: { page: 1 } })).status()).toBe(405);
    expect((await request.delete('/api/talents')).status()).toBe(405);
  });
});

test.describe('GET /api/compo/[id] (the composite zip)', () => {
  test('path tricks and non-numeric ids are 400 and never a zip', async ({ request }) => {
    const ids = [
      '..%2F..%2Fetc%2Fpasswd',
      '..%5C..%5Cwindows',
      '%2e%2e%2f%2e%2e%2fhealth',
      '..%252f..%252f',
      '1%2F..%2F2',
      '1%3Brm%20-rf',
      '%00',
      '1%00',
      '%201',
      'abc',
      '-1',
      '1.5',
      '0x10',
      '1e3',
      '1234567890',
      '%3Cscript%3E',
    ];
    for (const id of ids) {
      const response = await request.get(`/api/compo/${id}`);
      await expectRefusal(response, 400, id);
      expect(response.headers()['content-disposition'], id).toBeUndefined();
    }
  });

  test('malformed percent-encoding is a 4xx, not a server error', async ({ request }) => {
    for (const id of ['%ff', '%C0%AE%C0%AE', '%E0%A4%A', 'abc%zz']) {
      const response = await request.get(`/api/compo/${id}`);
      expect(response.status(), id).toBeGreaterThanOrEqual(400);
      expect(response.status(), id).toBeLessThan(500);
    }
  });

  test('an id of nobody, of an excluded talent, or of a talent without compo is 404; a real one is a zip', async ({
    request,
  }) => {
    const excluded = (await roster()).find(isExcluded);
    const noCompo = await findTalent((t) => t.compo.length === 0);
    for (const id of ['0', '999999', String(excluded?.id), String(noCompo.id)]) {
      await expectRefusal(await request.get(`/api/compo/${id}`), 404, id);
    }
    const withCompo = await findTalent((t) => t.compo.length > 0);
    const zip = await request.get(`/api/compo/${withCompo.id}`);
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
  });

  test('other methods are refused', async ({ request }) => {
    expect((await request.post('/api/compo/1')).status()).toBe(405);
  });
});

test.describe('POST /api/revalidate', () => {
  const auth = { authorization: `Bearer ${E2E.revalidateSecret}` };

  /** A profile page nobody else revalidates: its cache state shows whether a call revalidated anything. */
  async function warmProfile(request: APIRequestContext): Promise<{ path: string; tag: string }> {
    const visible = (await roster()).filter((t) => !isExcluded(t));
    const talent = visible[visible.length - 3]!;
    const path = `/es/modelos/${talent.id}/${slug(talent.name)}`;
    expect((await request.get(path)).status()).toBe(200);
    await expect.poll(async () => (await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
    return { path, tag: `agency:profile:${talent.id}` };
  }
  const cacheState = async (request: APIRequestContext, path: string) => (await request.get(path)).headers()['x-nextjs-cache'];

  test('bad secrets, bodies, tags and path tricks are refused and revalidate nothing', async ({ request }) => {
    const { path, tag } = await warmProfile(request);
    const refused: [string, Promise<APIResponse>, number][] = [
      ['no secret', request.post('/api/revalidate', { data: { tags: [tag] } }), 401],
      [
        'wrong secret',
        request.post('/api/revalidate', { headers: { authorization: 'Bearer nope' }, data: { tags: [tag] } }),
        401,
      ],
      [
        'secret with a suffix',
        request.post('/api/revalidate', { headers: { authorization: `Bearer ${E2E.revalidateSecret}x` }, data: { tags: [tag] } }),
        401,
      ],
      [
        'secret not as bearer',
        request.post('/api/revalidate', { headers: { authorization: E2E.revalidateSecret }, data: { tags: [tag] } }),
        401,
      ],
      ['secret in the query', request.post(`/api/revalidate?secret=${E2E.revalidateSecret}`, { data: { tags: [tag] } }), 401],
      ['tag with ../', request.post('/api/revalidate', { headers: auth, data: { tags: ['agency:profile:../../etc'] } }), 400],
      ['tag encoded', request.post('/api/revalidate', { headers: auth, data: { tags: ['agency%3Aprofile%3A1'] } }), 400],
      ['tag with a slash', request.post('/api/revalidate', { headers: auth, data: { tags: [`${tag}/../1`] } }), 400],
      ['a path, not a tag', request.post('/api/revalidate', { headers: auth, data: { tags: ['/es/modelos'] } }), 400],
      ["Next's own path tag", request.post('/api/revalidate', { headers: auth, data: { tags: ['_N_T_/[locale]/layout'] } }), 400],
      ['NUL in a tag', request.post('/api/revalidate', { headers: auth, data: { tags: [`${tag}\u0000`] } }), 400],
      ['HTML in a tag', request.post('/api/revalidate', { headers: auth, data: { tags: ['<script>alert(1)</script>'] } }), 400],
      ['tags not a list', request.post('/api/revalidate', { headers: auth, data: { tags: tag } }), 400],
      ['tags of numbers', request.post('/api/revalidate', { headers: auth, data: { tags: [1, 2] } }), 400],
      ['no tags in the list', request.post('/api/revalidate', { headers: auth, data: { tags: [] } }), 400],
      ['21 tags', request.post('/api/revalidate', { headers: auth, data: { tags: Array(21).fill(tag) } }), 400],
      [
        'a tag of 1000 characters',
        request.post('/api/revalidate', { headers: auth, data: { tags: [`agency:${'x'.repeat(1000)}`] } }),
        400,
      ],
      ['unknown field', request.post('/api/revalidate', { headers: auth, data: { tags: [tag], path: '/' } }), 400],
      [
        'not JSON',
        request.post('/api/revalidate', { headers: { ...auth, 'content-type': 'application/json' }, data: '{tags:' }),
        400,
      ],
      ['a JSON array', request.post('/api/revalidate', { headers: auth, data: [tag] }), 400],
      ['oversize body', request.post('/api/revalidate', { headers: auth, data: { tags: [tag], pad: 'x'.repeat(10_000) } }), 413],
    ];
    for (const [what, pending, status] of refused) await expectRefusal(await pending, status, what);
    // Route path tricks never reach a revalidation either.
    for (const trick of ['/api/revalidate/..%2F..%2Fapi%2Frevalidate', '/api/revalidate%2F..%2Fhealth', '/api/revalidate/x']) {
      const response = await request.post(trick, { headers: auth, data: { tags: [tag] } });
      expect(response.status(), trick).toBeGreaterThanOrEqual(400);
      expect(response.status(), trick).toBeLessThan(500);
    }
    expect((await request.get('/api/revalidate', { headers: auth })).status()).toBe(405);

    // Nothing was revalidated: the profile is still served from the cache.
    expect(await cacheState(request, path)).toBe('HIT');
    // The control: the same tag with the secret does revalidate it.
    const ok = await request.post('/api/revalidate', { headers: auth, data: { tags: [tag] } });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ revalidated: [tag] });
    expect(await cacheState(request, path)).not.toBe('HIT');
  });
});

test.describe('POST /api/forms/* (contact, budget, scouting)', () => {
  test('bodies that are not forms are 415; a lying or absent Content-Length does not let an oversize body through', async ({
    request,
  }) => {
    const before = submissionCounts();
    for (const form of ['contact', 'budget', 'scouting']) {
      await expectRefusal(await request.post(`/api/forms/${form}`, { headers: ip(), data: CONTACT }), 415, `${form} JSON`);
      await expectRefusal(
        await request.post(`/api/forms/${form}`, { headers: { ...ip(), 'content-type': 'text/plain' }, data: 'name=Ana' }),
        415,
        `${form} text`,
      );
    }
    // Declared too large: refused before the body is read.
    expect(
      await rawPost(
        '/api/forms/contact',
        { ...ip(), 'content-type': 'multipart/form-data; boundary=x', 'content-length': '500000' },
        [Buffer.from('--x')],
        { end: false },
      ),
    ).toBe(413);
    expect(
      await rawPost(
        '/api/forms/scouting',
        { ...ip(), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(60 * 1024 * 1024) },
        [Buffer.from('--x')],
        { end: false },
      ),
    ).toBe(413);
    // No Content-Length at all (chunked): counted while read.
    const boundary = 'chunked-boundary';
    const part = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    // One 400 kB message (past the text forms' 320 KiB) in 40 kB chunks: the site streams the form, so the size is what stops it.
    const message = part('message', 'x'.repeat(400_000));
    const chunked = [part('name', 'Ana'), part('email', 'ana@example.com'), part('phone', '61 9999-0000')];
    for (let at = 0; at < message.length; at += 40_000) chunked.push(message.subarray(at, at + 40_000));
    expect(
      await rawPost(
        '/api/forms/contact',
        { ...ip(), 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
        chunked,
      ),
    ).toBe(413);
    // Through the ordinary client: a message of 400 kB.
    await expectRefusal(
      await request.post('/api/forms/contact', { headers: ip(), multipart: { ...CONTACT, message: 'x'.repeat(400_000) } }),
      413,
      'contact 400 kB',
    );
    // Garbage multipart.
    await expectRefusal(
      await request.post('/api/forms/contact', {
        headers: { ...ip(), 'content-type': 'multipart/form-data; boundary=zzz' },
        data: 'not a multipart body at all',
      }),
      400,
      'broken multipart',
    );
    expect(submissionCounts()).toEqual(before);
  });

  test('unknown and repeated fields and unknown languages are 400', async ({ request }) => {
    const before = submissionCounts();
    const cases: [string, string, Record<string, string>][] = [
      ['contact', '/api/forms/contact?lang=pt', { ...CONTACT, role: 'admin' }],
      ['contact', '/api/forms/contact?lang=pt', { ...CONTACT, 'name[]': 'x' }],
      ['contact', '/api/forms/contact?lang=pt', { ...CONTACT, __proto__x: 'x' }],
      ['contact', '/api/forms/contact?lang=../../etc', CONTACT],
      ['contact', '/api/forms/contact?lang=fr', CONTACT],
      ['contact', '/api/forms/contact?lang=%3Cb%3E', CONTACT],
      ['budget', '/api/forms/budget?lang=pt', { ...CONTACT, favorites: '[{"id":1,"name":"A"}]', id: '5' }],
      ['scouting', '/api/forms/scouting?lang=pt', { name: 'A', is_admin: '1' }],
    ];
    for (const [what, url, fields] of cases) {
      await expectRefusal(
        await request.post(url, { headers: ip(), multipart: fields }),
        400,
        `${what} ${url} ${Object.keys(fields).join(',')}`,
      );
    }
    // The same field twice (a second name to smuggle past the first one's check).
    const twice = new FormData();
    for (const [name, value] of Object.entries(CONTACT)) twice.append(name, value);
    twice.append('name', LONG_NAME);
    const response = await fetch(`${E2E.siteUrl}/api/forms/contact`, { method: 'POST', body: twice, headers: ip() });
    expect(response.status).toBe(400);
    expect(submissionCounts()).toEqual(before);
  });

  test('wrong types are 422 with field error keys', async ({ request }) => {
    const before = submissionCounts();
    const contact = await request.post('/api/forms/contact', {
      headers: ip(),
      multipart: {
        ...CONTACT,
        // A file where text is expected, an address that is not one.
        name: { name: 'name.txt', mimeType: 'text/plain', buffer: Buffer.from('Ana') },
        email: 'ana(at)example.com',
      },
    });
    expect(contact.status()).toBe(422);
    expect((await contact.json()).errors).toMatchObject({ name: ['required'], email: ['invalidEmail'] });

    const budgets: [string, string][] = [
      ['not JSON', '{broken'],
      ['an object, not a list', '{"id":1,"name":"A"}'],
      ['an id as text', '[{"id":"1","name":"A"}]'],
      ['a negative id', '[{"id":-1,"name":"A"}]'],
      ['a fractional id', '[{"id":1.5,"name":"A"}]'],
      ['no name', '[{"id":1}]'],
      ['nothing', '[]'],
    ];
    for (const [what, favorites] of budgets) {
      const response = await request.post('/api/forms/budget', { headers: ip(), multipart: { ...CONTACT, favorites } });
      expect(response.status(), what).toBe(422);
      expect(Object.keys((await response.json()).errors), what).toEqual(['favorites']);
    }

    const scouting: [string, Record<string, string>, string][] = [
      ['gender not in the list', { gender: 'other' }, 'gender'],
      ['birthdate ISO', { birthdate: '2001-03-05' }, 'birthdate'],
      ['birthdate impossible', { birthdate: '31/02/2001' }, 'birthdate'],
      ['birthdate in the future', { birthdate: '01/01/2999' }, 'birthdate'],
      ['privacy not 1', { privacy: 'yes' }, 'privacy'],
      ['height off the list', { height: '999' }, 'height'],
      ['country not an id', { id_country: 'Brasil' }, 'id_country'],
      ['video not a web address', { video: 'javascript:alert(1)' }, 'video'],
      ['text in a photo field', { image_2: 'not a file' }, 'image_2'],
      ['whatsapp with letters', { whatsapp: 'call me maybe' }, 'whatsapp'],
    ];
    for (const [what, override, field] of scouting) {
      const response = await request.post('/api/forms/scouting?lang=pt', { headers: ip(), multipart: scoutingFields(override) });
      expect(response.status(), what).toBe(422);
      expect(Object.keys((await response.json()).errors), what).toContain(field);
    }
    // A text file named .jpg is refused by its bytes.
    const spoofed = await request.post('/api/forms/scouting?lang=pt', {
      headers: ip(),
      multipart: scoutingFields({
        image_3: { name: 'x.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg onload=alert(1)>') },
      }),
    });
    expect(spoofed.status()).toBe(422);
    expect((await spoofed.json()).errors).toEqual({ image_3: ['Scouting.errors.photoType'] });
    expect(submissionCounts()).toEqual(before);
  });

  test('1000-character names are 422 tooLong and nothing is stored', async ({ request }) => {
    const before = submissionCounts();
    const contact = await request.post('/api/forms/contact', { headers: ip(), multipart: { ...CONTACT, name: LONG_NAME } });
    expect(contact.status()).toBe(422);
    expect((await contact.json()).errors).toEqual({ name: ['tooLong'] });

    const budget = await request.post('/api/forms/budget', {
      headers: ip(),
      multipart: { ...CONTACT, name: LONG_NAME, favorites: '[{"id":1,"name":"A"}]' },
    });
    expect(budget.status()).toBe(422);
    expect((await budget.json()).errors).toEqual({ name: ['tooLong'] });

    const favourite = await request.post('/api/forms/budget', {
      headers: ip(),
      multipart: { ...CONTACT, favorites: JSON.stringify([{ id: 1, name: LONG_NAME }]) },
    });
    expect(favourite.status()).toBe(422);
    expect((await favourite.json()).errors).toEqual({ favorites: ['tooLong'] });

    const scouting = await request.post('/api/forms/scouting?lang=pt', {
      headers: ip(),
      multipart: scoutingFields({ name: LONG_NAME, nationality: LONG_NAME }),
    });
    expect(scouting.status()).toBe(422);
    expect((await scouting.json()).errors).toEqual({ name: ['tooLong'], nationality: ['tooLong'] });
    expect(submissionCounts()).toEqual(before);
  });

  test('HTML in every text field is stored as the text that was sent', async ({ request }) => {
    const tag = `<b id="t${Date.now()}">x</b>`;
    const shortHtml = '<i>61</i> 9999-0000';
    const email = `html-${Date.now()}@example.com`;

    const contact = await request.post('/api/forms/contact?lang=en', {
      headers: ip(),
      multipart: { name: tag, email, phone: shortHtml, message: XSS_PROBE },
    });
    expect(contact.status()).toBe(201);
    expect(storedRows('SELECT name, phone, message FROM contact_messages WHERE email = ?', email)).toEqual([
      { name: tag, phone: shortHtml, message: XSS_PROBE },
    ]);

    const favourite = { id: 1, name: '<img src=x onerror=alert(1)>' };
    const budget = await request.post('/api/forms/budget?lang=es', {
      headers: ip(),
      multipart: { name: tag, email, phone: shortHtml, message: XSS_PROBE, favorites: JSON.stringify([favourite]) },
    });
    expect(budget.status()).toBe(201);
    const [row] = storedRows<{ name: string; phone: string; message: string; favorites: string }>(
      'SELECT name, phone, message, favorites FROM budget_requests WHERE email = ?',
      email,
    );
    expect(row).toMatchObject({ name: tag, phone: shortHtml, message: XSS_PROBE });
    expect(JSON.parse(row?.favorites ?? '[]')).toEqual([favourite]);

    // Scouting: a minor, so the guardian is stored too.
    const now = new Date();
    const birthdate = `01/01/${now.getFullYear() - 16}`;
    const name = `<u>${Date.now()}</u>`;
    const scouting = await request.post('/api/forms/scouting?lang=pt', {
      headers: ip(),
      multipart: scoutingFields({
        name,
        birthdate,
        email,
        responsable: '<script>alert(1)</script>',
        nationality: '<marquee>BR</marquee>',
        skills: XSS_PROBE,
      }),
    });
    expect(scouting.status()).toBe(201);
    expect(storedRows('SELECT responsable, nationality, skills FROM scouting_applications WHERE name = ?', name)).toEqual([
      { responsable: '<script>alert(1)</script>', nationality: '<marquee>BR</marquee>', skills: XSS_PROBE },
    ]);
  });
});

test.describe('GET /api/places (cities of a country)', () => {
  test('a valid query answers the cities', async ({ request }) => {
    const response = await request.get('/api/places?country=1&lang=pt');
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { cities: unknown[] }).cities.length).toBeGreaterThan(0);
  });

  test('wrong types, unknown fields, oversize and HTML values are 400', async ({ request }) => {
    const queries = [
      '',
      'lang=pt',
      'country=abc&lang=pt',
      'country=-1&lang=pt',
      'country=0&lang=pt',
      'country=1.5&lang=pt',
      'country=1e3&lang=pt',
      'country=1234567890&lang=pt',
      'country=1&lang=fr',
      'country=1&lang=..%2F..%2F',
      'country=%3Cscript%3E&lang=pt',
      `country=${'9'.repeat(5000)}&lang=pt`,
      'country=1&lang=pt&city=1',
      'country=1&lang=pt&country=2',
    ];
    for (const query of queries) {
      await expectRefusal(await request.get(`/api/places?${query}`), 400, query.slice(0, 60) || '(empty)');
    }
  });
});

test.describe('what visitors send is never rendered as HTML', () => {
  async function noInjection(page: Page) {
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(page.locator('#probe')).toHaveCount(0);
  }

  test('HTML typed into the contact form is sent and stored as text; the page never draws it', async ({ page }) => {
    await page.setExtraHTTPHeaders(ip());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/en/contact');
    const form = page.locator('main form');
    const email = `ui-html-${Date.now()}@example.com`;
    await form.getByLabel('Name').fill('<img src=x onerror="window.__xss=1">');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('<b>61</b> 9999');
    await form.getByLabel('Message').fill(XSS_PROBE);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('button', { name: 'Sent' })).toBeVisible();
    await noInjection(page);
    expect(storedRows('SELECT name, phone, message FROM contact_messages WHERE email = ?', email)).toEqual([
      { name: '<img src=x onerror="window.__xss=1">', phone: '<b>61</b> 9999', message: XSS_PROBE },
    ]);
    expect(errors).toEqual([]);
  });

  test('a favourite whose name is HTML is listed, announced and removed as text', async ({ page }) => {
    const name = '<img src=x onerror="window.__xss=1"><p id="probe">probe</p>';
    await page.addInitScript(
      (value) => window.localStorage.setItem('favorites', value),
      JSON.stringify({ '7001': { id: 7001, name, cover: null, slug: 'x' } }),
    );
    await page.goto('/en/favorites');
    const list = page.locator('main ul[aria-label]:not([aria-busy])');
    await expect(list.locator('li')).toHaveCount(1);
    await expect(list.locator('li')).toContainText(name);
    await noInjection(page);
    await list.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible();
    await noInjection(page);
  });
});
