// Builds and servers of `npm run perf`. Every child runs in its own process
// group (detached), so stopping it stops what it started too (run.mjs starts
// the agency API and Next); the groups are killed on exit, on Ctrl-C and on
// failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { NEXT_BIN, SERVER_NODE_FLAGS } from '../../scripts/next-bin.mjs';
import { API_PORT, BARE_DIR, BARE_DIST_DIR, BARE_PORT, DIST_DIR, OUT_DIR, SITE_PORT, SITE_URL } from './config';

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops every process group this run started: SIGTERM, then SIGKILL after a grace period. */
export async function stopAll(graceMs = 8000): Promise<void> {
  const children = [...running];
  for (const child of children) killGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (children.some(groupAlive) && Date.now() < deadline) await sleep(100);
  for (const child of children) if (groupAlive(child)) killGroup(child, 'SIGKILL');
  for (const child of children) running.delete(child);
}

/** Run on Ctrl-C / SIGTERM before the servers are stopped (Chrome, temporary folders). */
const cleanups: Array<() => unknown> = [];
export function onInterrupt(cleanup: () => unknown): void {
  cleanups.push(cleanup);
}

let handlersInstalled = false;
export function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // Last resort (exceptions, process.exit): no waiting possible here.
  process.on('exit', () => {
    for (const child of running) {
      killGroup(child, 'SIGTERM');
      setImmediate(() => killGroup(child, 'SIGKILL'));
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\nperf: ${signal}, stopping the servers…`);
      const pending = cleanups.map(async (cleanup) => {
        try {
          await cleanup();
        } catch {
          // best effort
        }
      });
      void Promise.all([stopAll(3000), ...pending]).finally(() => process.exit(130));
    });
  }
}

interface Spawned {
  child: ChildProcess;
  /** Every stdout line so far (the agency API's request log is among them). */
  lines: string[];
  exited: Promise<number>;
}

function start(label: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Spawned {
  const child = spawn(process.execPath, args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const log = createWriteStream(logFile);
  // Each line of the log file starts with the seconds since `npm run perf` started, as its own output does.
  const stamp = () => `[${process.uptime().toFixed(1).padStart(6)}s] `;
  const lines: string[] = [];
  let partial = '';
  let partialErr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    for (const line of parts) log.write(`${stamp()}${line}\n`);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    const parts = (partialErr + chunk.toString('utf8')).split('\n');
    partialErr = parts.pop() ?? '';
    for (const line of parts) log.write(`${stamp()}${line}\n`);
  });
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (partial) lines.push(partial);
      for (const rest of [partial, partialErr]) if (rest) log.write(`${stamp()}${rest}\n`);
      log.end(`${stamp()}perf: ${label} exited (${signal ?? code})\n`);
      resolve(code ?? (signal ? 128 : 1));
    });
    child.on('error', (error) => {
      log.write(`perf: could not start ${label}: ${String(error)}\n`);
      resolve(1);
    });
  });
  return { child, lines, exited };
}

function tail(file: string, count = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-count).join('\n');
  } catch {
    return '';
  }
}

async function runToEnd(label: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  const { exited } = start(label, args, env, logFile);
  const code = await exited;
  if (code !== 0) throw new Error(`${label} failed (exit ${code}); last lines of ${logFile}:\n${tail(logFile)}`);
}

/** The environment of the measured site: own ports, build folder and agency API data. */
export function siteEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(SITE_PORT),
    AGENCY_API_PORT: String(API_PORT),
    AGENCY_API_DATA: dataDir,
    AGENCY_API_LOG: '1',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_PUBLIC_SITE_URL: SITE_URL,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // Always the embedded agency API, whatever the shell says.
  delete env.SITE_API_URL;
  delete env.PANEL_API_URL;
  delete env.MEDIA_URL;
  return env;
}

/**
 * `next build` with a custom distDir adds `<distDir>/types/**` to the root
 * tsconfig.json's include; the perf run must leave the work tree as it was,
 * so it takes back exactly those entries.
 */
function restoreTsconfig(before: string): void {
  const file = 'tsconfig.json';
  const after = readFileSync(file, 'utf8');
  if (after === before) return;
  try {
    const parsed = JSON.parse(after) as { include?: string[] };
    const ours = (entry: string) => entry.startsWith(`${DIST_DIR}/`);
    const beforeParsed = JSON.parse(before) as { include?: string[] };
    parsed.include = parsed.include?.filter((entry) => !ours(entry) || beforeParsed.include?.includes(entry));
    if (JSON.stringify(parsed) === JSON.stringify(beforeParsed)) writeFileSync(file, before);
    else writeFileSync(file, `${JSON.stringify(parsed, null, 2)}\n`);
  } catch {
    console.warn(`perf: tsconfig.json changed during the build and could not be parsed; left as is`);
  }
}

export async function buildSite(dataDir: string): Promise<void> {
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    await runToEnd('site build', ['scripts/run.mjs', 'build'], siteEnv(dataDir), `${OUT_DIR}/build-site.log`);
  } finally {
    restoreTsconfig(tsconfig);
  }
}

/**
 * The bare app's build, then the same .br and .gz copies as `npm run build`
 * makes of the site's (scripts/static-files.mjs), for its nginx to read from disk.
 */
export async function buildBare(): Promise<void> {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  await runToEnd('bare build', [NEXT_BIN, 'build', BARE_DIR], env, `${OUT_DIR}/build-bare.log`);
  await runToEnd('bare static files', ['scripts/static-files.mjs', BARE_DIST_DIR], env, `${OUT_DIR}/build-bare-static-files.log`);
}

async function waitForHttp(url: string, server: Spawned, label: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null = null;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`${label} exited (${exitCode}) before it answered ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${label} did not answer 200 at ${url} within ${timeoutMs / 1000} s`);
}

export interface SiteServer {
  /** stdout lines of run.mjs, the agency API's and Next's, in order. */
  lines: string[];
}

export async function startSite(dataDir: string): Promise<SiteServer> {
  const server = start('site', ['scripts/run.mjs', 'start'], siteEnv(dataDir), `${OUT_DIR}/site.log`);
  await waitForHttp(`${SITE_URL}/modelos`, server, 'the site');
  return { lines: server.lines };
}

/** The bare reference's `next start`; another port gives a second instance, as the site has behind nginx. */
/** Starts the bare reference's `next start` on `port`; resolves to its process id once it answers. */
export async function startBare(port = BARE_PORT): Promise<number> {
  if ((await portTaken(port, '127.0.0.1')) || (await portTaken(port, '::1')))
    throw new Error(`port ${port} already in use: the bare reference would not be this build`);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  const log = port === BARE_PORT ? `${OUT_DIR}/bare.log` : `${OUT_DIR}/bare-${port}.log`;
  const server = start(`bare on ${port}`, [...SERVER_NODE_FLAGS, NEXT_BIN, 'start', BARE_DIR, '-p', String(port)], env, log);
  await waitForHttp(`http://localhost:${port}/`, server, 'the bare reference');
  return server.child.pid!;
}

function portTaken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A server left on a port would be measured instead of this build: refuse to start. */
export async function assertPortsFree(): Promise<void> {
  const taken: number[] = [];
  for (const port of [SITE_PORT, API_PORT, BARE_PORT])
    if ((await portTaken(port, '127.0.0.1')) || (await portTaken(port, '::1'))) taken.push(port);
  if (taken.length > 0) {
    throw new Error(
      `port(s) ${taken.join(', ')} already in use; stop what listens there (or set PERF_SITE_PORT / PERF_API_PORT / PERF_BARE_PORT)`,
    );
  }
}

/**
 * Checks every 2 s that the site and the bare reference still accept
 * connections, and says so once when one stops: a server gone mid-run
 * otherwise shows up only as puzzling errors in the measurements.
 */
export function watchServers(onDown: (what: string) => void): () => void {
  const down = new Set<string>();
  const targets: Array<[string, number]> = [
    [`the site (port ${SITE_PORT})`, SITE_PORT],
    [`the agency API (port ${API_PORT})`, API_PORT],
    [`the bare reference (port ${BARE_PORT})`, BARE_PORT],
  ];
  const timer = setInterval(() => {
    for (const [what, port] of targets) {
      if (down.has(what)) continue;
      void Promise.all([portTaken(port, '127.0.0.1'), portTaken(port, '::1')]).then(([v4, v6]) => {
        if (!v4 && !v6 && !down.has(what)) {
          down.add(what);
          onDown(what);
        }
      });
    }
  }, 2000);
  timer.unref();
  return () => clearInterval(timer);
}
