import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../scripts/free-port';
import { NEXT_BIN, SERVER_NODE_FLAGS } from '../../scripts/next-bin.mjs';
import { startAgencyApi, type RunningAgencyApi } from '../../agency-api/src/server';
import { E2E } from './env';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

/**
 * A site of its own for the fault tests: `next start` on the build the e2e
 * run already made, pointed at a fault proxy instead of the agency API, with
 * a short API timeout. It runs on a copy of the build folder without what
 * servers cached in it, so nothing it renders or fails to render reaches the
 * shared site, and every profile starts uncached. Pages prerendered at build time keep
 * the build's media host in their image URLs; that does not matter here.
 */
export interface FaultSite {
  url: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Still running? */
  alive(): boolean;
  close(): Promise<void>;
}

/**
 * What the build made, without what servers wrote into it since: `cache/`
 * (data cache, images, compiler cache) and `server/route-cache/` (pages
 * rendered or refreshed at run time). Every agency call and every profile
 * starts cold; prerendered pages are the build's.
 */
const RUN_TIME = [path.join('cache'), path.join('server', 'route-cache')];

function copyBuild(from: string, to: string) {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(from, source);
      return !RUN_TIME.some((skipped) => relative === skipped || relative.startsWith(skipped + path.sep));
    },
  });
}

/** Makes prerendered pages look older than their revalidate period, so they are served stale. */
export function agePages(distDir: string, pages: string[], ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  for (const page of pages) fs.utimesSync(path.join(distDir, 'server', 'app', `${page}.html`), when, when);
}

export interface FaultSiteOptions {
  apiUrl: string;
  timeoutMs: number;
  /** How long the proxy trusts its last look at the home's slides (HOME_HEALTH_TTL_MS); the site's default otherwise. */
  homeHealthTtlMs?: number;
  /** Called with the copied build folder before the server starts. */
  prepare?: (distDir: string) => void;
  /** The address `next start -H` binds to (default: Next's own, every interface). */
  hostname?: string;
}

let sites = 0;

export async function startFaultSite({
  apiUrl,
  timeoutMs,
  homeHealthTtlMs,
  prepare,
  hostname,
}: FaultSiteOptions): Promise<FaultSite & { distDir: string }> {
  // One copy per site, so two test files running at once never share one.
  const distDir = `${E2E.distDir}-site-${process.pid}-${++sites}`;
  if (!fs.existsSync(path.join(E2E.distDir, 'BUILD_ID'))) throw new Error(`no build in ${E2E.distDir}: run npm run e2e first`);
  copyBuild(E2E.distDir, distDir);
  prepare?.(distDir);

  const port = await freePort();
  const url = `http://${hostname ? '127.0.0.1' : 'localhost'}:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, NEXT_BIN, 'start', ...(hostname ? ['-H', hostname] : [])],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        NEXT_DIST_DIR: distDir,
        NEXT_PUBLIC_SITE_URL: url,
        SITE_API_URL: apiUrl,
        PANEL_API_URL: apiUrl,
        MEDIA_URL: apiUrl,
        AGENCY_API_TIMEOUT_MS: String(timeoutMs),
        ...(homeHealthTtlMs ? { HOME_HEALTH_TTL_MS: String(homeHealthTtlMs) } : {}),
        REVALIDATE_SECRET: E2E.revalidateSecret,
      },
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const close = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    fs.rmSync(distDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`the fault site exited (${child.exitCode}):\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`the fault site did not start:\n${output}`);
    }
    await sleep(200);
  }

  return { url, distDir, output: () => output, alive: () => child.exitCode === null, close };
}

/** A fault site, the fault proxy it calls and, for a file that changes its data, a back office of its own. */
export interface FaultStack {
  site: FaultSite & { distDir: string };
  proxy: FaultProxy;
  close(): Promise<void>;
}
export interface FaultStackWithBackOffice extends FaultStack {
  api: RunningAgencyApi;
  /** The back office's data, which the file's tests may read and change. */
  dataDir: string;
}

type FaultStackOptions = Omit<FaultSiteOptions, 'apiUrl'> & {
  /** Set on the proxy before the site starts (a mode, a failure). */
  beforeSite?: (proxy: FaultProxy) => void;
};

/**
 * The same start-up for every fault file: a back office (the e2e run's, or
 * with `ownBackOffice` a fresh one in a temp folder named after `name`), a
 * fault proxy in front of it and a fault site calling the proxy; close()
 * stops them in turn and removes what they wrote.
 */
export async function startFaultStack(options: FaultStackOptions & { ownBackOffice: string }): Promise<FaultStackWithBackOffice>;
export async function startFaultStack(options: FaultStackOptions): Promise<FaultStack>;
export async function startFaultStack({
  ownBackOffice,
  beforeSite,
  ...siteOptions
}: FaultStackOptions & { ownBackOffice?: string }): Promise<FaultStack | FaultStackWithBackOffice> {
  const dataDir = ownBackOffice ? fs.mkdtempSync(path.join(os.tmpdir(), `ravage-${ownBackOffice}-`)) : undefined;
  let api: RunningAgencyApi | undefined;
  let proxy: FaultProxy | undefined;
  let site: (FaultSite & { distDir: string }) | undefined;
  const close = async () => {
    await site?.close();
    await proxy?.close();
    await api?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    api = dataDir ? await startAgencyApi({ port: 0, dataDir, log: false }) : undefined;
    proxy = await startFaultProxy(api?.url ?? E2E.apiUrl);
    beforeSite?.(proxy);
    site = await startFaultSite({ ...siteOptions, apiUrl: proxy.url });
  } catch (error) {
    await close();
    throw error;
  }
  return api && dataDir ? { api, dataDir, proxy, site, close } : { proxy, site, close };
}
