// What an attacker could still do to a cluster (issue 30): fill Redis with a
// cache entry per wrong name slug, fill nginx's disk cache with an entry per
// unknown or searched URL, keep a talent a 404 on the instance that did not
// receive the revalidation, get nginx's own answers without the security
// headers; and what the edge must tell truly (issue 41): an outsider's
// readiness probe that took every instance out, a hidden talent nginx kept
// serving, an image cache entry per junk variant, visitors' words in
// nginx's logs; and a page cache entry per Accept-Encoding spelling (issue
// 38). A cluster of its own (ports apart from cluster.test.ts's) of the
// e2e build (E2E_DIST_DIR); figures are printed and written to
// test-results/cluster-attack-figures.txt.
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '@/deploy/cluster';
import { closeTestCluster, clusterOfTheE2EBuild, clusterPorts } from './test-cluster';
import { nameSlug } from '@/lib/rules/slug';
import { EXCLUDED_CATEGORY_ID } from '@/lib/rules/categories';

const ports = clusterPorts(4, 10);
const secret = 'cluster-attack-secret';
/** nginx keeps a page this long (deploy/nginx.conf, proxy_cache_valid). */
const NGINX_CACHE_S = 3;
/** Within this a revalidation shows through nginx: its cache time, and a little for the other instance to hear of it. */
const REVALIDATION_SEEN_MS = (NGINX_CACHE_S + 2) * 1000;

let cluster: Cluster;
let dataDir: string;
let redis: ReturnType<typeof createClient>;
const figures: string[] = [];
const record = (line: string) => {
  figures.push(line);
  console.info(`cluster attacks: ${line}`);
};

type Raw = { status: number; headers: Record<string, string[]>; body: string };

/** One request with node:http: every header line as sent (fetch joins repeats), any Host. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, timeout: 30_000 }, (response) => {
      const lines: Record<string, string[]> = {};
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        const name = response.rawHeaders[i]!.toLowerCase();
        (lines[name] ??= []).push(response.rawHeaders[i + 1]!);
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: lines, body }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
    request.end();
  });
}

/** `count` requests, `concurrency` at a time. */
async function inParallel(count: number, concurrency: number, one: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
}

async function redisFootprint(): Promise<{ keys: number; bytes: number }> {
  const info = await redis.info('memory');
  const bytes = Number(/^used_memory:(\d+)/m.exec(info)?.[1]);
  return { keys: await redis.dbSize(), bytes };
}

/** Files and bytes on disk of one of nginx's caches (deploy/nginx.conf's proxy_cache_path). */
function cacheOnDisk(zone: 'pages' | 'assets'): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        files++;
        bytes += statSync(full).blocks * 512;
      }
    }
  };
  const dir = path.join(cluster.runtimeDir, 'cache', zone);
  mkdirSync(dir, { recursive: true });
  walk(dir);
  return { files, bytes };
}

const MB = 1024 * 1024;

/** A file's lines as bytes: a line that is not UTF-8 stays as it was written. */
function splitLines(bytes: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let end = bytes.indexOf(10); end !== -1; end = bytes.indexOf(10, start)) {
    lines.push(bytes.subarray(start, end));
    start = end + 1;
  }
  return lines;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The back office's revalidation hook, through one instance (the other hears of it through Redis). */
async function revalidateThrough(instanceUrl: string) {
  const revalidated = await fetch(`${instanceUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(revalidated.status).toBe(200);
}

/** Lines in nginx's access log. */
function accessLines(): number {
  return readFileSync(path.join(cluster.runtimeDir, 'nginx-access.log')).toString('latin1').split('\n').length - 1;
}

/**
 * Until nginx has logged `count` more requests than `before`: it logs a request once it is
 * finished, after the cache file it made for it is in place.
 */
async function requestsLogged(before: number, count: number) {
  const since = Date.now();
  while (accessLines() < before + count) {
    if (Date.now() - since > 30_000) throw new Error(`nginx logged ${accessLines() - before} of ${count} requests`);
    await sleep(50);
  }
}

function db() {
  return new Database(path.join(dataDir, 'agency.sqlite'), { fileMustExist: true });
}

/** Profile links of the models list: [path, id, slug]. */
let profiles: { id: number; slug: string }[] = [];

beforeAll(async () => {
  ({ cluster, dataDir } = await clusterOfTheE2EBuild('cluster-attacks', ports, {
    REVALIDATE_SECRET: secret,
    TRUSTED_PROXIES: '',
  }));
  redis = createClient({ url: cluster.redisUrl });
  // A test stops Redis; the client reconnects by itself.
  redis.on('error', () => {});
  await redis.connect();
  const list = await fetch(`${cluster.instances[0]!.url}/modelos`).then((r) => r.text());
  profiles = [...list.matchAll(/href="\/modelos\/(\d+)\/([a-z0-9-]+)"/g)].map((m) => ({ id: Number(m[1]), slug: m[2]! }));
  expect(profiles.length).toBeGreaterThan(3);
}, 240_000);

afterAll(async () => {
  redis?.destroy();
  await closeTestCluster({ cluster, dataDir });
  mkdirSync('test-results', { recursive: true });
  if (figures.length) writeFileSync('test-results/cluster-attack-figures.txt', figures.join('\n') + '\n');
});

describe('what an attacker can still do to the cluster (issue 30)', () => {
  it('keeps Redis bounded and answers 1,000 wrong name slugs with one redirect each, without a cache entry per URL', async () => {
    const talent = profiles[1]!;
    const canonical = `/modelos/${talent.id}/${talent.slug}`;
    // The canonical profile and its first redirect once, so what is measured is per wrong slug.
    await raw(`${cluster.url}${canonical}`);
    await raw(`${cluster.url}/modelos/${talent.id}/warm-up`);
    const before = await redisFootprint();
    const statuses = new Map<number, number>();
    const locations = new Set<string>();
    await inParallel(1000, 8, async (i) => {
      const answer = await raw(`${cluster.url}/modelos/${talent.id}/x${i}`);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      for (const location of answer.headers.location ?? []) locations.add(location);
    });
    const after = await redisFootprint();
    record(
      `1,000 wrong slugs through nginx: statuses ${JSON.stringify(Object.fromEntries(statuses))}; Redis keys ${before.keys} → ${after.keys} ` +
        `(+${after.keys - before.keys}), used_memory ${(before.bytes / MB).toFixed(1)} → ${(after.bytes / MB).toFixed(1)} MB (+${((after.bytes - before.bytes) / MB).toFixed(1)} MB)`,
    );
    const memory = await redis.configGet('maxmemory*');
    expect(Number(memory.maxmemory), 'Redis maxmemory').toBeGreaterThan(0);
    expect(memory['maxmemory-policy']).toBe('allkeys-lru');
    expect(Object.fromEntries(statuses)).toEqual({ 308: 1000 });
    expect([...locations]).toEqual([canonical]);
    expect(after.keys - before.keys).toBeLessThanOrEqual(5);
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(4 * MB);
  }, 300_000);

  it('keeps no cache entry per list page number past the end of the list', async () => {
    const before = await redisFootprint();
    const statuses = new Map<number, number>();
    const urls = (i: number) => [
      `/modelos?page=${100 + i}`,
      `/en/models/mainboard?page=${100 + i}`,
      `/es/modelos?gender=man&page=${100 + i}`,
    ];
    await inParallel(100, 8, async (i) => {
      for (const url of urls(i)) {
        const answer = await raw(cluster.url + url);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    });
    const after = await redisFootprint();
    record(
      `300 list pages past the end through nginx: statuses ${JSON.stringify(Object.fromEntries(statuses))}; Redis keys ${before.keys} → ${after.keys} ` +
        `(+${after.keys - before.keys}), used_memory +${((after.bytes - before.bytes) / MB).toFixed(1)} MB`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 404: 300 });
    expect(after.keys - before.keys).toBeLessThanOrEqual(5);
    expect(after.bytes - before.bytes).toBeLessThanOrEqual(4 * MB);
  }, 300_000);

  it('sends a wrong-slug redirect with one Location, from an instance and through nginx, for both profile routes', async () => {
    const talent = profiles[2]!;
    const canonical = `/modelos/${talent.id}/${talent.slug}`;
    for (const url of [
      `${cluster.instances[0]!.url}/modelos/${talent.id}/nome-errado`,
      `${cluster.url}/modelos/${talent.id}/outro-nome-errado`,
      `${cluster.instances[1]!.url}/en/models/${talent.id}/wrong-name`,
    ]) {
      const answer = await raw(url);
      expect(answer.status, url).toBe(308);
      expect(answer.headers.location?.length, `${url}: ${JSON.stringify(answer.headers.location)}`).toBe(1);
      expect(
        answer.headers.location![0]!.endsWith(url.includes('/en/') ? `/en/models/${talent.id}/${talent.slug}` : canonical),
        url,
      ).toBe(true);
    }
    // Through a category tab the redirect keeps the category.
    const list = await fetch(`${cluster.instances[0]!.url}/modelos/mainboard`).then((r) => r.text());
    const tab = /href="\/modelos\/mainboard\/(\d+)\/([a-z0-9-]+)"/.exec(list);
    expect(tab, 'a profile link on the mainboard tab').not.toBeNull();
    const answer = await raw(`${cluster.url}/modelos/mainboard/${tab![1]}/x`);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toEqual([`/modelos/mainboard/${tab![1]}/${tab![2]}`]);
  });

  it('serves a talent made visible in the back office from both instances and nginx within the nginx cache time of one revalidation', async () => {
    const [a, b] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const handle = db();
    const hidden = handle
      .prepare(
        `SELECT t.id, t.name FROM talents t JOIN talent_divisions td ON td.talent_id = t.id
         JOIN divisions d ON d.id = td.division_id WHERE d.id_category = ? ORDER BY t.id LIMIT 1`,
      )
      .get(EXCLUDED_CATEGORY_ID) as { id: number; name: string } | undefined;
    handle.close();
    expect(hidden, 'an excluded talent in the seed').toBeDefined();
    const profilePath = `/modelos/${hidden!.id}/${nameSlug(hidden!.name)}`;
    // Both instances hold the roster without it.
    for (const instance of [a, b]) expect((await raw(instance.url + profilePath)).status).toBe(404);

    const edit = db();
    edit
      .prepare(
        `DELETE FROM talent_divisions WHERE talent_id = ? AND division_id IN (SELECT id FROM divisions WHERE id_category = ?)`,
      )
      .run(hidden!.id, EXCLUDED_CATEGORY_ID);
    edit.close();
    const told = Date.now();
    await revalidateThrough(a.url);

    // nginx alternates between the instances: every answer of both counts.
    const limitMs = REVALIDATION_SEEN_MS;
    const seen: Record<string, string[]> = { a: [], b: [], nginx: [] };
    const firstOk: Record<string, number | null> = { a: null, b: null, nginx: null };
    const urls = { a: a.url + profilePath, b: b.url + profilePath, nginx: cluster.url + profilePath };
    while (Date.now() - told < limitMs + 3000) {
      for (const [name, url] of Object.entries(urls)) {
        const status = (await raw(url)).status;
        seen[name]!.push(String(status));
        if (status === 200) firstOk[name] ??= Date.now() - told;
      }
      await sleep(150);
    }
    const tailOf = (list: string[]) => list.slice(-6).join(' ');
    record(
      `talent ${hidden!.id} made visible, revalidated through instance 1: first 200 after ${JSON.stringify(firstOk)} ms; ` +
        `last answers a: ${tailOf(seen.a!)}, b: ${tailOf(seen.b!)}, nginx: ${tailOf(seen.nginx!)}`,
    );
    for (const name of ['a', 'b', 'nginx']) {
      expect(firstOk[name], `${name} answered 200 within ${limitMs} ms (${seen[name]!.join(' ')})`).not.toBeNull();
      expect(firstOk[name]!).toBeLessThanOrEqual(limitMs);
    }
    // And it stays visible: no alternation through nginx once it is shown.
    expect(
      seen.nginx!.slice(-6).every((s) => s === '200'),
      seen.nginx!.join(' '),
    ).toBe(true);
    expect(
      seen.b!.slice(-6).every((s) => s === '200'),
      seen.b!.join(' '),
    ).toBe(true);
  }, 120_000);

  it('keeps no nginx cache entry per unknown, searched, junk-query or escaped URL', async () => {
    const N = 300;
    const talent = profiles[0]!;
    const kinds: Record<string, (i: number) => string> = {
      'unknown path': (i) => `/nao-existe-${i}`,
      'unknown talent id': (i) => `/modelos/${900000 + i}/ninguem`,
      'searched list': (i) => `/modelos?q=busca${i}`,
      'junk query on a page': (i) => `/contato?utm_source=x${i}`,
      'wrong slug': (i) => `/modelos/${talent.id}/y${i}`,
    };
    const costs: Record<string, number> = {};
    for (const [kind, url] of Object.entries(kinds)) {
      const before = cacheOnDisk('pages');
      const logged = accessLines();
      await inParallel(N, 8, async (i) => {
        const answer = await raw(cluster.url + url(i));
        expect(answer.status).toBeLessThan(500);
      });
      await requestsLogged(logged, N);
      const after = cacheOnDisk('pages');
      costs[kind] = (after.bytes - before.bytes) / N;
      record(
        `${N} distinct ${kind} URLs through nginx: page cache ${before.files} → ${after.files} files, ${kb(before.bytes)} → ${kb(after.bytes)} ` +
          `(${kb((after.bytes - before.bytes) / N)} per URL)`,
      );
    }
    for (const [kind, cost] of Object.entries(costs)) expect(cost, kind).toBeLessThanOrEqual(100);
    // A page without a query is still kept (the micro-cache works).
    await raw(`${cluster.url}/contato`);
    expect((await raw(`${cluster.url}/contato`)).headers['x-cache-status']).toEqual(['HIT']);
  }, 300_000);

  it("puts the security headers on nginx's own answers, once, and leaves the site's alone", async () => {
    const expected: Record<string, string | RegExp> = {
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': /frame-ancestors 'none'/,
      'permissions-policy': /camera=\(\)/,
    };
    const check = (answer: Raw, what: string) => {
      for (const [name, value] of Object.entries(expected)) {
        const lines = answer.headers[name] ?? [];
        expect(lines.length, `${what}: ${name} ${JSON.stringify(lines)}`).toBe(1);
        if (typeof value === 'string') expect(lines[0], `${what}: ${name}`).toBe(value);
        else expect(lines[0], `${what}: ${name}`).toMatch(value);
      }
    };
    const misdirected = await raw(`${cluster.url}/`, { host: 'attacker.example' });
    expect(misdirected.status).toBe(421);
    check(misdirected, '421 for an unknown host');

    const tooLarge = await new Promise<Raw>((resolve, reject) => {
      const request = http.request(
        `${cluster.url}/api/forms/scouting`,
        { method: 'POST', headers: { 'content-length': String(60 * MB) } },
        (response) => {
          const lines: Record<string, string[]> = {};
          for (let i = 0; i < response.rawHeaders.length; i += 2)
            (lines[response.rawHeaders[i]!.toLowerCase()] ??= []).push(response.rawHeaders[i + 1]!);
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: lines, body: '' }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(tooLarge.status).toBe(413);
    check(tooLarge, "nginx's 413");

    // The site's own answers keep the site's values, not a second copy.
    const pageAnswer = await raw(`${cluster.url}/modelos`);
    expect(pageAnswer.status).toBe(200);
    check(pageAnswer, 'a page through nginx');
    expect(pageAnswer.headers['content-security-policy']![0]).toContain('img-src');
    const missing = await raw(`${cluster.url}/nao-existe-de-novo`);
    expect(missing.status).toBe(404);
    check(missing, 'the 404 page through nginx');
  });
});

describe('the edge tells the truth (issue 41)', () => {
  /** An answer nginx made itself: no instance answered (its 502 when it counts every instance down). */
  const byNginx = (answer: Raw) => answer.status === 502 && answer.body.includes('<center>nginx</center>');

  it('keeps every instance in rotation while Redis is stopped or the back office frozen and an outsider asks /api/ready in a loop', async () => {
    // What visitors ask: pages nginx never keeps (a query), the list's next page, a form post
    // (empty: refused by the instance itself, before any back-office call). A profile or a
    // list with a query and the list's next page ask the back office: left out while it is frozen.
    const visits: { url: string; post?: boolean; asksBackOffice?: boolean }[] = [
      { url: '/contato?utm_source=ready' },
      { url: `/en/models/${profiles[1]!.id}/${profiles[1]!.slug}?utm_source=ready`, asksBackOffice: true },
      { url: '/modelos?utm_source=ready', asksBackOffice: true },
      { url: '/api/talents?category=mainboard&gender=woman&page=2', asksBackOffice: true },
      { url: '/api/forms/contact', post: true },
    ];
    const visit = async ({ url, post }: (typeof visits)[number]): Promise<Raw> => {
      if (!post) return raw(cluster.url + url);
      const response = await fetch(cluster.url + url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'lang=pt',
      });
      return { status: response.status, headers: {}, body: await response.text() };
    };
    // The instances hold what the visitors ask while everything answers.
    for (const v of visits) expect((await visit(v)).status, v.url).toBeLessThan(500);
    const ready = async (url: string) => (await raw(`${url}/api/ready`)).status;

    const degradations: [string, () => Promise<void> | void, () => Promise<void> | void][] = [
      ['Redis stopped', () => cluster.stopRedis(), () => cluster.startRedis()],
      ['back office frozen', () => cluster.freezeApi(), () => cluster.thawApi()],
    ];
    for (const [what, degrade, restore] of degradations) {
      const asked = what === 'back office frozen' ? visits.filter((v) => !v.asksBackOffice) : visits;
      await degrade();
      const outsider: number[] = [];
      let asking = true;
      const asker = (async () => {
        while (asking) outsider.push(await ready(cluster.url));
      })();
      const runs = () =>
        outsider.reduce<string[]>((list, status, i) => {
          if (i > 0 && status === outsider[i - 1])
            list[list.length - 1] = `${status}×${Number(list.at(-1)!.split('×')[1] ?? 1) + 1}`;
          else list.push(`${status}×1`);
          return list;
        }, []);
      const answers: Raw[] = [];
      try {
        // Visitors until the outsider has been told "not ready" a few times.
        while (outsider.filter((status) => status === 503).length < 4 || answers.length < 4 * asked.length) {
          for (const v of asked) answers.push(await visit(v));
          if (answers.length > 400) break;
        }
      } finally {
        asking = false;
        await asker;
        await restore();
      }
      const statuses = answers.map((a) => a.status);
      record(
        `${what}, an outsider asking /api/ready through nginx ${outsider.length} times (in turn ${runs().join(' ')}): ` +
          `${answers.length} visitor requests through nginx, statuses ${JSON.stringify(Object.fromEntries(statuses.map((s) => [s, statuses.filter((t) => t === s).length])))}, ` +
          `${answers.filter(byNginx).length} answered by nginx with no instance`,
      );
      // The degradation was real: readiness said so, through nginx.
      expect(outsider.filter((status) => status === 503).length).toBeGreaterThanOrEqual(4);
      expect(answers.filter(byNginx).length, what).toBe(0);
      expect(statuses.filter((status) => status >= 500).length, `${what}: ${statuses.join(' ')}`).toBe(0);
      // Both instances ready again before the next degradation (Redis reconnected, the back office answering).
      const since = Date.now();
      for (const instance of cluster.instances) {
        while ((await ready(instance.url)) !== 200) {
          if (Date.now() - since > 60_000) throw new Error(`${instance.url} not ready again after ${what}`);
          await sleep(200);
        }
      }
    }
  }, 240_000);

  it("stops serving a hidden talent's profile and a renamed one's old address from nginx's cache within its cache time", async () => {
    const [a] = cluster.instances as [Cluster['instances'][0]];
    const hidden = profiles[5]!;
    const renamed = profiles[6]!;
    const paths = { hidden: `/modelos/${hidden.id}/${hidden.slug}`, renamed: `/modelos/${renamed.id}/${renamed.slug}` };
    // nginx holds both pages.
    for (const p of Object.values(paths)) {
      expect((await raw(cluster.url + p)).status).toBe(200);
      const again = await raw(cluster.url + p);
      expect(again.status).toBe(200);
      expect(again.headers['x-cache-status'], p).toEqual(['HIT']);
    }
    const edit = db();
    const excluded = edit.prepare('SELECT id FROM divisions WHERE id_category = ? LIMIT 1').get(EXCLUDED_CATEGORY_ID) as {
      id: number;
    };
    edit.prepare('INSERT INTO talent_divisions (talent_id, division_id) VALUES (?, ?)').run(hidden.id, excluded.id);
    edit.prepare('UPDATE talents SET name = ? WHERE id = ?').run('Zuleica Renomeada', renamed.id);
    edit.close();
    const told = Date.now();
    await revalidateThrough(a.url);

    const limitMs = REVALIDATION_SEEN_MS;
    // The renamed profile under steady requests; the hidden one left alone (nobody asks it),
    // as a page asked once a minute is: its first request after the entry expired must be the truth.
    const late: string[] = [];
    const seen: string[] = [];
    while (Date.now() - told < limitMs + 3000) {
      const answer = await raw(cluster.url + paths.renamed);
      const at = Date.now() - told;
      seen.push(`${answer.status}${answer.headers['x-cache-status']?.[0]?.[0] ?? ''}`);
      if (at > limitMs && answer.status !== 308) late.push(`${answer.status} ${answer.headers['x-cache-status']} at ${at} ms`);
      await sleep(50);
    }
    const hiddenAnswers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await raw(cluster.url + paths.hidden);
      hiddenAnswers.push(`${answer.status} ${answer.headers['x-cache-status']}`);
      if (answer.status !== 404) late.push(`hidden: ${answer.status} ${answer.headers['x-cache-status']}`);
    }
    record(
      `talent ${hidden.id} hidden and talent ${renamed.id} renamed, revalidated through instance 1: the renamed profile's old address ` +
        `under steady requests through nginx answered ${seen.join(' ')} (status and cache status's initial, one every ~50 ms); the hidden ` +
        `profile, first asked ${Date.now() - told} ms after: ${hiddenAnswers.join(', ')}`,
    );
    expect(late, `answers after ${limitMs} ms that were not the truth`).toEqual([]);
  }, 120_000);

  it("writes no query, Referer or control byte in nginx's logs, and access lines of valid UTF-8 and bounded length", async () => {
    const { port } = new URL(cluster.url);
    /** One request as raw bytes (fetch and node:http refuse what an attacker sends); resolves with the status line. */
    const send = (head: Buffer) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('latin1');
          if (answer.includes('\r\n')) socket.destroy();
        });
        socket.on('close', () => resolve(answer.split('\r\n')[0]!));
        socket.on('error', reject);
      });
    const accessLog = path.join(cluster.runtimeDir, 'nginx-access.log');
    const errorLog = path.join(cluster.runtimeDir, 'nginx-error.log');
    const linesBefore = accessLines();
    const request = (line: string, headers = '') =>
      Buffer.concat([
        Buffer.from(line, 'latin1'),
        Buffer.from(`\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`, 'latin1'),
      ]);
    const statuses = [
      // nginx refuses it itself (413) and writes why: with the query and the Referer as sent, before.
      await send(
        request(
          'POST /api/forms/scouting?email=visitor%40example.com HTTP/1.1',
          'Referer: http://example.com/\x1b[2Jvisitor-referer\r\nContent-Length: 60000000\r\n',
        ),
      ),
      // Raw bytes over 127 and an escape sequence in the path.
      await send(request('GET /caf\xc3\xa9/\x1b[31m HTTP/1.1')),
      // An escape that decodes to a byte that is not UTF-8.
      await send(request('GET /modelos/%ff%fe?q=visitor-search HTTP/1.1')),
      // A path of 3,000 characters: the site's 404 (nginx answered 502 while the cache key did not fit its header buffer).
      await send(request(`GET /${'a'.repeat(3000)}?q=visitor-search HTTP/1.1`)),
    ];
    expect(statuses.map((line) => line.split(' ')[1])).toEqual(['413', '400', '400', '404']);
    // The four lines are picked by what they carry, not counted: any other request nginx finishes
    // meanwhile (one of an earlier test's, a probe) writes a line of its own in between.
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    type Line = { method: string; path: string; status: number };
    const ours: ((line: Line) => boolean)[] = [
      (l) => l.method === 'POST' && l.path === '/api/forms/scouting' && l.status === 413,
      (l) => l.path === '-' && l.status === 400,
      (l) => l.method === 'GET' && l.path === '/modelos/%ff%fe' && l.status === 400,
      (l) => l.method === 'GET' && l.path.startsWith('/aaaa') && l.status === 404,
    ];
    const written = () => {
      const bytes = splitLines(readFileSync(accessLog)).slice(linesBefore);
      const parsed = bytes.map((line) => JSON.parse(utf8.decode(line)) as Line);
      return { bytes, parsed, mine: ours.map((isIt) => parsed.filter(isIt)) };
    };
    await requestsLogged(linesBefore, 4);
    const since = Date.now();
    while (written().mine.some((found) => found.length === 0) && Date.now() - since < 30_000) await sleep(50);
    const { bytes: lines, parsed, mine } = written();
    const paths = parsed.map((line) => line.path);
    record(
      `nginx access lines since four hostile requests, as written: ${JSON.stringify(parsed.map(({ method, status }) => `${method} ${status}`))}, paths ${JSON.stringify(paths.map((p) => (p.length > 40 ? `${p.slice(0, 20)}… (${p.length})` : p)))}`,
    );
    expect(mine.map((found) => found.length)).toEqual([1, 1, 1, 1]);
    for (const logged of paths) expect(logged.length).toBeLessThanOrEqual(257);
    const access = lines.map((line) => line.toString('latin1')).join('\n');
    const errors = readFileSync(errorLog).toString('latin1');
    for (const [name, text] of Object.entries({ access, errors })) {
      expect(text, name).not.toContain('visitor');
      expect(text, name).not.toContain('\x1b');
    }
  });

  it('answers TRACE 405 from nginx and from an instance asked directly, and the instance logs it as sent', async () => {
    const requestId = 'trace-probe-41';
    const throughNginx = await raw(`${cluster.url}/modelos`, {}, 'TRACE');
    expect(throughNginx.status).toBe(405);
    const instance = cluster.instances[0]!;
    const direct = await raw(`${instance.url}/modelos?q=x`, { 'x-request-id': requestId }, 'TRACE');
    expect(direct.status).toBe(405);
    expect(direct.headers['allow']).toEqual(['GET, HEAD, POST']);
    // The same for a route handler's address, where Next also builds a Request.
    expect((await raw(`${instance.url}/api/ready`, {}, 'TRACE')).status).toBe(405);
    // Its line says what was asked, and no error was written for it (it used to be Next's 500).
    const linesOf = () =>
      readFileSync(instance.logFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes(requestId))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const since = Date.now();
    while (!linesOf().some((line) => line.event === 'request') && Date.now() - since < 10_000) await sleep(50);
    const lines = linesOf();
    expect(lines.map(({ event, method, path, status }) => ({ event, method, path, status }))).toEqual([
      { event: 'request', method: 'TRACE', path: '/modelos', status: 405 },
    ]);
  });

  it('keeps one optimized image per real variant in nginx, whatever junk parameters or Accept values come with it', async () => {
    const html = await fetch(`${cluster.url}/modelos`).then((r) => r.text());
    const src = /\/_next\/image\?url=[^"\s]+/.exec(html)?.[0].replaceAll('&amp;', '&');
    expect(src, 'an optimized image on the list').toBeDefined();
    const formats = { avif: 'image/avif,image/webp,*/*', webp: 'image/webp,*/*', original: '*/*' };
    for (const [format, accept] of Object.entries(formats)) {
      const answer = await raw(cluster.url + src, { accept });
      expect(answer.status, format).toBe(200);
      expect(answer.headers['content-type']?.[0], format).toContain(format === 'original' ? 'image/' : `image/${format}`);
    }
    const before = cacheOnDisk('assets');
    // The same image spelt another way: url's escapes in small letters.
    const oddSpelling = src!.replace(/%2F/g, '%2f');
    const variants = (i: number): [string, string] => {
      switch (i % 4) {
        case 0:
          return [`${src}&junk=${i}`, formats.avif];
        case 1:
          return [src!, `image/webp;v=${i},*/*;q=0.${i % 10}`];
        case 2:
          return [`${src}&utm_source=x${i}&w=1`, `text/html,image/avif;x=${i}`];
        default:
          return [`${oddSpelling}&n=${i}`, `*/*;junk=${i}`];
      }
    };
    const statuses = new Map<number, number>();
    const logged = accessLines();
    await inParallel(1000, 8, async (i) => {
      const [url, accept] = variants(i);
      const answer = await raw(cluster.url + url, { accept });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    });
    await requestsLogged(logged, 1000);
    const after = cacheOnDisk('assets');
    const again = await raw(`${cluster.url}${src}&junk=again`, { accept: 'image/avif' });
    record(
      `1,000 junk variants of one optimized image through nginx (junk parameters, Accept values, another escape spelling): ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}; image cache ${before.files} → ${after.files} files, ${kb(before.bytes)} → ${kb(after.bytes)}`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 });
    expect(after.files - before.files).toBe(0);
    // A junk parameter still finds the image nginx keeps.
    expect(again.headers['x-cache-status']).toEqual(['HIT']);
    expect(again.headers['content-type']).toEqual(['image/avif']);
  }, 300_000);
});

describe('what a page costs nginx (issue 38)', () => {
  /** A page as nginx sends it to a browser that accepts `acceptEncoding`, the body decoded. */
  const page = (url: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; cache: string | undefined; html: string }>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            resolve({
              encoding,
              cache: response.headers['x-cache-status'] as string | undefined,
              html: (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'),
            });
          });
          response.on('error', reject);
        })
        .on('error', reject);
    });

  it("keeps a page once per encoding it is sent in (gzip or none), whatever a browser's Accept-Encoding says", async () => {
    const url = `${cluster.url}/privacidade`;
    // Chromium's value fills the entry; Firefox's and Safari's spellings find it.
    const chromium = await page(url, 'gzip, deflate, br, zstd');
    expect(chromium.encoding).toBe('gzip');
    expect(chromium.html).toContain('</html>');
    for (const other of ['gzip, deflate, br', 'br, gzip, deflate', 'GZIP;q=0.8, identity']) {
      const answer = await page(url, other);
      expect({ other, encoding: answer.encoding, cache: answer.cache }).toEqual({ other, encoding: 'gzip', cache: 'HIT' });
      expect(answer.html).toBe(chromium.html);
    }
    // A client that takes no gzip gets the page plain, from an entry of its own.
    for (const plain of ['', 'identity', 'br', 'gzip;q=0, br']) {
      const answer = await page(url, plain);
      expect({ plain, encoding: answer.encoding }).toEqual({ plain, encoding: undefined });
      expect(answer.html).toBe(chromium.html);
    }
    expect((await page(url, 'identity')).cache).toBe('HIT');

    // Junk spellings add no entry.
    const before = cacheOnDisk('pages');
    const logged = accessLines();
    await inParallel(300, 8, async (i) => {
      const answer = await page(url, i % 2 ? `gzip, x-junk-${i}` : `x-junk-${i};q=0.${i % 9}`);
      expect(answer.html).toBe(chromium.html);
    });
    await requestsLogged(logged, 300);
    const after = cacheOnDisk('pages');
    record(`300 Accept-Encoding spellings for one page through nginx: page cache ${before.files} → ${after.files} files`);
    expect(after.files - before.files).toBeLessThanOrEqual(0);
  }, 120_000);
});
