import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, Contract, removeDir, sampleImages, startTestApi, type TestApi } from './helpers';

/**
 * Every path of the contract, every status it declares, each answer checked
 * against the OpenAPI file itself (no shape is copied here by hand).
 */
const contract = new Contract();
let t: TestApi;
let images: Awaited<ReturnType<typeof sampleImages>>;

beforeAll(async () => {
  t = await startTestApi('contract');
  images = await sampleImages();
});
afterAll(async () => {
  await t.close();
  removeDir(t.dataDir);
});

const post = (path: string, token: string | null, body?: RequestInit['body'], headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { ...(token ? bearer(token) : {}), ...headers }, body });
const get = (path: string, token: string | null) => fetch(`${t.url}${path}`, { headers: token ? bearer(token) : {} });
const asJson = { 'content-type': 'application/json' };
const postJson = (path: string, value: unknown) => post(path, null, JSON.stringify(value), asJson);

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

function scoutingForm(overrides: Record<string, string | Blob> = {}): FormData {
  return form({
    name: 'Maria Clara Antunes',
    gender: 'woman',
    birthdate: '14/03/2001',
    whatsapp: '+55 61 99999-0000',
    instagram: 'mariaclara',
    email: 'maria.clara@example.com',
    privacy: '1',
    image_1: new Blob([images.jpeg], { type: 'image/jpeg' }),
    image_2: new Blob([images.png], { type: 'image/png' }),
    image_3: new Blob([images.gif], { type: 'image/gif' }),
    image_4: new Blob([images.jpeg], { type: 'image/jpeg' }),
    ...overrides,
  });
}

describe('the contract, path by path', () => {
  it('the checker itself refuses answers that break the contract', async () => {
    const answer = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const probe = new Contract();
    await expect(probe.json(answer({ data: { id: 'seven' } }), 'GET', '/api/talent/profile')).rejects.toThrow(/breaks the contract/);
    await expect(
      probe.json(answer({ data: [{ id: 1, type: 'image', description: '3', url: { mobile: 'a' } }] }), 'GET', '/api/slides/{type}'),
    ).rejects.toThrow(/breaks the contract/);
    await expect(probe.json(answer({ message: 'x' }, 418), 'GET', '/api/slides/{type}')).rejects.toThrow(/declares no 418/);
  });

  it('POST /api/signin', async () => {
    const ok = await contract.json<{ access_token: string }>(
      await postJson('/api/signin', { salt: 'dev-salt', api_key: 'dev-site-key' }),
      'POST',
      '/api/signin',
    );
    expect(ok.access_token.length).toBeGreaterThan(20);
    await contract.json(await postJson('/api/signin', { salt: 'dev-salt', api_key: 'nope' }), 'POST', '/api/signin');
    const invalid = await contract.json<{ errors: Record<string, string[]> }>(await postJson('/api/signin', {}), 'POST', '/api/signin');
    expect(Object.keys(invalid.errors).sort()).toEqual(['api_key', 'salt']);
  });

  it('POST /api/login', async () => {
    await contract.json(await postJson('/api/login', { salt: 'dev-salt', api_token: 'dev-panel-token' }), 'POST', '/api/login');
    await contract.json(await postJson('/api/login', { salt: 'wrong', api_token: 'dev-panel-token' }), 'POST', '/api/login');
    await contract.json(await postJson('/api/login', { salt: 'dev-salt' }), 'POST', '/api/login');
  });

  it('GET /api/social-media', async () => {
    const body = await contract.json<{ data: Record<string, string> }>(await get('/api/social-media', t.panel), 'GET', '/api/social-media');
    expect(body.data.whatsapp).toMatch(/^5561\d{8,9}$/);
    expect(body.data.instagram).toMatch(/^https:\/\//);
    await contract.json(await get('/api/social-media', null), 'GET', '/api/social-media');
  });

  it('POST /api/talents (the whole roster in one page, and filtered)', async () => {
    const all = await contract.json<{ total: number; data: unknown[] }>(
      await post('/api/talents?language=pt&paginate=1000&cover_web=1', t.site),
      'POST',
      '/api/talents',
    );
    expect(all.data.length).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(240);
    const filtered = await contract.json<{ data: { gender: string }[] }>(
      await post('/api/talents?language=en&paginate=20&page=2', t.site, JSON.stringify({ filters: { gender: 'man', categories: [1879] } }), asJson),
      'POST',
      '/api/talents',
    );
    expect(filtered.data.every((talent) => talent.gender === 'man')).toBe(true);
    await contract.json(await post('/api/talents?language=pt&paginate=1000', null), 'POST', '/api/talents');
  });

  it('GET /api/talent/profile, for every talent of the roster', async () => {
    const list = (await (await post('/api/talents?language=pt&paginate=1000', t.site)).json()) as { data: { id: number }[] };
    const languages = ['pt', 'en', 'es'] as const;
    for (const [index, { id }] of list.data.entries()) {
      const language = languages[index % 3] ?? 'pt';
      await contract.json(
        await get(`/api/talent/profile?language=${language}&id=${id}&cover2=1&cover_web=1&skills=1`, t.site),
        'GET',
        '/api/talent/profile',
      );
    }
    await contract.json(await get('/api/talent/profile?language=pt&id=999999', t.site), 'GET', '/api/talent/profile');
    await contract.json(await get('/api/talent/profile?language=pt&id=1', null), 'GET', '/api/talent/profile');
  });

  it('GET /api/talents/attributes', async () => {
    for (const language of ['pt', 'en', 'es']) {
      await contract.json(await get(`/api/talents/attributes?language=${language}`, t.site), 'GET', '/api/talents/attributes');
      await contract.json(
        await get(`/api/talents/attributes?language=${language}&countries=1&cities=1`, t.site),
        'GET',
        '/api/talents/attributes',
      );
    }
    await contract.json(await get('/api/talents/attributes?language=pt&cities=1&country=1', t.site), 'GET', '/api/talents/attributes');
    await contract.json(await get('/api/talents/attributes?language=pt', null), 'GET', '/api/talents/attributes');
  });

  it('GET /api/slides/{type}', async () => {
    const home = await contract.json<{ data: unknown[] }>(await get('/api/slides/home', t.site), 'GET', '/api/slides/{type}');
    expect(home.data.length).toBeGreaterThan(0);
    const none = await contract.json<{ data: unknown[] }>(await get('/api/slides/nothing-here', t.site), 'GET', '/api/slides/{type}');
    expect(none.data).toEqual([]);
    await contract.json(await get('/api/slides/home', null), 'GET', '/api/slides/{type}');
  });

  it('GET /api/posts/{type}/{lang} and /api/posts/{type}/{lang}/{slug}', async () => {
    for (const lang of ['pt', 'en', 'es']) {
      await contract.json(await get(`/api/posts/pages/${lang}`, t.site), 'GET', '/api/posts/{type}/{lang}');
      await contract.json(await get(`/api/posts/news/${lang}?paginate=6&page=2`, t.site), 'GET', '/api/posts/{type}/{lang}');
      await contract.json(await get(`/api/posts/pages/${lang}/about`, t.site), 'GET', '/api/posts/{type}/{lang}/{slug}');
    }
    await contract.json(await get('/api/posts/pages/pt/no-such-page', t.site), 'GET', '/api/posts/{type}/{lang}/{slug}');
    await contract.json(await get('/api/posts/pages/pt', null), 'GET', '/api/posts/{type}/{lang}');
    await contract.json(await get('/api/posts/pages/pt/about', null), 'GET', '/api/posts/{type}/{lang}/{slug}');
  });

  it('POST /api/contact/{lang}', async () => {
    const fields = { name: 'Ana', email: 'ana@example.com', phone: '61 99999-0000', message: 'Olá!' };
    await contract.json(await post('/api/contact/pt', t.panel, form(fields)), 'POST', '/api/contact/{lang}');
    await contract.json(await post('/api/contact/en', t.panel, form({ ...fields, email: 'no' })), 'POST', '/api/contact/{lang}');
    await contract.json(await post('/api/contact/es', null, form(fields)), 'POST', '/api/contact/{lang}');
  });

  it('POST /api/favorites/{lang}', async () => {
    const fields = {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '61 99999-0000',
      message: 'Orçamento para campanha',
      favorites: JSON.stringify([{ id: 1, name: 'Ana Júlia Conceição' }]),
    };
    await contract.json(await post('/api/favorites/pt', t.panel, form(fields)), 'POST', '/api/favorites/{lang}');
    await contract.json(await post('/api/favorites/pt', t.panel, form({ ...fields, favorites: '[]' })), 'POST', '/api/favorites/{lang}');
    await contract.json(await post('/api/favorites/pt', null, form(fields)), 'POST', '/api/favorites/{lang}');
  });

  it('POST /api/get-scouted/{lang}', async () => {
    await contract.json(await post('/api/get-scouted/pt', t.panel, scoutingForm()), 'POST', '/api/get-scouted/{lang}');
    await contract.json(await post('/api/get-scouted/en', t.panel, scoutingForm({ privacy: '0' })), 'POST', '/api/get-scouted/{lang}');
    await contract.json(await post('/api/get-scouted/es', null, scoutingForm()), 'POST', '/api/get-scouted/{lang}');
    const huge = new Uint8Array(46 * 1024 * 1024);
    await contract.json(
      await post('/api/get-scouted/pt', t.panel, huge, { 'content-type': 'multipart/form-data; boundary=x' }),
      'POST',
      '/api/get-scouted/{lang}',
    );
  });

  it('POST /api/download/gallery', async () => {
    const response = await post('/api/download/gallery', t.panel, form({ talent: JSON.stringify({ id: 1, name: 'x' }), gallery: 'book' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer()))).length).toBeGreaterThan(0);
    contract.declared('POST', '/api/download/gallery', 200, 'application/zip');
    await contract.json(
      await post('/api/download/gallery', t.panel, form({ talent: JSON.stringify({ id: 999999 }), gallery: 'compo' })),
      'POST',
      '/api/download/gallery',
    );
    await contract.json(await post('/api/download/gallery', t.panel, form({ talent: '{', gallery: 'x' })), 'POST', '/api/download/gallery');
    await contract.json(
      await post('/api/download/gallery', null, form({ talent: JSON.stringify({ id: 1 }), gallery: 'compo' })),
      'POST',
      '/api/download/gallery',
    );
  });

  it('left no operation, and no declared status, unchecked', () => {
    const expected = Object.entries(contract.paths).flatMap(([template, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.keys(operation.responses as Record<string, unknown>).map((status) => `${method.toUpperCase()} ${template} ${status}`),
      ),
    );
    expect(expected.length).toBeGreaterThan(30);
    expect(expected.filter((key) => !contract.checked.has(key))).toEqual([]);
  });
});
