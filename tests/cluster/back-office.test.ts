// A build keeps Next's data cache in <distDir>/cache, and CI caches or a
// reused folder carry it from one build to the next. Built against another
// back office in the same folder, the site must show that back office's
// roster at once, not the one the kept cache was filled from (issue 14).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NEXT_BIN, SERVER_NODE_FLAGS } from '../../scripts/next-bin.mjs';
import { E2E } from '../e2e/env';
import { answering } from './answering';
import { clusterPorts, PORT_BASE } from './test-cluster';

const { api: apiPort } = clusterPorts(3, 1);
const sitePort = PORT_BASE + 3;
const distDir = '.next-keys';
const apiUrl = `http://127.0.0.1:${apiPort}`;
/** Every talent of the other back office carries it. */
const mark = 'Outra Agência ';

const children: ChildProcess[] = [];
let dataDir: string;

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, detached: true, stdio: 'ignore' });
  children.push(child);
  return child;
}

beforeAll(async () => {
  const kept = path.join(E2E.distDir, 'cache', 'fetch-cache');
  if (!existsSync(kept)) throw new Error(`no ${kept}: run \`npm run e2e\` (or \`npm test\`) first`);
  // The folder as a CI cache would restore it: the data cache of a build against the e2e back office
  // (Turbopack's build cache beside it holds no data, and read from another folder it slows the build).
  rmSync(distDir, { recursive: true, force: true });
  cpSync(kept, path.join(distDir, 'cache', 'fetch-cache'), { recursive: true });

  // Another back office: its own host and data, every talent renamed.
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ravage-other-office-'));
  start(['--import', 'tsx', 'agency-api/src/main.ts'], {
    AGENCY_API_PORT: String(apiPort),
    AGENCY_API_DATA: dataDir,
    AGENCY_API_LOG: '0',
  });
  await answering(`${apiUrl}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const db = new Database(path.join(dataDir, 'agency.sqlite'), { fileMustExist: true });
  db.prepare('UPDATE talents SET name = ? || name').run(mark);
  db.close();

  const env = {
    NEXT_DIST_DIR: distDir,
    SITE_API_URL: apiUrl,
    PANEL_API_URL: apiUrl,
    MEDIA_URL: apiUrl,
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: '',
    // The folder goes with the test.
    NEXT_BUILD_CACHE: 'off',
  };
  // `next build` adds the folder's types to tsconfig.json; the project's file stays as it is.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    const built = spawnSync(process.execPath, [NEXT_BIN, 'build'], { env: { ...process.env, ...env }, stdio: 'inherit' });
    expect(built.status, 'the build against the other back office').toBe(0);
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
  }
  start([...SERVER_NODE_FLAGS, NEXT_BIN, 'start', '-p', String(sitePort), '-H', 'localhost'], { ...env, NODE_ENV: 'production' });
  await answering(`http://localhost:${sitePort}/api/health`);
}, 900_000);

afterAll(() => {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

it("shows the other back office's roster at once after a build in a folder whose cache was filled from another", async () => {
  const response = await fetch(`http://localhost:${sitePort}/modelos`);
  expect(response.status).toBe(200);
  // Each card of the list links to a profile and is headed by the talent's name.
  const cards = /<a[^>]*href="\/modelos\/\d+\/[^"]*"[^>]*>[\s\S]*?<h2[^>]*>([^<]+)<\/h2>/g;
  const names = [...(await response.text()).matchAll(cards)].map((m) => m[1]!);
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => !name.startsWith(mark))).toEqual([]);
});
