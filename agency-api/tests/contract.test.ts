import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, Contract, rawRequest, removeDir, sampleImages, startTestApi, type TestApi } from './helpers';

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
    await expect(probe.json(answer({ data: { id: 'seven' } }), 'GET', '/api/talent/profile')).rejects.toThrow(
      /breaks the contract/,
    );
    await expect(
      probe.json(
        answer({ data: [{ id: 1, type: 'image', description: '3', url: { mobile: 'a' } }] }),
        'GET',
        '/api/slides/{type}',
      ),
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
    const invalid = await contract.json<{ errors: Record<string, string[]> }>(
      await postJson('/api/signin', {}),
      'POST',
      '/api/signin',
    );
    expect(Object.keys(invalid.errors).sort()).toEqual(['api_key', 'salt']);
  });

  it('POST /api/login', async () => {
    await contract.json(await postJson('/api/login', { salt: 'dev-salt', api_token: 'dev-panel-token' }), 'POST', '/api/login');
    await contract.json(await postJson('/api/login', { salt: 'wrong', api_token: 'dev-panel-token' }), 'POST', '/api/login');
    await contract.json(await postJson('/api/login', { salt: 'dev-salt' }), 'POST', '/api/login');
  });

  it('GET /api/social-media', async () => {
    const body = await contract.json<{ data: Record<string, string> }>(
      await get('/api/social-media', t.panel),
      'GET',
      '/api/social-media',
    );
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
      await post(
        '/api/talents?language=en&paginate=20&page=2',
        t.site,
        JSON.stringify({ filters: { gender: 'man', categories: [1879] } }),
        asJson,
      ),
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
    await contract.json(
      await get('/api/talents/attributes?language=pt&cities=1&country=1', t.site),
      'GET',
      '/api/talents/attributes',
    );
    await contract.json(await get('/api/talents/attributes?language=pt', null), 'GET', '/api/talents/attributes');
  });

  it('GET /api/slides/{type}', async () => {
    const home = await contract.json<{ data: unknown[] }>(await get('/api/slides/home', t.site), 'GET', '/api/slides/{type}');
    expect(home.data.length).toBeGreaterThan(0);
    const none = await contract.json<{ data: unknown[] }>(
      await get('/api/slides/nothing-here', t.site),
      'GET',
      '/api/slides/{type}',
    );
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
    await contract.json(
      await post('/api/favorites/pt', t.panel, form({ ...fields, favorites: '[]' })),
      'POST',
      '/api/favorites/{lang}',
    );
    await contract.json(await post('/api/favorites/pt', null, form(fields)), 'POST', '/api/favorites/{lang}');
  });

  it('POST /api/get-scouted/{lang}', async () => {
    await contract.json(await post('/api/get-scouted/pt', t.panel, scoutingForm()), 'POST', '/api/get-scouted/{lang}');
    await contract.json(
      await post('/api/get-scouted/en', t.panel, scoutingForm({ privacy: '0' })),
      'POST',
      '/api/get-scouted/{lang}',
    );
    await contract.json(await post('/api/get-scouted/es', null, scoutingForm()), 'POST', '/api/get-scouted/{lang}');
    const huge = new Uint8Array(46 * 1024 * 1024);
    await contract.json(
      await post('/api/get-scouted/pt', t.panel, huge, { 'content-type': 'multipart/form-data; boundary=x' }),
      'POST',
      '/api/get-scouted/{lang}',
    );
  });

  it('POST /api/download/gallery', async () => {
    const response = await post(
      '/api/download/gallery',
      t.panel,
      form({ talent: JSON.stringify({ id: 1, name: 'x' }), gallery: 'book' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer()))).length).toBeGreaterThan(0);
    contract.declared('POST', '/api/download/gallery', 200, 'application/zip');
    await contract.json(
      await post('/api/download/gallery', t.panel, form({ talent: JSON.stringify({ id: 999999 }), gallery: 'compo' })),
      'POST',
      '/api/download/gallery',
    );
    await contract.json(
      await post('/api/download/gallery', t.panel, form({ talent: '{', gallery: 'x' })),
      'POST',
      '/api/download/gallery',
    );
    await contract.json(
      await post('/api/download/gallery', null, form({ talent: JSON.stringify({ id: 1 }), gallery: 'compo' })),
      'POST',
      '/api/download/gallery',
    );
  });

  it('every operation refuses what the file refuses, with an answer the file declares (a schema-driven probe)', async () => {
    const refused: string[] = [];
    for (const operation of probeOperations()) {
      const { method, template } = operation;
      const where = `${method} ${template}`;
      const valid = operation.valid();
      const accepted = await probeSend(operation, valid);
      expect(accepted.status, `${where} with valid input`).toBeLessThan(300);

      const unknown = await probeSend(operation, valid, { probe_unknown: '1' });
      expect(unknown.status, `${where} with an unknown query parameter`).toBe(422);
      expect(Object.keys(unknown.body?.errors ?? {}), `${where}: the 422 names the parameter`).toContain('probe_unknown');

      for (const variation of operation.invalid()) {
        const answer = await probeSend(operation, variation.input);
        const what = `${where} with ${variation.label}`;
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        if (answer.status === 422 && variation.field) {
          expect(Object.keys(answer.body?.errors ?? {}), `${what}: the 422 names it`).toContain(variation.field);
        }
        refused.push(what);
      }

      const trace = await rawRequest(t.url, 'TRACE', operation.url(valid), operation.headers());
      contract.notAllowed({ ...trace, body: trace.body.toString('utf8') }, 'TRACE', template);
    }
    // A body over every cap but the scouting application's (which answers it 422). In parallel:
    // the API reads a refused body for up to 5 s before it answers.
    const tooLarge = probeOperations().filter((operation) => operation.declares(413));
    const answers = await Promise.all(
      tooLarge.map((operation) => probeSend(operation, operation.valid(), undefined, 3 * 1024 * 1024)),
    );
    for (const [index, answer] of answers.entries()) {
      expect([413, 422], `${tooLarge[index]?.method} ${tooLarge[index]?.template} with a 3 MB body`).toContain(answer.status);
    }
    // The probe reached the variations the file asks for: empty strings, zero ids and pages.
    expect(refused).toEqual(
      expect.arrayContaining([
        'POST /api/signin with salt empty',
        'GET /api/talent/profile with id 0',
        'GET /api/talents/attributes with country 0',
        'POST /api/talents with page 0',
        'GET /api/slides/{type} with type empty',
        'POST /api/get-scouted/{lang} with id_country 0',
      ]),
    );
  }, 90_000);

  it('left no operation, and no declared status, unchecked', () => {
    const expected = Object.entries(contract.paths).flatMap(([template, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.keys(operation.responses as Record<string, unknown>).map(
          (status) => `${method.toUpperCase()} ${template} ${status}`,
        ),
      ),
    );
    expect(expected.length).toBeGreaterThan(30);
    expect(expected.filter((key) => !contract.checked.has(key))).toEqual([]);
  });
});

describe('what no operation declares', () => {
  it('an undeclared method on a known path is 405 with Allow, whoever asks; on an unknown path 404', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await rawRequest(t.url, method, '/api/talents?language=pt&paginate=1');
      contract.notAllowed({ ...answer, body: answer.body.toString('utf8') }, method, '/api/talents');
    }
    const get = await fetch(`${t.url}/api/posts/pages/pt/about`, { method: 'POST', headers: bearer(t.site) });
    contract.notAllowed(
      { status: get.status, headers: get.headers, body: await get.text() },
      'POST',
      '/api/posts/{type}/{lang}/{slug}',
    );
    const head = await fetch(`${t.url}/api/slides/home`, { method: 'HEAD', headers: bearer(t.site) });
    expect(head.status).toBe(200);
    const unknown = await rawRequest(t.url, 'TRACE', '/api/nothing');
    expect(unknown.status).toBe(404);
  });

  it('the roster filters: the API takes exactly the bodies the file takes', async () => {
    const taken: unknown[] = [
      {},
      { filters: null },
      { filters: [] },
      { filters: { gender: null, categories: null, name: null } },
      { filters: { gender: '', categories: '', name: '' } },
      { filters: { gender: 'woman', categories: [1879, '1921'], name: 'Ana' } },
    ];
    const refused: unknown[] = [
      { filters: 'woman' },
      { filters: [1] },
      { filters: { gender: 'other' } },
      { filters: { categories: ['a'] } },
      { filters: { categories: [1.5] } },
      { filters: { name: 'x'.repeat(121) } },
      { filters: { name: 7 } },
    ];
    for (const body of [...taken, ...refused]) {
      const answer = await post('/api/talents?language=pt&paginate=5', t.site, JSON.stringify(body), asJson);
      await contract.json(answer, 'POST', '/api/talents');
      const expected = taken.includes(body) ? 200 : 422;
      expect(contract.acceptsBody('POST', '/api/talents', body), JSON.stringify(body)).toBe(expected === 200);
      expect(answer.status, JSON.stringify(body)).toBe(expected);
    }
  });

  it('a query parameter sent twice is refused like an unknown one', async () => {
    const twice = await get('/api/talent/profile?language=pt&id=1&id=2', t.site);
    const body = await contract.json<{ errors: Record<string, string[]> }>(twice, 'GET', '/api/talent/profile');
    expect(twice.status).toBe(422);
    expect(body.errors).toEqual({ id: ['must be sent only once'] });
    const empty = await get('/api/talent/profile?language=pt&id=1&cover_web=', t.site);
    expect(empty.status).toBe(422);
  });

  it('a query parameter named like a property every object has is refused like an unknown one, not a 500', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
      const answer = await get(`/api/talent/profile?language=pt&id=1&${name}=1&${name}=2`, t.site);
      const body = await contract.json<{ errors: Record<string, string[]> }>(answer, 'GET', '/api/talent/profile');
      expect(answer.status, name).toBe(422);
      expect(Object.hasOwn(body.errors, name), `${name}: ${JSON.stringify(body.errors)}`).toBe(true);
    }
  });
});

// --- the probe -----------------------------------------------------------------
// Requests are built from the parsed OpenAPI file: a valid one per operation
// (from each schema, plus the few values only the back office's data makes
// valid), then one variation per rule the file states. A status the file
// does not declare, or a body off its schema, fails in contract.json.

type Schema = Record<string, unknown>;
interface ProbeInput {
  path: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}
interface ProbeOperation {
  method: string;
  template: string;
  valid(): ProbeInput;
  invalid(): { label: string; field: string | null; input: ProbeInput }[];
  url(input: ProbeInput, extraQuery?: Record<string, string>): string;
  headers(): Record<string, string>;
  declares(status: number): boolean;
  mediaType: string | null;
  token: string | null;
}

/** Values a schema cannot produce: credentials, ids and slugs that exist, JSON text of the right shape. */
const KNOWN_GOOD: Record<string, unknown> = {
  salt: 'dev-salt',
  api_key: 'dev-site-key',
  api_token: 'dev-panel-token',
  id: 1,
  type: 'pages',
  slug: 'about',
  birthdate: '14/03/2001',
  talent: JSON.stringify({ id: 1, name: 'Ana Júlia Conceição' }),
  favorites: JSON.stringify([{ id: 1, name: 'Ana Júlia Conceição' }]),
};

function deref(schema: Schema): Schema {
  let current = schema;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<Schema>((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Schema, contract.doc);
  }
  return current;
}

function sample(raw: Schema, name: string): unknown {
  if (name in KNOWN_GOOD) return KNOWN_GOOD[name];
  const schema = deref(raw);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.type === 'integer') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (schema.type === 'string') {
    if (schema.format === 'email') return 'ana@example.com';
    if (schema.format === 'uri') return 'https://example.com/';
    if (schema.format === 'binary') return new Blob([images.jpeg], { type: 'image/jpeg' });
    return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
  }
  if (schema.type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(((schema.required ?? []) as string[]).map((key) => [key, sample(properties[key] ?? {}, key)]));
  }
  throw new Error(`the probe cannot make a value of ${JSON.stringify(schema)}`);
}

/** What a rule of a schema refuses: an empty required string, 0 where ids and pages start at 1. */
function refusals(raw: Schema, required: boolean): { label: string; value: unknown }[] {
  const schema = deref(raw);
  const out: { label: string; value: unknown }[] = [];
  if (required && schema.type === 'string') out.push({ label: 'empty', value: '' });
  if (schema.type === 'integer' && schema.minimum === 1) out.push({ label: '0', value: 0 });
  return out;
}

function probeOperations(): ProbeOperation[] {
  return Object.entries(contract.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([lower, operation]): ProbeOperation => {
      const method = lower.toUpperCase();
      const parameters = ((operation.parameters ?? []) as Schema[]).map(deref).filter((p) => p.in === 'path' || p.in === 'query');
      const content = ((operation.requestBody as Schema | undefined)?.content ?? {}) as Record<string, { schema: Schema }>;
      const [mediaType, media] = Object.entries(content)[0] ?? [null, null];
      const bodySchema = media ? deref(media.schema) : null;
      const security = operation.security as unknown[] | undefined;
      const host = String(operation.summary ?? '').split(' ')[0];
      const token = Array.isArray(security) && security.length === 0 ? null : host === 'PANEL' ? t.panel : t.site;

      const valid = (): ProbeInput => ({
        path: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema as Schema, String(p.name)))]),
        ),
        query: Object.fromEntries(
          parameters
            .filter((p) => p.in === 'query' && p.required)
            .map((p) => [p.name, String(sample(p.schema as Schema, String(p.name)))]),
        ),
        body: bodySchema ? (sample(bodySchema, '') as Record<string, unknown>) : null,
      });

      const invalid = () => {
        const variations: { label: string; field: string | null; input: ProbeInput }[] = [];
        for (const parameter of parameters) {
          const name = String(parameter.name);
          for (const refusal of refusals(parameter.schema as Schema, parameter.required === true)) {
            const input = valid();
            input[parameter.in === 'path' ? 'path' : 'query'][name] = String(refusal.value);
            // An empty path segment names no operation (404); a query parameter is named in the 422.
            variations.push({ label: `${name} ${refusal.label}`, field: parameter.in === 'query' ? name : null, input });
          }
        }
        const properties = (bodySchema?.properties ?? {}) as Record<string, Schema>;
        const requiredFields = new Set((bodySchema?.required ?? []) as string[]);
        for (const [name, property] of Object.entries(properties)) {
          for (const refusal of refusals(property, requiredFields.has(name))) {
            const input = valid();
            input.body = { ...input.body, [name]: refusal.value };
            variations.push({ label: `${name} ${refusal.label}`, field: name, input });
          }
        }
        return variations;
      };

      const url = (input: ProbeInput, extraQuery: Record<string, string> = {}) => {
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.path[name] ?? ''));
        const search = new URLSearchParams({ ...input.query, ...extraQuery }).toString();
        return search === '' ? path : `${path}?${search}`;
      };
      const headers = (): Record<string, string> => (token ? bearer(token) : {});
      const declares = (status: number) => String(status) in (operation.responses as Record<string, unknown>);
      return { method, template, valid, invalid, url, headers, declares, mediaType, token };
    }),
  );
}

/** Sends one probe; `padding` adds that many bytes to the body, in a field the operation does not define. */
async function probeSend(
  operation: ProbeOperation,
  input: ProbeInput,
  extraQuery?: Record<string, string>,
  padding = 0,
): Promise<{ status: number; body: { errors?: Record<string, string[]> } | null }> {
  const headers = operation.headers();
  const fields = padding > 0 ? { ...input.body, probe_padding: 'x'.repeat(padding) } : input.body;
  let body: RequestInit['body'];
  if (fields && operation.mediaType === 'application/json') {
    body = JSON.stringify(fields);
    headers['content-type'] = 'application/json';
  } else if (fields && operation.mediaType === 'multipart/form-data') {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value instanceof Blob ? value : String(value));
    body = data;
  }
  const response = await fetch(`${t.url}${operation.url(input, extraQuery)}`, { method: operation.method, headers, body });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) {
    contract.declared(operation.method, operation.template, response.status, type);
    await response.arrayBuffer();
    return { status: response.status, body: null };
  }
  const parsed = await contract.json<{ errors?: Record<string, string[]> }>(response, operation.method, operation.template);
  return { status: response.status, body: parsed };
}
