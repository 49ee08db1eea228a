import { expect, test } from './fixtures';
import type { RunningAgencyApi } from '../../agency-api/src/server';
import { E2E } from './env';
import { isExcluded } from './agency';
import type { FaultProxy } from './fault-proxy';
import { startFaultStack, type FaultSite, type FaultStackWithBackOffice } from './fault-site';

/**
 * Issue 15: the compo zip route passed every request to the back office.
 * A site of its own talks to a real embedded agency API through a proxy
 * that logs every call, so the zip downloads the back office served are
 * counted where they happen.
 */
test.describe.configure({ mode: 'serial' });

let stack: FaultStackWithBackOffice;
let api: RunningAgencyApi;
let proxy: FaultProxy;
let site: FaultSite;
let withCompo: { id: number; name: string };

const zipCalls = () => proxy.log.filter((e) => e.path === '/api/download/gallery').length;

/** Each test is its own client (the proxy in front of the site sets X-Forwarded-For), so their limits do not mix. */
const getZip = (id: number, client: string) => fetch(`${site.url}/api/compo/${id}`, { headers: { 'x-forwarded-for': client } });

async function revalidate(tags: string[]) {
  const answer = await fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E.revalidateSecret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  });
  expect(answer.status).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startFaultStack({ ownBackOffice: 'compo', timeoutMs: 8000 });
  ({ api, proxy, site } = stack);

  const signin = await fetch(`${api.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
  });
  const auth = { authorization: `Bearer ${((await signin.json()) as { access_token: string }).access_token}` };
  const list = (await (
    await fetch(`${api.url}/api/talents?language=pt&paginate=1000`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { data: { id: number; name: string; divisions: { id_category: number }[] }[] };
  for (const talent of list.data.filter((t) => !isExcluded(t))) {
    const profile = (await (
      await fetch(`${api.url}/api/talent/profile?language=pt&id=${talent.id}`, { headers: auth })
    ).json()) as {
      data: { compo: unknown[] };
    };
    if (profile.data.compo.length > 0) {
      withCompo = { id: talent.id, name: talent.name };
      break;
    }
  }
});

test.afterAll(async () => {
  await stack?.close();
});

test("many downloads of one talent's zip, at once and after, cost the back office one", async () => {
  const before = zipCalls();
  const burst = await Promise.all(Array.from({ length: 20 }, () => getZip(withCompo.id, '198.51.100.1')));
  const bodies = await Promise.all(
    burst.map(async (r) => ({
      status: r.status,
      type: r.headers.get('content-type'),
      bytes: Buffer.from(await r.arrayBuffer()),
    })),
  );
  for (const body of bodies) {
    expect(body.status).toBe(200);
    expect(body.type).toBe('application/zip');
    expect(body.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(body.bytes.equals(bodies[0]!.bytes)).toBe(true);
  }
  for (let i = 0; i < 5; i += 1) expect((await getZip(withCompo.id, '198.51.100.1')).status).toBe(200);
  expect(zipCalls() - before).toBe(1);
});

test('a revalidation of the profile, or of all the agency data, makes a new zip', async () => {
  expect((await getZip(withCompo.id, '198.51.100.2')).status).toBe(200);
  const before = zipCalls();
  await revalidate([`agency:profile:${withCompo.id}`]);
  expect((await getZip(withCompo.id, '198.51.100.2')).status).toBe(200);
  expect((await getZip(withCompo.id, '198.51.100.2')).status).toBe(200);
  expect(zipCalls() - before).toBe(1);
  await revalidate(['agency']);
  expect((await getZip(withCompo.id, '198.51.100.2')).status).toBe(200);
  expect(zipCalls() - before).toBe(2);
});

test('one client over the limit gets 429 with Retry-After, another client is still served', async () => {
  let refused: Response | null = null;
  for (let i = 0; i < 40 && !refused; i += 1) {
    const answer = await getZip(withCompo.id, '198.51.100.3');
    if (answer.status === 429) refused = answer;
    else {
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
  }
  expect(refused, 'no 429 within 40 downloads').not.toBeNull();
  expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused!.headers.get('content-type')).toContain('application/json');
  expect((await getZip(withCompo.id, '198.51.100.4')).status).toBe(200);
});
