import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAgencyApi } from '../src/server';
import { bearer, count, readDb, removeDir, signIn, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi('auth');
});
afterAll(async () => {
  await t.close();
  removeDir(t.dataDir);
});

/** One call per protected path of each host, with the method the contract gives it. */
const PANEL_CALLS: [string, string][] = [
  ['GET', '/api/social-media'],
  ['POST', '/api/contact/pt'],
  ['POST', '/api/favorites/en'],
  ['POST', '/api/get-scouted/es'],
  ['POST', '/api/download/gallery'],
];
const SITE_CALLS: [string, string][] = [
  ['POST', '/api/talents?language=pt&paginate=1000'],
  ['GET', '/api/talent/profile?language=pt&id=1'],
  ['GET', '/api/talents/attributes?language=pt'],
  ['GET', '/api/slides/home'],
  ['GET', '/api/posts/pages/pt'],
  ['GET', '/api/posts/pages/pt/about'],
];

async function call(method: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}${path}`, { method, headers });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('signing in', () => {
  it('gives a site token for the right salt and api_key, as JSON or as a form', async () => {
    const asJson = await fetch(`${t.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
    });
    expect(asJson.status).toBe(200);
    const body = (await asJson.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(3600);
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    const asForm = await fetch(`${t.url}/api/signin`, {
      method: 'POST',
      body: new URLSearchParams({ salt: 'dev-salt', api_key: 'dev-site-key' }),
    });
    expect(asForm.status).toBe(200);
  });

  it('gives different random tokens on every sign-in', async () => {
    const tokens = await Promise.all([signIn(t.url, 'site'), signIn(t.url, 'site'), signIn(t.url, 'panel')]);
    expect(new Set(tokens).size).toBe(3);
  });

  it('answers 401 to a wrong salt, key or token, without saying which', async () => {
    const attempts = [
      ['/api/signin', { salt: 'dev-salt', api_key: 'dev-panel-token' }],
      ['/api/signin', { salt: 'other', api_key: 'dev-site-key' }],
      ['/api/login', { salt: 'dev-salt', api_token: 'dev-site-key' }],
      ['/api/login', { salt: 'DEV-SALT', api_token: 'dev-panel-token' }],
    ] as const;
    for (const [path, body] of attempts) {
      const response = await fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid credentials.' });
    }
  });

  it('answers 422 naming the missing fields, and to a body that is not an object', async () => {
    const missing = await fetch(`${t.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: '' }),
    });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      salt: ['is required'],
      api_token: ['is required'],
    });
    const notJson = await fetch(`${t.url}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1, 2',
    });
    expect(notJson.status).toBe(422);
  });

  it('uses the configured credentials, not the development ones', async () => {
    const dataDir = t.dataDir;
    const other = await startAgencyApi({ port: 0, dataDir, log: false, salt: 's', siteApiKey: 'k', panelApiToken: 'p' });
    try {
      const dev = await fetch(`${other.url}/api/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
      });
      expect(dev.status).toBe(401);
      const configured = await fetch(`${other.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ salt: 's', api_token: 'p' }),
      });
      expect(configured.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('tokens', () => {
  it('every protected path answers 401 with a message without a token', async () => {
    for (const [method, path] of [...PANEL_CALLS, ...SITE_CALLS]) {
      const { status, body } = await call(method, path);
      expect(status, `${method} ${path}`).toBe(401);
      expect(body.message).toMatch(/token/);
    }
  });

  it('every protected path answers 401 to an unknown token or another scheme', async () => {
    for (const [method, path] of [...PANEL_CALLS, ...SITE_CALLS]) {
      expect((await call(method, path, bearer('not-a-token-we-issued'))).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, { authorization: `Basic ${t.site}` })).status).toBe(401);
    }
  });

  it('a site token does not open panel paths, a panel token does not open site paths', async () => {
    for (const [method, path] of PANEL_CALLS) {
      const { status, body } = await call(method, path, bearer(t.site));
      expect(status, `${method} ${path}`).toBe(401);
      expect(body.message).toMatch(/panel token/);
    }
    for (const [method, path] of SITE_CALLS) {
      const { status, body } = await call(method, path, bearer(t.panel));
      expect(status, `${method} ${path}`).toBe(401);
      expect(body.message).toMatch(/site token/);
    }
  });

  it('the right token opens its paths (the scheme is case-insensitive)', async () => {
    expect((await call('GET', '/api/social-media', bearer(t.panel))).status).toBe(200);
    expect((await call('GET', '/api/slides/home', { authorization: `bearer ${t.site}` })).status).toBe(200);
  });

  it('an expired token answers 401', async () => {
    const shortLived = await startAgencyApi({ port: 0, dataDir: t.dataDir, log: false, tokenTtlSeconds: 1 });
    try {
      const token = await signIn(shortLived.url, 'site');
      const before = await fetch(`${shortLived.url}/api/slides/home`, { headers: bearer(token) });
      expect(before.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const after = await fetch(`${shortLived.url}/api/slides/home`, { headers: bearer(token) });
      expect(after.status).toBe(401);
      expect(((await after.json()) as { message: string }).message).toMatch(/expired/);
    } finally {
      await shortLived.close();
    }
  });

  it('a token outlives a restart of the API (only its hash is stored)', async () => {
    expect(count(t.dataDir, 'access_tokens')).toBeGreaterThan(0);
    const again = await startAgencyApi({ port: 0, dataDir: t.dataDir, log: false });
    try {
      const response = await fetch(`${again.url}/api/social-media`, { headers: bearer(t.panel) });
      expect(response.status).toBe(200);
    } finally {
      await again.close();
    }
    const stored = readDb(
      t.dataDir,
      (db) => db.prepare('SELECT token_hash FROM access_tokens').all() as { token_hash: string }[],
    );
    expect(stored.some((row) => row.token_hash === t.panel)).toBe(false);
  });
});

describe('unknown paths', () => {
  it('answer 404 with a JSON message', async () => {
    const response = await fetch(`${t.url}/api/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
