/**
 * The call functions of lib/agency against a real HTTP server started here:
 * what each sends (method, path, query, body, multipart fields) and what it
 * returns (the app's types, media resolved, excluded talents dropped).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAttributes, fetchPost, fetchPosts, fetchSlides, fetchSocialMedia } from '@/lib/agency/content';
import type { AgencyConfig } from '@/lib/agency/env';
import { AgencyApiError } from '@/lib/agency/errors';
import { createAgencyFetch } from '@/lib/agency/fetch';
import { downloadGallery, sendBudgetRequest, sendContact, sendScoutingApplication } from '@/lib/agency/forms';
import { fetchRoster, fetchTalentProfile } from '@/lib/agency/talents';

// The fetch helper is server-only; in tests it is imported with the marker mocked.
vi.mock('server-only', () => ({}));

// ---- a small programmable agency API -------------------------------------

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}
interface Reply {
  status?: number;
  json?: unknown;
  bytes?: Buffer;
  contentType?: string;
}
type Route = (req: Recorded) => Reply | undefined | Promise<Reply | undefined>;

const servers: Server[] = [];

async function startServer(route: Route) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        raw: Buffer.concat(chunks),
      };
      if (recorded.path === '/api/signin' || recorded.path === '/api/login') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ access_token: `token-for-${recorded.path}` }));
        return;
      }
      requests.push(recorded);
      const reply = (await route(recorded)) ?? { status: 404, json: { message: 'Not found.' } };
      if (res.destroyed) return;
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'application/json' });
      res.end(reply.bytes ?? JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const MEDIA = 'https://media.example.test/';

function clientFor(url: string, timeoutMs = 2000) {
  const config: AgencyConfig = {
    siteUrl: url,
    panelUrl: url,
    mediaUrl: MEDIA,
    siteApiKey: 'k',
    panelApiToken: 't',
    salt: 's',
    timeoutMs,
  };
  return createAgencyFetch(config);
}

/** Parses a recorded multipart body the way a server would. */
function formOf(req: Recorded): Promise<FormData> {
  return new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type']) },
    body: new Uint8Array(req.raw),
  }).formData();
}

function only<T>(list: readonly T[]): T {
  expect(list).toHaveLength(1);
  const [item] = list;
  if (item === undefined) throw new Error('missing');
  return item;
}

// ---- fixtures ---------------------------------------------------------------

const page = { current_page: 1, last_page: 1, per_page: 1000, total: 3 };
const summary = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Talent ${id}`,
  gender: 'woman',
  cover: `storage/talents/${id}/cover.jpg`,
  cover_web: `storage/talents/${id}/cover-web.jpg`,
  categories: [{ id: 1921, name: 'São Paulo' }],
  divisions: [{ id: 1, id_category: 1921 }],
  ...extra,
});
const profile = (id: number, extra: Record<string, unknown> = {}) => ({
  ...summary(id),
  instagram: 'ana.model',
  birthdate: '2000-06-15',
  height: '178',
  bust: '84/86',
  chest: null,
  waist: 60,
  hips: '90',
  shoes: '38/39',
  jeans: '36',
  suit: null,
  shirt: null,
  eyes: 'Verde',
  hair: 'Castanho',
  biography: 'Line one\nline two',
  skills: ['dance'],
  book: [
    { file: 'storage/talents/7/book/1.jpg', width: 800, height: 1200 },
    { file: 'https://cdn.example.test/2.jpg', width: 1600, height: 900 },
    { file: '', width: 1, height: 1 },
  ],
  compo: [{ file: '/storage/talents/7/compo/1.jpg', width: 800, height: 1200 }],
  video: [{ provider: 'youtube', file: 'dQw4w9WgXcQ' }],
  ...extra,
});

// ---- roster and profile ----------------------------------------------------------

describe('fetchRoster', () => {
  it('asks for the whole roster with web covers and drops excluded talents', async () => {
    const api = await startServer((req) =>
      req.path === '/api/talents'
        ? {
            json: {
              ...page,
              data: [
                summary(1),
                summary(2, { divisions: [{ id: 9, id_category: 1446, name: 'Hidden' }] }),
                summary(3, { cover_web: null, cover: 'https://cdn.example.test/3.jpg', gender: 'man' }),
              ],
            },
          }
        : undefined,
    );

    const roster = await fetchRoster(clientFor(api.url), 'en');

    const req = only(api.requests);
    expect(req.method).toBe('POST');
    expect(Object.fromEntries(req.query)).toEqual({ language: 'en', paginate: '1000', cover_web: '1' });
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.raw.toString())).toEqual({ filters: {} });
    expect(req.headers.authorization).toBe('Bearer token-for-/api/signin');

    expect(roster.map((t) => t.id)).toEqual([1, 3]);
    expect(roster[0]).toEqual({
      id: 1,
      name: 'Talent 1',
      gender: 'woman',
      cover: 'https://media.example.test/storage/talents/1/cover-web.jpg',
      categories: [{ id: 1921, name: 'São Paulo' }],
      divisions: [{ id: 1, id_category: 1921, name: null }],
      availability: null,
    });
    expect(roster[1]?.cover).toBe('https://cdn.example.test/3.jpg');
  });
});

describe('fetchTalentProfile', () => {
  it('asks with the profile query and resolves every media path', async () => {
    const api = await startServer((req) => (req.path === '/api/talent/profile' ? { json: { data: profile(7) } } : undefined));

    const talent = await fetchTalentProfile(clientFor(api.url), 'es', 7);

    expect(Object.fromEntries(only(api.requests).query)).toEqual({
      language: 'es',
      id: '7',
      cover2: '1',
      cover_web: '1',
      skills: '1',
    });
    expect(talent).toMatchObject({
      id: 7,
      cover: 'https://media.example.test/storage/talents/7/cover-web.jpg',
      instagram: 'ana.model',
      birthdate: '2000-06-15',
      bust: '84/86',
      waist: '60',
      chest: null,
      eyes: 'Verde',
      skills: ['dance'],
      polaroids: [],
      video: [{ provider: 'youtube', file: 'dQw4w9WgXcQ', width: null, height: null }],
    });
    expect(talent?.book).toEqual([
      { file: 'https://media.example.test/storage/talents/7/book/1.jpg', width: 800, height: 1200, taken_at: null },
      { file: 'https://cdn.example.test/2.jpg', width: 1600, height: 900, taken_at: null },
    ]);
    expect(talent?.compo[0]?.file).toBe('https://media.example.test/storage/talents/7/compo/1.jpg');
  });

  it("reads contract 1.1.0's casting fields, and a malformed one as null rather than failing the profile", async () => {
    const given = {
      ...profile(7),
      availability: { status: 'away', city: 'Paris', until: '2026-12-20' },
      polaroids: [{ file: 'storage/p/1.jpg', width: 600, height: 800, taken_at: '2026-10-02' }],
      video: [
        { provider: 'youtube', file: 'slate1', kind: 'slate' },
        { provider: 'vimeo', file: '42', kind: 'trailer' },
      ],
    };
    const api = await startServer((req) => (req.path === '/api/talent/profile' ? { json: { data: given } } : undefined));
    const talent = await fetchTalentProfile(clientFor(api.url), 'pt', 7);
    expect(talent?.availability).toEqual({ status: 'away', city: 'Paris', until: '2026-12-20' });
    expect(talent?.polaroids[0]?.taken_at).toBe('2026-10-02');
    expect(talent?.video.map((v) => v.kind)).toEqual(['slate', null]);

    const broken = await startServer((req) =>
      req.path === '/api/talent/profile'
        ? { json: { data: { ...profile(7), availability: { status: 'on the moon' } } } }
        : undefined,
    );
    expect((await fetchTalentProfile(clientFor(broken.url), 'pt', 7))?.availability).toBeNull();
  });

  it('is null for an unknown id (404)', async () => {
    const api = await startServer(() => ({ status: 404, json: { message: 'Talent not found.' } }));
    await expect(fetchTalentProfile(clientFor(api.url), 'pt', 999)).resolves.toBeNull();
  });

  it('is null for an excluded talent', async () => {
    const api = await startServer(() => ({
      json: { data: profile(8, { divisions: [{ id: 2, id_category: 1446 }] }) },
    }));
    await expect(fetchTalentProfile(clientFor(api.url), 'pt', 8)).resolves.toBeNull();
  });

  it('is null without asking for an id that is not a positive integer', async () => {
    const api = await startServer(() => ({ json: { data: profile(1) } }));
    const client = clientFor(api.url);
    await expect(fetchTalentProfile(client, 'pt', 0)).resolves.toBeNull();
    await expect(fetchTalentProfile(client, 'pt', 1.5)).resolves.toBeNull();
    await expect(fetchTalentProfile(client, 'pt', Number.NaN)).resolves.toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('still throws other failures', async () => {
    const api = await startServer(() => ({ status: 500, json: { message: 'boom' } }));
    await expect(fetchTalentProfile(clientFor(api.url), 'pt', 7)).rejects.toMatchObject({ status: 500 });
  });
});

describe('fetchAttributes', () => {
  it('passes the list switches and defaults missing lists to empty', async () => {
    const api = await startServer(() => ({
      json: {
        data: {
          hair: [{ value: 'black', label: 'Preto' }],
          eyes: [{ value: 'green', label: 'Verde' }],
          cities: [{ id: 3, name: 'Brasília', id_country: 5 }],
        },
      },
    }));

    const attributes = await fetchAttributes(clientFor(api.url), 'pt', { cities: true, country: 5 });

    const req = only(api.requests);
    expect(req.path).toBe('/api/talents/attributes');
    expect(Object.fromEntries(req.query)).toEqual({ language: 'pt', cities: '1', country: '5' });
    expect(attributes).toEqual({
      hair: [{ value: 'black', label: 'Preto' }],
      eyes: [{ value: 'green', label: 'Verde' }],
      countries: [],
      cities: [{ id: 3, name: 'Brasília', id_country: 5 }],
    });
  });
});

// ---- content ------------------------------------------------------------------

describe('content', () => {
  it('fetchSlides resolves both files, fills a missing one from the other, drops empty slides', async () => {
    const api = await startServer(() => ({
      json: {
        data: [
          { id: 1, type: 'image', description: '1', url: { mobile: 'slides/1-m.jpg', desktop: 'slides/1-d.jpg' } },
          { id: 2, type: 'video', description: 2, url: { mobile: '', desktop: 'https://v.example.test/2.mp4' }, video_id: null },
          { id: 3, type: 'image', description: '1', url: { mobile: '', desktop: '' } },
        ],
      },
    }));

    const slides = await fetchSlides(clientFor(api.url), 'home');

    expect(only(api.requests).path).toBe('/api/slides/home');
    expect(slides).toEqual([
      {
        id: 1,
        type: 'image',
        description: '1',
        url: { mobile: `${MEDIA}slides/1-m.jpg`, desktop: `${MEDIA}slides/1-d.jpg` },
        video_id: null,
      },
      {
        id: 2,
        type: 'video',
        description: '2',
        url: { mobile: 'https://v.example.test/2.mp4', desktop: 'https://v.example.test/2.mp4' },
        video_id: null,
      },
    ]);
  });

  it('fetchPosts pages a collection and fetchPost is null for an unknown slug', async () => {
    const post = { id: 1, slug: 'about', title: 'Sobre', content: '<p>Hi</p>', image: 'posts/1.jpg' };
    const api = await startServer((req) => {
      if (req.path === '/api/posts/news/en') {
        return { json: { current_page: 2, last_page: 3, per_page: 6, total: 14, data: [post] } };
      }
      if (req.path === '/api/posts/pages/pt/about') return { json: { data: post } };
      return undefined;
    });
    const client = clientFor(api.url);

    const posts = await fetchPosts(client, 'news', 'en', { paginate: 6, page: 2 });
    expect(Object.fromEntries(api.requests[0]?.query ?? [])).toEqual({ paginate: '6', page: '2' });
    expect(posts).toMatchObject({ current_page: 2, last_page: 3, per_page: 6, total: 14 });
    expect(posts.data[0]).toEqual({
      id: 1,
      slug: 'about',
      title: 'Sobre',
      excerpt: null,
      content: '<p>Hi</p>',
      image: `${MEDIA}posts/1.jpg`,
      published_at: null,
    });

    await expect(fetchPost(client, 'pages', 'pt', 'about')).resolves.toMatchObject({ title: 'Sobre' });
    await expect(fetchPost(client, 'pages', 'pt', 'missing')).resolves.toBeNull();
  });

  it('fetchSocialMedia reads the panel host', async () => {
    const api = await startServer((req) =>
      req.path === '/api/social-media'
        ? { json: { data: { instagram: 'https://instagram.com/ravage', whatsapp: '5561999990000', email: '' } } }
        : undefined,
    );

    const social = await fetchSocialMedia(clientFor(api.url));

    expect(only(api.requests).headers.authorization).toBe('Bearer token-for-/api/login');
    expect(social).toEqual({
      instagram: 'https://instagram.com/ravage',
      facebook: null,
      whatsapp: '5561999990000',
      phone: null,
      email: null,
      platform: null,
    });
  });
});

// ---- forms ---------------------------------------------------------------------

describe('forms', () => {
  const stored = (id: number): Reply => ({ status: 201, json: { success: true, id } });

  it('sendContact posts multipart with the contract field names', async () => {
    const api = await startServer((req) => (req.path === '/api/contact/es' ? stored(11) : undefined));

    const result = await sendContact(clientFor(api.url), 'es', {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+55 61 99999-0000',
      message: 'Olá',
    });

    expect(result).toEqual({ ok: true, id: 11 });
    const req = only(api.requests);
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.headers.authorization).toBe('Bearer token-for-/api/login');
    const form = await formOf(req);
    expect([...form.keys()]).toEqual(['name', 'email', 'phone', 'message']);
    expect(form.get('message')).toBe('Olá');
  });

  it('sendBudgetRequest adds the favourites JSON', async () => {
    const api = await startServer((req) => (req.path === '/api/favorites/pt' ? stored(12) : undefined));
    const favorites = JSON.stringify([{ id: 7, name: 'Ana' }]);

    await expect(
      sendBudgetRequest(clientFor(api.url), 'pt', {
        name: 'Bia',
        email: 'bia@example.com',
        phone: '1',
        message: 'Orçamento',
        favorites,
      }),
    ).resolves.toEqual({ ok: true, id: 12 });

    const form = await formOf(only(api.requests));
    expect([...form.keys()]).toEqual(['name', 'email', 'phone', 'message', 'favorites']);
    expect(form.get('favorites')).toBe(favorites);
  });

  function application(): FormData {
    const form = new FormData();
    form.append('name', 'Carla');
    form.append('gender', 'woman');
    form.append('birthdate', '10/05/2007');
    form.append('privacy', '1');
    for (const n of [1, 2, 3, 4]) {
      form.append(`image_${n}`, new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, n])], { type: 'image/png' }), `photo-${n}.png`);
    }
    return form;
  }

  it('sendScoutingApplication forwards every field and the four files as multipart', async () => {
    const api = await startServer((req) => (req.path === '/api/get-scouted/en' ? stored(13) : undefined));

    await expect(sendScoutingApplication(clientFor(api.url), 'en', application())).resolves.toEqual({ ok: true, id: 13 });

    const form = await formOf(only(api.requests));
    expect([...form.keys()]).toEqual(['name', 'gender', 'birthdate', 'privacy', 'image_1', 'image_2', 'image_3', 'image_4']);
    const image = form.get('image_3');
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('photo-3.png');
    expect((image as File).type).toBe('image/png');
    expect([...new Uint8Array(await (image as File).arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 3]);
  });

  it('re-sends the whole multipart body after a 401', async () => {
    let first = true;
    const api = await startServer(() => {
      if (first) {
        first = false;
        return { status: 401, json: { message: 'Unauthenticated.' } };
      }
      return stored(14);
    });

    await expect(sendScoutingApplication(clientFor(api.url), 'pt', application())).resolves.toEqual({ ok: true, id: 14 });

    const [, retry] = api.requests;
    expect(api.requests).toHaveLength(2);
    if (!retry) throw new Error('no retry');
    const retried = await formOf(retry);
    expect((retried.get('image_4') as File).size).toBe(5);
  });

  describe('with an idempotency key', () => {
    const key = '0f8c2a8e-5d1b-4c3e-9a7f-2b6d8e1c4a90';
    /** An answer later than the client's timeout (150 ms here): lost for the caller, maybe stored. */
    const late = (reply: Reply) => new Promise<Reply>((resolve) => setTimeout(() => resolve(reply), 1500));

    it('sends the key, and sends a timed-out submission again once with the same key', async () => {
      let calls = 0;
      const api = await startServer(() => (++calls === 1 ? late(stored(30)) : stored(30)));
      const result = await sendContact(
        clientFor(api.url, 150),
        'pt',
        { name: 'Ana', email: 'ana@example.com', phone: '1', message: 'Olá' },
        { idempotencyKey: key },
      );
      expect(result).toEqual({ ok: true, id: 30 });
      expect(api.requests.map((r) => r.headers['idempotency-key'])).toEqual([key, key]);
      // The whole body both times, photos included.
      const [first, second] = await Promise.all(api.requests.map(formOf));
      expect(second?.get('message')).toBe(first?.get('message'));
    });

    it('sends a scouting application again, every photo, after a lost connection', async () => {
      const api = await startServer(() => ({ status: 201, bytes: Buffer.from('{"success":tr') }));
      // A broken answer is not a lost one: no second send.
      await expect(
        sendScoutingApplication(clientFor(api.url), 'pt', application(), { idempotencyKey: key }),
      ).rejects.toMatchObject({
        code: 'bad_json',
      });
      expect(api.requests).toHaveLength(1);

      const received: number[] = [];
      const dropping = createServer((req, res) => {
        if (req.url?.startsWith('/api/login')) {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"access_token":"t"}');
          return;
        }
        let bytes = 0;
        req.on('data', (chunk: Buffer) => (bytes += chunk.length));
        // The first application is read whole, then the connection is cut.
        req.on('end', () => {
          received.push(bytes);
          if (received.length === 1) req.socket.destroy();
          else res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"success":true,"id":32}');
        });
      });
      await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
      servers.push(dropping);
      const url = `http://127.0.0.1:${(dropping.address() as AddressInfo).port}`;
      await expect(sendScoutingApplication(clientFor(url), 'pt', application(), { idempotencyKey: key })).resolves.toEqual({
        ok: true,
        id: 32,
      });
      expect(received).toHaveLength(2);
      expect(received[1]).toBe(received[0]);
    });

    it('reports a timeout when the second send times out too, and never sends a third', async () => {
      const api = await startServer(() => late(stored(33)));
      await expect(
        sendContact(
          clientFor(api.url, 150),
          'pt',
          { name: 'A', email: 'a@b.c', phone: '1', message: 'm' },
          { idempotencyKey: key },
        ),
      ).rejects.toMatchObject({ code: 'timeout' });
      expect(api.requests).toHaveLength(2);
    });

    it('does not send again a refusal, a failure of the back office, or anything without a key', async () => {
      const refusing = await startServer(() => ({ status: 503, json: { message: 'Down for maintenance.' } }));
      await expect(
        sendContact(
          clientFor(refusing.url),
          'pt',
          { name: 'A', email: 'a@b.c', phone: '1', message: 'm' },
          { idempotencyKey: key },
        ),
      ).rejects.toMatchObject({ status: 503 });
      expect(refusing.requests).toHaveLength(1);

      const slow = await startServer(() => late(stored(34)));
      await expect(
        sendContact(clientFor(slow.url, 150), 'pt', { name: 'A', email: 'a@b.c', phone: '1', message: 'm' }),
      ).rejects.toMatchObject({
        code: 'timeout',
      });
      expect(slow.requests).toHaveLength(1);
      expect(slow.requests[0]?.headers['idempotency-key']).toBeUndefined();
    });
  });

  it('a refusal (422) throws AgencyApiError carrying the field errors', async () => {
    const api = await startServer(() => ({
      status: 422,
      json: { message: 'The given data was invalid.', errors: { email: ['invalid'], image_2: ['not an image'] } },
    }));

    const error = await sendScoutingApplication(clientFor(api.url), 'pt', application()).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AgencyApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'invalid',
      errors: { email: ['invalid'], image_2: ['not an image'] },
    });
  });

  it('a 422 without an errors map still carries an empty map; 413 is too_large', async () => {
    let status = 422;
    const api = await startServer(() => ({ status, json: { message: 'no' } }));
    const client = clientFor(api.url);

    await expect(sendContact(client, 'pt', { name: '', email: '', phone: '', message: '' })).rejects.toMatchObject({
      status: 422,
      errors: {},
    });
    status = 413;
    await expect(sendScoutingApplication(client, 'pt', application())).rejects.toMatchObject({
      status: 413,
      code: 'too_large',
    });
  });

  it('a stored answer that breaks the contract is 502', async () => {
    const api = await startServer(() => ({ status: 201, json: { success: false } }));
    await expect(
      sendContact(clientFor(api.url), 'pt', { name: 'a', email: 'a@b.c', phone: '1', message: 'm' }),
    ).rejects.toMatchObject({ status: 502, code: 'bad_shape' });
  });
});

// ---- compo download ---------------------------------------------------------------

describe('downloadGallery', () => {
  it('returns the upstream answer with its body unread', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const api = await startServer((req) =>
      req.path === '/api/download/gallery' ? { bytes: zip, contentType: 'application/zip' } : undefined,
    );

    const response = await downloadGallery(clientFor(api.url), { id: 7, name: 'Ana Júlia' }, 'compo');

    expect(response.ok).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.bodyUsed).toBe(false);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(zip);

    const form = await formOf(only(api.requests));
    expect(JSON.parse(String(form.get('talent')))).toEqual({ id: 7, name: 'Ana Júlia' });
    expect(form.get('gallery')).toBe('compo');
  });

  it('throws AgencyApiError for a gallery that does not exist', async () => {
    const api = await startServer(() => ({ status: 404, json: { message: 'No compo.' } }));
    await expect(downloadGallery(clientFor(api.url), { id: 7, name: 'Ana' }, 'compo')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});

// ---- the default connection of the server-only fetch helper --------------------------------

describe('lib/agency (default connection from the environment)', () => {
  it('reads the hosts from process.env at first use', async () => {
    const api = await startServer((req) => (req.path === '/api/talents' ? { json: { ...page, data: [summary(5)] } } : undefined));
    vi.stubEnv('SITE_API_URL', api.url);
    vi.stubEnv('PANEL_API_URL', api.url);
    vi.stubEnv('MEDIA_URL', 'https://cdn.example.test/media');
    try {
      const { agency, tags } = await import('@/lib/agency/fetch');
      const roster = await fetchRoster(agency(), 'pt');
      expect(roster[0]?.cover).toBe('https://cdn.example.test/media/storage/talents/5/cover-web.jpg');
      expect(tags.roster('pt')).toBe('agency:roster:pt');
      expect(tags.profile(5)).toBe('agency:profile:5');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
