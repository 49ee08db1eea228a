import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { startAgencyApi, type RunningAgencyApi } from '../../agency-api/src/server';
import { findTalent, slug } from './agency';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { startFaultSite, type FaultSite } from './fault-site';

/**
 * A crawler (or an attacker) sending unknown URLs costs nothing that lasts:
 * no file in the build's caches and no call to the back office. A site of
 * its own (a copy of the e2e build, `next start`) talks to an embedded agency
 * API through a proxy that logs every call; its caches are measured before
 * and after 500 distinct unknown URLs and ids.
 */
test.describe.configure({ mode: 'serial' });

let dataDir: string;
let api: RunningAgencyApi;
let proxy: FaultProxy;
let site: FaultSite & { distDir: string };

/** What Next writes at run time: prerendered pages, pages rendered on demand, the data cache. */
const CACHE_FOLDERS = [path.join('server', 'app'), path.join('server', 'route-cache'), 'cache'];

function listFiles(distDir: string): Map<string, number> {
  const sizes = new Map<string, number>();
  const walk = (folder: string) => {
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else sizes.set(path.relative(distDir, full), fs.statSync(full).size);
    }
  };
  for (const folder of CACHE_FOLDERS) walk(path.join(distDir, folder));
  return sizes;
}

const total = (sizes: Map<string, number>) => ({ files: sizes.size, bytes: [...sizes.values()].reduce((a, b) => a + b, 0) });

/** 500 distinct URLs a crawler may send, none of which names anything the agency has. */
function unknownUrls(countryIds: number[]): string[] {
  const urls: string[] = [];
  const unknownCountry = Math.max(...countryIds) + 1000;
  for (let i = 0; i < 50; i++) {
    urls.push(
      // Dotted first segments: probes for files and scripts.
      `/probe-${i}.php`,
      `/.env-${i}`,
      `/wp-${i}/xmlrpc.php`,
      // Unknown locales and unknown words in a known one.
      `/x${i}`,
      `/fr${i}/modelos`,
      `/en/nothing-${i}`,
      // Unknown talent ids on both profile routes, in every language.
      `/modelos/${900_000 + i}/nobody`,
      `/en/models/mainboard/${910_000 + i}/nobody`,
      // Countries and compos that do not exist.
      `/api/places?country=${unknownCountry + i}&lang=pt`,
      `/api/compo/${920_000 + i}`,
    );
  }
  return urls;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ravage-unknown-'));
  api = await startAgencyApi({ port: 0, dataDir, log: false });
  proxy = await startFaultProxy(api.url);
  site = await startFaultSite({ apiUrl: proxy.url, timeoutMs: 8000 });
});

test.afterAll(async () => {
  await site?.close();
  await proxy?.close();
  await api?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('500 unknown URLs and ids leave the caches on disk and the back office as they were', async () => {
  test.setTimeout(600_000);
  const db = new Database(path.join(dataDir, 'agency.sqlite'), { readonly: true, fileMustExist: true });
  const countryIds = (db.prepare('SELECT id FROM countries').all() as { id: number }[]).map((c) => c.id);
  db.close();
  const withCompo = await findTalent((t) => t.compo.length > 0 && t.categories.length > 0);

  // A visitor's ordinary requests fill the roster and the country list into the caches first.
  for (const known of [
    `/modelos/${withCompo.id}/${slug(withCompo.name)}`,
    `/api/places?country=${countryIds[0]}&lang=pt`,
    '/seja-modelo',
  ]) {
    expect((await fetch(`${site.url}${known}`)).status, known).toBe(200);
  }
  // The 404 pages themselves (one per language, and Next's own for a dotted
  // first segment) are copied into the run-time cache when first served: once.
  for (const missing of ['/nada', '/en/nothing', '/es/nada', '/nada.php']) {
    expect((await fetch(`${site.url}${missing}`)).status, missing).toBe(404);
  }
  const compo = await fetch(`${site.url}/api/compo/${withCompo.id}`);
  expect(compo.status).toBe(200);
  await compo.arrayBuffer();

  const filesBefore = listFiles(site.distDir);
  const before = total(filesBefore);
  const callsBefore = proxy.log.length;
  const urls = unknownUrls(countryIds);
  expect(new Set(urls).size).toBe(500);
  const statuses = new Map<number, number>();
  const not404: string[] = [];
  for (const [i, url] of urls.entries()) {
    // A crawler of many addresses: the compo route's per-client limit (30 a minute) is not what answers here.
    const response = await fetch(`${site.url}${url}`, {
      redirect: 'manual',
      headers: { 'x-forwarded-for': `10.50.${i >> 8}.${i & 255}` },
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status !== 404) not404.push(`${response.status} ${url}`);
  }
  const filesAfter = listFiles(site.distDir);
  const after = total(filesAfter);
  const written = [...filesAfter].filter(([file, size]) => filesBefore.get(file) !== size).map(([file]) => file);
  const calls = proxy.log.slice(callsBefore).map((e) => `${e.method} ${e.path}`);
  test.info().annotations.push({
    type: 'figures',
    description: `cache folders before ${before.files} files / ${before.bytes} B, after ${after.files} files / ${after.bytes} B; back-office calls during the 500: ${calls.length}; statuses ${JSON.stringify([...statuses])}`,
  });
  console.info(test.info().annotations.at(-1)?.description);

  expect(not404).toEqual([]);
  expect(calls).toEqual([]);
  expect(written).toEqual([]);
  expect(after).toEqual(before);
});
