import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEW_NOTE_MAX, SCOUTING_MEASURE_RANGES } from '../../lib/rules/agreed';
import { describeBudgetRequest, latestBudgetRequests } from '../scripts/budget-requests';
import { startAgencyApi } from '../src/server';
import { bearer, count, filesIn, rawGet, readDb, removeDir, sampleImages, signIn, startTestApi, type TestApi } from './helpers';

/** Test hooks: make a scouting application fail at a chosen point. */
const faults = { photo: null as number | null, commit: false };
const hooks = {
  beforePhotoWrite(slot: number) {
    if (faults.photo === slot) throw new Error(`test fault: photo ${slot} cannot be written`);
  },
  beforeCommit() {
    if (faults.commit) throw new Error('test fault: the commit fails');
  },
};

let t: TestApi;
let images: Awaited<ReturnType<typeof sampleImages>>;
let webp: Buffer;

beforeAll(async () => {
  t = await startTestApi('forms', { hooks });
  images = await sampleImages();
  webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .webp()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  removeDir(t.dataDir);
});

type Fields = Record<string, string | Blob | undefined>;
type Answer = { status: number; body: { success?: boolean; id?: number; message?: string; errors?: Record<string, string[]> } };

function form(fields: Fields): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Blob) data.append(key, value, key === 'image_1' ? 'photo.jpg' : `${key}.jpg`);
    else data.append(key, value);
  }
  return data;
}

async function send(path: string, body: RequestInit['body'], headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${t.url}${path}`, { method: 'POST', headers: { ...bearer(t.panel), ...headers }, body });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const contact = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+55 61 99999-0000',
  message: 'Olá, gostaria de informações.',
};
const budget = {
  ...contact,
  message: 'Orçamento para campanha de verão',
  favorites: JSON.stringify([
    { id: 1, name: 'Ana Júlia Conceição', cover: 'storage/pool/portrait-woman-07.jpg' },
    { id: 2, name: 'Lucas Silva' },
  ]),
};
const jpeg = (bytes: Uint8Array = images.jpeg, type = 'image/jpeg') => new Blob([bytes], { type });

function scouting(overrides: Fields = {}): Fields {
  return {
    name: 'Maria Clara Antunes',
    gender: 'woman',
    birthdate: '14/03/2001',
    whatsapp: '+55 61 99999-0000',
    instagram: 'mariaclara',
    email: 'maria.clara@example.com',
    privacy: '1',
    image_1: jpeg(),
    // Declared and named as JPEGs: the stored type comes from the bytes.
    image_2: jpeg(images.png),
    image_3: jpeg(images.gif),
    image_4: jpeg(),
    ...overrides,
  };
}

function dateYearsAgo(years: number, dayOffset = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + dayOffset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Rows and files of every submission: what must not change when a request is refused or fails. */
function storedState(): string {
  return JSON.stringify({
    contact: count(t.dataDir, 'contact_messages'),
    budget: count(t.dataDir, 'budget_requests'),
    applications: count(t.dataDir, 'scouting_applications'),
    photos: count(t.dataDir, 'scouting_photos'),
    files: filesIn(t.dataDir, 'media', 'storage', 'scouting').sort(),
    staging: filesIn(t.dataDir, 'tmp'),
  });
}

async function expectRefused(path: string, fields: Fields, fieldsNamed: string[]): Promise<Answer> {
  const before = storedState();
  const answer = await send(path, form(fields));
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.message).toBeTruthy();
  for (const field of fieldsNamed)
    expect(answer.body.errors?.[field], `errors.${field} in ${JSON.stringify(answer.body)}`).toBeDefined();
  expect(storedState()).toBe(before);
  return answer;
}

describe('contact form', () => {
  it('stores the message with its language and time, and answers 201 with the id', async () => {
    const answer = await send('/api/contact/en', form(contact));
    expect(answer).toEqual({ status: 201, body: { success: true, id: expect.any(Number) } });
    const row = readDb(t.dataDir, (db) =>
      db.prepare('SELECT * FROM contact_messages WHERE id = ?').get(answer.body.id),
    ) as Record<string, string>;
    expect(row).toMatchObject({ ...contact, language: 'en' });
    expect(Date.now() - Date.parse(row.created_at ?? '')).toBeLessThan(60_000);
  });

  it('accepts values at the limits', async () => {
    const answer = await send(
      '/api/contact/pt',
      form({ ...contact, name: 'n'.repeat(120), message: 'm'.repeat(5000), phone: '9'.repeat(40) }),
    );
    expect(answer.status).toBe(201);
  });

  it('refuses, naming every field: missing ones', async () => {
    const answer = await expectRefused('/api/contact/pt', {}, ['name', 'email', 'phone', 'message']);
    expect(answer.body.errors?.name).toEqual(['is required']);
  });

  it('refuses, naming every field: too long or malformed', async () => {
    await expectRefused(
      '/api/contact/pt',
      { name: 'n'.repeat(121), email: 'not-an-email', phone: '9'.repeat(41), message: 'm'.repeat(5001) },
      ['name', 'email', 'phone', 'message'],
    );
    await expectRefused('/api/contact/pt', { ...contact, email: `${'a'.repeat(250)}@example.com` }, ['email']);
    await expectRefused('/api/contact/pt', { ...contact, name: '   ' }, ['name']);
  });

  it('refuses a file where text is expected, and a field sent twice', async () => {
    await expectRefused('/api/contact/pt', { ...contact, message: jpeg() }, ['message']);
    const twice = form(contact);
    twice.append('email', 'other@example.com');
    const before = storedState();
    const answer = await send('/api/contact/pt', twice);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.email).toEqual(['must be sent only once']);
    expect(storedState()).toBe(before);
  });

  it('refuses a body that is not a form, and an unknown language (422, the refusal the contract declares)', async () => {
    const before = storedState();
    const asJson = await send('/api/contact/pt', JSON.stringify(contact), { 'content-type': 'application/json' });
    expect(asJson.status).toBe(422);
    expect(asJson.body.errors?.body).toBeDefined();
    for (const lang of ['fr', 'PT', 'pt-BR']) {
      const answer = await send(`/api/contact/${lang}`, form(contact));
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.lang).toBeDefined();
    }
    expect(storedState()).toBe(before);
  });
});

describe('budget request (favorites)', () => {
  it('stores the request with the favourite talents as JSON', async () => {
    const answer = await send('/api/favorites/es', form(budget));
    expect(answer.status).toBe(201);
    const row = readDb(t.dataDir, (db) => db.prepare('SELECT * FROM budget_requests WHERE id = ?').get(answer.body.id)) as Record<
      string,
      string
    >;
    expect(row.language).toBe('es');
    expect(JSON.parse(row.favorites ?? '')).toEqual(JSON.parse(budget.favorites));
  });

  it('accepts 200 favourites and refuses 201', async () => {
    const list = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Talent ${i + 1}` })));
    expect((await send('/api/favorites/pt', form({ ...budget, favorites: list(200) }))).status).toBe(201);
    await expectRefused('/api/favorites/pt', { ...budget, favorites: list(201) }, ['favorites']);
  });

  it('refuses favourites that are not a JSON array of {id, name}', async () => {
    const bad = [
      undefined,
      'not json',
      '{"id": 1, "name": "x"}',
      '[]',
      '[1, 2]',
      '[{"name": "no id"}]',
      '[{"id": "7", "name": "id as text"}]',
      '[{"id": 1.5, "name": "fraction"}]',
      '[{"id": 1}]',
      '[{"id": 1, "name": ""}]',
    ];
    for (const favorites of bad) {
      await expectRefused('/api/favorites/pt', { ...budget, favorites }, ['favorites']);
    }
  });

  it('refuses, naming every field', async () => {
    await expectRefused('/api/favorites/pt', {}, ['name', 'email', 'phone', 'message', 'favorites']);
    await expectRefused('/api/favorites/en', { ...budget, email: 'ana@', name: 'x'.repeat(121) }, ['email', 'name']);
  });
});

describe("budget request: the client's review of each talent (contract 1.2.0)", () => {
  const reviewed = [
    {
      id: 3,
      name: 'Bia Torres',
      verdict: 'yes',
      rank: 1,
      note: 'Perfeita.\nVer '.padEnd(REVIEW_NOTE_MAX, 'n'),
      intent: 'option',
    },
    { id: 1, name: 'Ana Júlia Conceição', verdict: 'maybe', rank: 2, intent: 'casting' },
    { id: 2, name: 'Lucas Silva', verdict: 'no', rank: 3 },
    { id: 4, name: 'Caio Lima', rank: 4, intent: 'confirm' },
  ];

  it('stores each item with its review keys, and the operator script shows them with the message', async () => {
    const answer = await send('/api/favorites/pt', form({ ...budget, favorites: JSON.stringify(reviewed) }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const row = readDb(t.dataDir, (db) =>
      db.prepare('SELECT favorites FROM budget_requests WHERE id = ?').get(answer.body.id),
    ) as {
      favorites: string;
    };
    expect(JSON.parse(row.favorites)).toEqual(reviewed);

    const [latest] = latestBudgetRequests(t.dataDir, 1);
    expect(latest).toMatchObject({ id: answer.body.id, language: 'pt', message: budget.message, items: reviewed });
    const shown = describeBudgetRequest(latest!);
    expect(shown).toContain(`| ${budget.message}`);
    expect(shown).toContain('  1. Bia Torres (3): yes · option · Perfeita. Ver n');
    expect(shown).toContain('  3. Lucas Silva (2): no');
    expect(shown).toContain('  4. Caio Lima (4): confirm');
  });

  it('refuses each bad value with 422 naming favorites, and stores nothing', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['verdict', { verdict: 'perhaps' }],
      ['verdict', { verdict: 1 }],
      ['rank', { rank: 0 }],
      ['rank', { rank: 1.5 }],
      ['rank', { rank: '1' }],
      ['note', { note: 'n'.repeat(REVIEW_NOTE_MAX + 1) }],
      ['note', { note: '   ' }],
      ['note', { note: 'bell\u0007' }],
      ['note', { note: 7 }],
      ['intent', { intent: 'hold' }],
    ];
    for (const [key, value] of bad) {
      const favorites = JSON.stringify([
        { id: 1, name: 'Ana' },
        { id: 2, name: 'Bia', ...value },
      ]);
      const answer = await expectRefused('/api/favorites/pt', { ...budget, favorites }, ['favorites']);
      expect(answer.body.errors?.favorites?.join(' '), JSON.stringify(value)).toMatch(new RegExp(`^item 2\\.${key}: `));
    }
  });
});

describe('scouting application (get-scouted)', () => {
  it('takes both ends of every measure range the site offers, as sent', async () => {
    for (const end of ['from', 'to'] as const) {
      const measures = Object.fromEntries(
        Object.entries(SCOUTING_MEASURE_RANGES).map(([field, range]) => [field, String(range[end])]),
      );
      const answer = await send('/api/get-scouted/pt', form(scouting(measures)));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const row = readDb(t.dataDir, (db) =>
        db.prepare('SELECT height, bust, waist, hips, jeans FROM scouting_applications WHERE id = ?').get(answer.body.id),
      );
      expect(row).toEqual(measures);
    }
  });

  it('stores the application and its four photos under generated names, typed by their bytes', async () => {
    const answer = await send(
      '/api/get-scouted/pt',
      form(
        scouting({
          nationality: 'Brasileira',
          id_country: '1',
          country: 'Brasil',
          id_city: '7',
          city: 'Brasília',
          height: '175',
          bust: '84/86',
          waist: '62',
          hips: '90',
          jeans: '36',
          skills: 'Dança, inglês',
          video: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
        }),
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = answer.body.id;
    const row = readDb(t.dataDir, (db) => db.prepare('SELECT * FROM scouting_applications WHERE id = ?').get(id)) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      language: 'pt',
      name: 'Maria Clara Antunes',
      birthdate: '2001-03-14',
      id_country: 1,
      id_city: 7,
      city: 'Brasília',
      bust: '84/86',
      responsable: null,
      privacy_accepted: 1,
    });
    const photos = readDb(t.dataDir, (db) =>
      db.prepare('SELECT slot, file, mime, bytes FROM scouting_photos WHERE application_id = ? ORDER BY slot').all(id),
    ) as { slot: number; file: string; mime: string; bytes: number }[];
    expect(photos.map((photo) => photo.mime)).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/jpeg']);
    for (const [index, photo] of photos.entries()) {
      expect(photo.file).toMatch(/^storage\/scouting\/[0-9a-f-]{36}\.(jpg|png|gif)$/);
      expect(photo.file.endsWith(['.jpg', '.png', '.gif', '.jpg'][index] ?? '')).toBe(true);
      // Encoded again in its own format, the same picture: the size in the row is the file's.
      const onDisk = fs.readFileSync(path.join(t.dataDir, 'media', photo.file));
      expect(onDisk.byteLength).toBe(photo.bytes);
      const meta = await sharp(onDisk).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([['jpeg', 'png', 'gif', 'jpeg'][index], 24, 36]);
    }
    expect(filesIn(t.dataDir, 'tmp')).toEqual([]);
    // Applicants' photos are kept, never published.
    const first = photos[0]?.file ?? '';
    expect((await rawGet(t.url, `/${first}`)).status).toBe(404);
  });

  it('refuses an empty application, naming every required field and photo', async () => {
    await expectRefused('/api/get-scouted/pt', {}, [
      'name',
      'gender',
      'birthdate',
      'whatsapp',
      'instagram',
      'email',
      'privacy',
      'image_1',
      'image_2',
      'image_3',
      'image_4',
    ]);
  });

  it('refuses birthdates that are not a real past date written dd/MM/yyyy', async () => {
    for (const birthdate of [
      '2001-03-14',
      '14/3/2001',
      '31/02/2001',
      '00/01/2001',
      '14/13/2001',
      dateYearsAgo(-1),
      dateYearsAgo(0),
      '01/01/1850',
    ]) {
      await expectRefused('/api/get-scouted/pt', scouting({ birthdate }), ['birthdate']);
    }
  });

  it("asks for the guardian (responsable) only under 18 on today's date", async () => {
    const minor = dateYearsAgo(16);
    const answer = await expectRefused('/api/get-scouted/pt', scouting({ birthdate: minor }), ['responsable']);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['responsable']);
    // Turns 18 tomorrow: still a minor today.
    await expectRefused('/api/get-scouted/pt', scouting({ birthdate: dateYearsAgo(18, 1) }), ['responsable']);
    expect((await send('/api/get-scouted/en', form(scouting({ birthdate: minor, responsable: 'Joana Antunes' })))).status).toBe(
      201,
    );
    expect((await send('/api/get-scouted/es', form(scouting({ birthdate: dateYearsAgo(18) })))).status).toBe(201);
  });

  it('refuses bad values of the other fields, all named at once', async () => {
    await expectRefused(
      '/api/get-scouted/pt',
      scouting({
        name: 'n'.repeat(121),
        gender: 'other',
        whatsapp: '9'.repeat(41),
        instagram: 'i'.repeat(61),
        email: 'maria',
        responsable: 'r'.repeat(121),
        nationality: 'n'.repeat(61),
        id_country: 'Brasil',
        id_city: '1.5',
        skills: 's'.repeat(1001),
        video: 'not a url',
        privacy: '0',
      }),
      [
        'name',
        'gender',
        'whatsapp',
        'instagram',
        'email',
        'responsable',
        'nationality',
        'id_country',
        'id_city',
        'skills',
        'video',
        'privacy',
      ],
    );
    await expectRefused('/api/get-scouted/pt', scouting({ video: 'javascript:alert(1)' }), ['video']);
    await expectRefused('/api/get-scouted/pt', scouting({ privacy: undefined }), ['privacy']);
  });

  it('refuses a .jpg that is really text, a truncated JPEG, a WebP and an empty file', async () => {
    const text = new Blob(['this is not an image, only text pretending'], { type: 'image/jpeg' });
    const truncated = new Blob([Buffer.concat([images.jpeg.subarray(0, 4), Buffer.from('garbage garbage garbage')])], {
      type: 'image/jpeg',
    });
    const answer = await expectRefused(
      '/api/get-scouted/pt',
      scouting({
        image_1: text,
        image_2: truncated,
        image_3: new Blob([webp], { type: 'image/png' }),
        image_4: new Blob([], { type: 'image/jpeg' }),
      }),
      ['image_1', 'image_2', 'image_3', 'image_4'],
    );
    expect(answer.body.errors?.image_1).toEqual(['must be a png, gif or jpeg image']);
    expect(answer.body.errors?.image_2).toEqual(['is not a readable image']);
  });

  it('wants exactly four images, as files', async () => {
    await expectRefused('/api/get-scouted/pt', scouting({ image_5: jpeg() }), ['image_5']);
    await expectRefused('/api/get-scouted/pt', scouting({ image_4: undefined }), ['image_4']);
    await expectRefused('/api/get-scouted/pt', scouting({ image_2: 'photo.jpg' }), ['image_2']);
  });

  it('refuses an image over 10 MB with 422', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    images.jpeg.copy(big);
    await expectRefused('/api/get-scouted/pt', scouting({ image_3: new Blob([big], { type: 'image/jpeg' }) }), ['image_3']);
  });

  it('answers 413 to a body over the cap, by its Content-Length or while reading a chunked one', async () => {
    const before = storedState();
    const declared = await fetch(`${t.url}/api/get-scouted/pt`, {
      method: 'POST',
      headers: { ...bearer(t.panel), 'content-type': 'multipart/form-data; boundary=----x' },
      body: new Uint8Array(46 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as Answer['body']).message).toMatch(/too large/);
    // Read to its end within the drain's bounds: the connection stays open for the client's next request.
    expect(declared.headers.get('connection')).toBe('keep-alive');

    const chunk = new Uint8Array(1024 * 1024).fill(97);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${t.url}/api/get-scouted/pt`, {
      method: 'POST',
      headers: { ...bearer(t.panel), 'content-type': 'multipart/form-data; boundary=----x' },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(response.headers.get('content-length')).not.toBeNull();
    expect(response.status).toBe(413);
    expect(storedState()).toBe(before);
  });
});

describe('what the site refuses, the API refuses too (issue 15)', () => {
  it('refuses fields a form does not define, a lang field among them, on every form', async () => {
    const extra = { lang: 'fr', admin: '1' };
    await expectRefused('/api/contact/pt', { ...contact, ...extra }, ['lang', 'admin']);
    await expectRefused('/api/favorites/pt', { ...budget, ...extra }, ['lang', 'admin']);
    await expectRefused('/api/get-scouted/pt', scouting(extra), ['lang', 'admin']);
    // Even a language the API knows: the path carries it, a field is not part of the contract.
    await expectRefused('/api/get-scouted/en', scouting({ lang: 'en' }), ['lang']);
  });

  it('refuses a scouting application in an unknown language with 422', async () => {
    const before = storedState();
    for (const lang of ['fr', 'PT', 'pt-BR', 'xx']) {
      const answer = await send(`/api/get-scouted/${lang}`, form(scouting()));
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.lang).toBeDefined();
    }
    expect(storedState()).toBe(before);
  });

  it('refuses a country id its countries table lacks, and a city outside the chosen country', async () => {
    const [chile, santiago] = readDb(t.dataDir, (db) => {
      const country = (db.prepare("SELECT id FROM countries WHERE name_pt = 'Chile'").get() as { id: number }).id;
      const city = (db.prepare('SELECT id FROM cities WHERE id_country = ? ORDER BY id LIMIT 1').get(country) as { id: number })
        .id;
      return [country, city];
    });
    await expectRefused('/api/get-scouted/pt', scouting({ id_country: '999999' }), ['id_country']);
    await expectRefused('/api/get-scouted/pt', scouting({ id_country: '1', id_city: String(santiago) }), ['id_city']);
    await expectRefused('/api/get-scouted/pt', scouting({ id_country: '1', id_city: '999999' }), ['id_city']);
    await expectRefused('/api/get-scouted/pt', scouting({ id_city: String(santiago) }), ['id_city']);
    const accepted = await send('/api/get-scouted/pt', form(scouting({ id_country: String(chile), id_city: String(santiago) })));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });

  it('refuses favourite ids that are not positive integers', async () => {
    for (const id of [0, -3]) {
      const answer = await expectRefused(
        '/api/favorites/pt',
        {
          ...budget,
          favorites: JSON.stringify([
            { id: 1, name: 'Ana' },
            { id, name: 'Bad id' },
          ]),
        },
        ['favorites'],
      );
      expect(answer.body.errors?.favorites?.join(' ')).toMatch(/item 2\.id: must be a positive integer/);
    }
  });

  it('after its own 413, the next request on the same keep-alive connection works', async () => {
    // One socket at most: the second request goes where the first one went.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (path: string, body: Buffer, type: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          `${t.url}${path}`,
          { method: 'POST', agent, headers: { ...bearer(t.panel), 'content-type': type, 'content-length': body.length } },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    const urlencoded = 'application/x-www-form-urlencoded';
    try {
      for (let round = 0; round < 2; round += 1) {
        const refused = await post('/api/contact/pt', Buffer.alloc(3 * 1024 * 1024, 97), urlencoded);
        expect(refused.status).toBe(413);
        const next = await post('/api/contact/pt', Buffer.from(new URLSearchParams(contact).toString()), urlencoded);
        expect(next.status, next.body).toBe(201);
      }
    } finally {
      agent.destroy();
    }
  });
});

describe('the error line', () => {
  it('is one JSON line with the request id it was sent, the error and its stack, and nothing on stderr', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const capture = (into: string[]) => (chunk: string | Uint8Array) => {
      into.push(String(chunk));
      return true;
    };
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture(out));
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture(err));
    const logged = await startAgencyApi({ port: 0, dataDir: t.dataDir, log: true, hooks });
    faults.commit = true;
    try {
      const panel = await signIn(logged.url, 'panel');
      const answer = await fetch(`${logged.url}/api/contact/pt`, {
        method: 'POST',
        headers: { ...bearer(panel), 'X-Request-Id': 'form-7f3c2a9be01d' },
        body: form(contact),
      });
      expect(answer.status).toBe(500);
    } finally {
      faults.commit = false;
      await logged.close();
      stdout.mockRestore();
      stderr.mockRestore();
    }
    expect(err.join('')).toBe('');
    const records = out.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = records.find((record) => record.event === 'error');
    expect(failure).toMatchObject({
      level: 'error',
      requestId: 'form-7f3c2a9be01d',
      method: 'POST',
      path: '/api/contact/pt',
      error: 'Error: test fault: the commit fails',
      stack: expect.stringMatching(/^at /),
    });
    expect(records).toContainEqual(expect.objectContaining({ event: 'request', requestId: 'form-7f3c2a9be01d', status: 500 }));
  });
});

describe('a failure in the middle of a request', () => {
  it('leaves no row and no file when the fourth photo cannot be written', async () => {
    const before = storedState();
    faults.photo = 4;
    try {
      const answer = await send('/api/get-scouted/pt', form(scouting()));
      expect(answer.status).toBe(500);
      expect(answer.body.message).toBeTruthy();
    } finally {
      faults.photo = null;
    }
    expect(storedState()).toBe(before);
  });

  it('leaves no row and no file when the commit fails after the photos are in place', async () => {
    const before = storedState();
    faults.commit = true;
    try {
      expect((await send('/api/get-scouted/pt', form(scouting()))).status).toBe(500);
      expect((await send('/api/contact/pt', form(contact))).status).toBe(500);
      expect((await send('/api/favorites/pt', form(budget))).status).toBe(500);
    } finally {
      faults.commit = false;
    }
    expect(storedState()).toBe(before);
    // And the next request goes through.
    expect((await send('/api/get-scouted/pt', form(scouting()))).status).toBe(201);
  });
});

describe('durability', () => {
  it('submissions survive a restart; what a crash left half-done is swept on start', async () => {
    const stored = await send('/api/contact/pt', form({ ...contact, message: 'survives a restart' }));
    expect(stored.status).toBe(201);
    const application = await send('/api/get-scouted/pt', form(scouting()));
    expect(application.status).toBe(201);
    // What a crash between the rename and the commit, or during staging, would leave.
    const scoutingDir = path.join(t.dataDir, 'media', 'storage', 'scouting');
    fs.writeFileSync(path.join(scoutingDir, 'orphan.jpg'), images.jpeg);
    fs.writeFileSync(path.join(t.dataDir, 'tmp', 'upload.jpg.part'), images.jpeg);

    await t.close();
    const restarted = await startAgencyApi({ port: 0, dataDir: t.dataDir, log: false, hooks });
    t = { ...t, api: restarted, url: restarted.url, close: () => restarted.close() };

    const row = readDb(t.dataDir, (db) =>
      db.prepare('SELECT message FROM contact_messages WHERE id = ?').get(stored.body.id),
    ) as { message: string };
    expect(row.message).toBe('survives a restart');
    const files = readDb(t.dataDir, (db) =>
      db.prepare('SELECT file FROM scouting_photos WHERE application_id = ?').all(application.body.id),
    ) as { file: string }[];
    expect(files).toHaveLength(4);
    for (const { file } of files) expect(fs.existsSync(path.join(t.dataDir, 'media', file))).toBe(true);
    expect(filesIn(t.dataDir, 'media', 'storage', 'scouting')).not.toContain('orphan.jpg');
    expect(filesIn(t.dataDir, 'tmp')).toEqual([]);

    // The same tokens still work and ids keep growing.
    const next = await send('/api/contact/pt', form(contact));
    expect(next.status).toBe(201);
    expect(next.body.id ?? 0).toBeGreaterThan(stored.body.id ?? 0);
  });
});

/** Reads back what the agency stored for an application: its photos' files. */
function storedPhotos(id: number | undefined): Buffer[] {
  const rows = readDb(t.dataDir, (db) =>
    db.prepare('SELECT file FROM scouting_photos WHERE application_id = ? ORDER BY slot').all(id),
  ) as { file: string }[];
  return rows.map((row) => fs.readFileSync(path.join(t.dataDir, 'media', row.file)));
}

describe("applicants' photos keep no secrets", () => {
  it('stores a photo carrying a GPS position without any metadata, upright', async () => {
    // Orientation 6: the camera was turned; the stored photo is turned upright instead of tagged.
    const gps = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#8a7060' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Phone' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '15/1 47/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '47/1 52/1 0/1' },
      })
      .toBuffer();
    const sent = await sharp(gps).metadata();
    expect([sent.orientation, sent.exif?.includes('Phone')]).toEqual([6, true]);
    const answer = await send('/api/get-scouted/pt', form(scouting({ image_1: jpeg(gps) })));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [first] = storedPhotos(answer.body.id);
    const meta = await sharp(first).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(first?.includes('Phone')).toBe(false);
  });

  it('stores a JPEG with HTML appended, and one with a script in a comment, as images only', async () => {
    const appended = Buffer.concat([images.jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const comment = Buffer.from('<script>alert(1)</script>');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(comment.length + 2);
    // A COM segment (FF FE) right after the start of image.
    const commented = Buffer.concat([
      images.jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe]),
      length,
      comment,
      images.jpeg.subarray(2),
    ]);
    expect(commented.includes('<script>')).toBe(true);
    expect((await sharp(commented).metadata()).format).toBe('jpeg');
    const answer = await send('/api/get-scouted/pt', form(scouting({ image_1: jpeg(appended), image_2: jpeg(commented) })));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [first, second] = storedPhotos(answer.body.id);
    for (const stored of [first, second]) {
      expect(stored?.includes('<script>')).toBe(false);
      expect(stored?.includes('<html>')).toBe(false);
      // Nothing after the end-of-image marker.
      expect(stored?.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
      expect((await sharp(stored).metadata()).format).toBe('jpeg');
    }
  });

  it('refuses a GIF declaring 65535 × 65535 with a field error, before decoding it', async () => {
    const giant = Buffer.from(images.gif);
    giant.writeUInt16LE(65535, 6);
    giant.writeUInt16LE(65535, 8);
    const descriptor = giant.indexOf(0x2c, 13);
    giant.writeUInt16LE(65535, descriptor + 5);
    giant.writeUInt16LE(65535, descriptor + 7);
    const answer = await expectRefused('/api/get-scouted/pt', scouting({ image_3: jpeg(giant) }), ['image_3']);
    expect(answer.body.errors?.image_3).toEqual(['is too large: at most 50 megapixels']);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['image_3']);
  });
});

describe('an idempotency key: nothing is stored twice', () => {
  const key = () => crypto.randomUUID();

  it('a repeat answers 201 with the first id and stores one row; a different body under the key is 422', async () => {
    for (const [path, fields, table] of [
      ['/api/contact/pt', contact, 'contact_messages'],
      ['/api/favorites/en', budget, 'budget_requests'],
    ] as const) {
      const sameKey = key();
      const before = count(t.dataDir, table);
      const first = await send(path, form(fields), { 'Idempotency-Key': sameKey });
      expect(first.status).toBe(201);
      const again = await send(path, form(fields), { 'Idempotency-Key': sameKey });
      expect(again).toEqual(first);
      expect(count(t.dataDir, table)).toBe(before + 1);

      const state = storedState();
      const changed = await send(path, form({ ...fields, message: 'Outra mensagem' }), { 'Idempotency-Key': sameKey });
      expect(changed.status).toBe(422);
      expect(changed.body.errors?.['Idempotency-Key']).toEqual(['was already used for a different submission']);
      expect(storedState()).toBe(state);
      // The same words under another key are another submission.
      expect((await send(path, form(fields), { 'Idempotency-Key': key() })).status).toBe(201);
    }
  });

  it('refuses a key that is not 16 to 64 characters of [A-Za-z0-9_-], storing nothing', async () => {
    for (const bad of ['short', 'x'.repeat(65), 'with spaces in the key!', '<script>alert(1)</script>']) {
      const before = storedState();
      const answer = await send('/api/contact/pt', form(contact), { 'Idempotency-Key': bad });
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.['Idempotency-Key']).toBeDefined();
      expect(storedState()).toBe(before);
    }
  });

  it('ten concurrent repeats of a contact message store one row and all answer its id', async () => {
    const sameKey = key();
    const before = count(t.dataDir, 'contact_messages');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('/api/contact/es', form(contact), { 'Idempotency-Key': sameKey })),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.body.id}`)).size).toBe(1);
    expect(answers[0]?.status).toBe(201);
    expect(count(t.dataDir, 'contact_messages')).toBe(before + 1);
  });

  it('a scouting repeat stores its photos once; concurrent repeats leave one row, four files, no orphan', async () => {
    const sameKey = key();
    const before = {
      rows: count(t.dataDir, 'scouting_applications'),
      files: filesIn(t.dataDir, 'media', 'storage', 'scouting').length,
    };
    const first = await send('/api/get-scouted/pt', form(scouting()), { 'Idempotency-Key': sameKey });
    expect(first.status).toBe(201);
    const again = await send('/api/get-scouted/pt', form(scouting()), { 'Idempotency-Key': sameKey });
    expect(again).toEqual(first);
    expect(count(t.dataDir, 'scouting_applications')).toBe(before.rows + 1);
    expect(filesIn(t.dataDir, 'media', 'storage', 'scouting')).toHaveLength(before.files + 4);

    const racing = key();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send('/api/get-scouted/en', form(scouting()), { 'Idempotency-Key': racing })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(count(t.dataDir, 'scouting_applications')).toBe(before.rows + 2);
    expect(count(t.dataDir, 'scouting_photos')).toBe((before.rows + 2) * 4);
    expect(filesIn(t.dataDir, 'media', 'storage', 'scouting')).toHaveLength(before.files + 8);
    expect(filesIn(t.dataDir, 'tmp')).toEqual([]);

    // A different photo under a used key is a different application: refused.
    const other = await send('/api/get-scouted/pt', form(scouting({ image_4: jpeg(images.png) })), {
      'Idempotency-Key': sameKey,
    });
    expect(other.status).toBe(422);
  });
});
