// Several instances of one build on one machine, as they run on many: Redis,
// the embedded agency API, N `next start` instances on loopback and nginx in
// front (deploy/nginx.conf). Used by `npm run cluster`, the cluster tests
// (tests/cluster) and `npm run perf`; every process it starts is its own
// process group, stopped by close() whatever state it is in. nginx serves the
// builds' static files from a folder of its own (`<runtimeDir>/static`), which
// each build's files join before an instance of it starts, as on real hosts
// (docs/operations.md, "Deploys").
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { NEXT_BIN, SERVER_NODE_FLAGS } from '../scripts/next-bin.mjs';
import { DRAIN_MS } from '../scripts/deployment-id.mjs';
import { NGINX_BODY_MAX_BYTES } from '../lib/rules/agreed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const REDIS = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const NGINX_MODULES = process.env.NGINX_MODULES_DIR ?? '/usr/lib/nginx/modules';
/**
 * How long nginx leaves an instance out after a failed connection
 * (`fail_timeout`): a rolling deploy waits this long after an instance is
 * back before stopping the next, or nginx would have none left to send to.
 */
export const NGINX_FAIL_TIMEOUT_S = 10;
/** The same limits as on real hosts (docs/operations.md). */
export const REDIS_LIMITS = ['--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru'];

export interface ClusterOptions {
  /** nginx's port. */
  port: number;
  /** One `next start` per port, on `host`. */
  instancePorts: number[];
  /** Where the instances listen and nginx reaches them: loopback, out of the visitors' reach. */
  host?: string;
  redisPort: number;
  /** The embedded agency API's port. */
  apiPort: number;
  /** The build the instances serve (Next's distDir, relative to the project). */
  distDir: string;
  /** Run the build's standalone server (`output: 'standalone'`) instead of `next start`. */
  standalone?: boolean;
  /** The agency API's data folder; undefined: its own default. */
  dataDir?: string;
  /** Host names nginx answers for. */
  serverName?: string;
  /** Extra environment for the instances (REVALIDATE_SECRET…). */
  env?: Record<string, string>;
  /** Where logs, nginx's runtime files and its cache go; a fresh temp folder by default. */
  runtimeDir?: string;
  /** nginx's `fail_timeout` in seconds (NGINX_FAIL_TIMEOUT_S by default): a test's rolling deploy waits less. */
  failTimeoutS?: number;
}

/** A build an instance serves. */
export interface Build {
  distDir: string;
  standalone?: boolean;
}

export interface Instance {
  url: string;
  port: number;
  /** Its output (stdout and stderr). */
  logFile: string;
  alive(): boolean;
  /** Its process id while it runs (the process that serves requests). */
  pid(): number | undefined;
  /** The build it serves, or last served. */
  build(): Build;
}

export interface Cluster {
  /** nginx. */
  url: string;
  instances: Instance[];
  redisUrl: string;
  apiUrl: string;
  runtimeDir: string;
  /** nginx's `fail_timeout`: how long it leaves out an instance it could not reach. */
  failTimeoutS: number;
  /**
   * The processes that serve visitors, while they run: nginx, Redis and the
   * instances. Not the agency API: the back office is the agency's, not the site's.
   */
  servingPids(): number[];
  /**
   * SIGTERM (the default) lets it finish what it serves and waits for it to
   * exit, killing it after DRAIN_MS; SIGKILL is `kill -9`: no chance to finish anything.
   */
  stopInstance(index: number, signal?: NodeJS.Signals): Promise<Stopped>;
  /** Starts it again, on another build if given (a rolling deploy); resolves once it answers. */
  startInstance(index: number, build?: Build): Promise<void>;
  stopRedis(signal?: NodeJS.Signals): Promise<Stopped>;
  startRedis(): Promise<void>;
  /** The back office frozen (SIGSTOP): it accepts connections and answers nothing, as a hung host does. */
  freezeApi(): void;
  /** …and answering again (SIGCONT). */
  thawApi(): void;
  close(): Promise<void>;
}

interface Process {
  child: ChildProcess;
  exited: Promise<void>;
}

function launch(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Process {
  const out = openSync(logFile, 'a');
  // Its own process group, so that stopping it stops whatever it started too.
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', out, out] });
  closeSync(out);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  return { child, exited };
}

function running(proc: Process | undefined): proc is Process {
  return Boolean(proc && proc.child.exitCode === null && proc.child.signalCode === null && proc.child.pid);
}

/** How a stop ended: the process exited by itself, was killed once its grace period ran out, or was not running. */
export type Stopped = 'exited' | 'killed' | 'not running';

async function stop(proc: Process | undefined, signal: NodeJS.Signals = 'SIGTERM', graceMs = 8000): Promise<Stopped> {
  if (!running(proc)) return 'not running';
  try {
    process.kill(-proc.child.pid!, signal);
  } catch {
    return 'not running';
  }
  const timer = sleep(graceMs).then(() => 'late' as const);
  if ((await Promise.race([proc.exited.then(() => 'done' as const), timer])) === 'late') {
    try {
      process.kill(-proc.child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    await proc.exited;
    return 'killed';
  }
  return signal === 'SIGKILL' ? 'killed' : 'exited';
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function until(what: string, proc: Process, logFile: string, ready: () => Promise<boolean>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(proc)) throw new Error(`${what} exited before it was ready:\n${tail(logFile)}`);
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

const answers = (url: string, init?: RequestInit) => async () => {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000), ...init });
  await response.arrayBuffer();
  return response.status < 500;
};

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Refuses to start over something already listening: its answers would be taken for the cluster's. */
async function assertFree(ports: number[]): Promise<void> {
  const busy = [];
  for (const port of ports) if (await portOpen(port)) busy.push(port);
  if (busy.length) throw new Error(`ports already in use: ${busy.join(', ')}`);
}

/** deploy/nginx.conf with this machine's values. */
export function renderNginxConf(options: {
  runtimeDir: string;
  port: number;
  serverName: string;
  upstreams: string[];
  /** The folder holding `_next/static` (prepareRuntimeDir's `static`, by default). */
  staticRoot?: string;
  failTimeoutS?: number;
}): string {
  const values: Record<string, string> = {
    RUNTIME_DIR: options.runtimeDir,
    STATIC_ROOT: options.staticRoot ?? path.join(options.runtimeDir, 'static'),
    MODULES_DIR: NGINX_MODULES,
    LISTEN: `127.0.0.1:${options.port}`,
    SERVER_NAME: options.serverName,
    UPSTREAM_SERVERS: options.upstreams
      .map((u) => `server ${u} max_fails=1 fail_timeout=${options.failTimeoutS ?? NGINX_FAIL_TIMEOUT_S}s;`)
      .join('\n        '),
    ERROR_LOG: path.join(options.runtimeDir, 'nginx-error.log'),
    // The site's JSON lines (log_format site): a request followed from nginx to the instance.
    ACCESS_LOG: `${path.join(options.runtimeDir, 'nginx-access.log')} site`,
    // In bytes: the same number as the site's cap, never a rounded copy of it.
    CLIENT_MAX_BODY_SIZE: String(NGINX_BODY_MAX_BYTES),
  };
  const template = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  // Comment lines keep naming the placeholders; a value there could span lines.
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#') ? line : line.replace(/@@([A-Z_]+)@@/g, (whole, name: string) => values[name] ?? whole),
    )
    .join('\n');
}

function prepareRuntimeDir(given: string | undefined): string {
  const runtimeDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'ravage-cluster-'));
  mkdirSync(path.join(runtimeDir, 'cache'), { recursive: true });
  mkdirSync(path.join(runtimeDir, 'static', '_next', 'static'), { recursive: true });
  // nginx's workers run as another user when it is started as root.
  chmodSync(runtimeDir, 0o755);
  chmodSync(path.join(runtimeDir, 'cache'), 0o777);
  return runtimeDir;
}

/**
 * The build's static files join those nginx serves; the other builds' stay,
 * for pages visitors loaded from them. Their names change with their content,
 * so nothing another build needs is overwritten.
 */
function publishStatic(runtimeDir: string, distDir: string) {
  const from = path.join(ROOT, distDir, 'static');
  if (!existsSync(from)) throw new Error(`no ${from}: build first`);
  cpSync(from, path.join(runtimeDir, 'static', '_next', 'static'), { recursive: true });
}

export interface Nginx {
  url: string;
  /** nginx's master process while it runs (its workers are its children). */
  pid(): number | undefined;
  close(): Promise<void>;
}

/**
 * nginx with deploy/nginx.conf in front of `upstreams` (HOST:PORT each), on
 * its own: `npm run perf` puts the bare reference page behind the same
 * configuration as the site, so the two are compared served the same way.
 * `builds` (Next distDirs) join its static folder as a cluster's do, so their
 * precompressed files are read from disk; a file not there is asked of the upstreams.
 */
export async function startNginx(options: {
  port: number;
  upstreams: string[];
  serverName?: string;
  runtimeDir?: string;
  builds?: string[];
  failTimeoutS?: number;
}): Promise<Nginx> {
  const runtimeDir = prepareRuntimeDir(options.runtimeDir);
  await assertFree([options.port]);
  for (const distDir of options.builds ?? []) publishStatic(runtimeDir, distDir);
  const url = `http://localhost:${options.port}`;
  const confFile = path.join(runtimeDir, 'nginx.conf');
  writeFileSync(
    confFile,
    renderNginxConf({
      runtimeDir,
      port: options.port,
      serverName: options.serverName ?? 'localhost 127.0.0.1',
      upstreams: options.upstreams,
      failTimeoutS: options.failTimeoutS,
    }),
  );
  const errorLog = path.join(runtimeDir, 'nginx-error.log');
  const nginx = launch(
    NGINX,
    ['-p', runtimeDir, '-c', confFile, '-e', errorLog, '-g', 'daemon off;'],
    process.env,
    path.join(runtimeDir, 'nginx.log'),
  );
  try {
    await until('nginx', nginx, errorLog, answers(`${url}/`));
  } catch (error) {
    await stop(nginx);
    throw error;
  }
  return {
    url,
    pid: () => (running(nginx) ? nginx.child.pid : undefined),
    close: async () => {
      await stop(nginx);
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const runtimeDir = prepareRuntimeDir(options.runtimeDir);
  const { port, instancePorts, redisPort, apiPort } = options;
  await assertFree([port, redisPort, apiPort, ...instancePorts]);

  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const url = `http://localhost:${port}`;
  const processes = new Set<Process>();
  const track = (proc: Process) => {
    processes.add(proc);
    void proc.exited.then(() => processes.delete(proc));
    return proc;
  };

  let redis: Process | undefined;
  const redisLog = path.join(runtimeDir, 'redis.log');
  const startRedis = async () => {
    if (running(redis)) return;
    // A cache, not a store: nothing written to disk, nothing restored, and
    // bounded: when full, the least recently used keys go, whatever visitors ask for.
    redis = track(
      launch(
        REDIS,
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...REDIS_LIMITS],
        process.env,
        redisLog,
      ),
    );
    await until('redis-server', redis, redisLog, () => portOpen(redisPort), 20_000);
  };

  const instanceProcs: Array<Process | undefined> = [];
  const instanceEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: options.distDir,
    SITE_API_URL: apiUrl,
    PANEL_API_URL: apiUrl,
    MEDIA_URL: apiUrl,
    REDIS_URL: redisUrl,
    // One malloc arena, as `npm start` runs Next (scripts/run.mjs says why).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1',
    ...options.env,
  };
  const host = options.host ?? '127.0.0.1';
  const builds: Build[] = instancePorts.map(() => ({ distDir: options.distDir, standalone: options.standalone }));
  const instances: Instance[] = instancePorts.map((p, i) => ({
    url: `http://${host}:${p}`,
    port: p,
    logFile: path.join(runtimeDir, `instance-${i + 1}.log`),
    alive: () => running(instanceProcs[i]),
    pid: () => (running(instanceProcs[i]) ? instanceProcs[i]!.child.pid : undefined),
    build: () => builds[i]!,
  }));
  const startInstance = async (index: number, build?: Build) => {
    const instance = instances[index]!;
    if (running(instanceProcs[index])) return;
    if (build) builds[index] = build;
    const { distDir, standalone } = builds[index]!;
    publishStatic(runtimeDir, distDir);
    const env = { ...instanceEnv, NEXT_DIST_DIR: distDir };
    const proc = track(
      standalone
        ? // Next's standalone server takes its address from PORT and HOSTNAME.
          launch(
            process.execPath,
            [...SERVER_NODE_FLAGS, path.join(ROOT, distDir, 'standalone', 'server.js')],
            { ...env, PORT: String(instance.port), HOSTNAME: host },
            instance.logFile,
          )
        : launch(
            process.execPath,
            [...SERVER_NODE_FLAGS, NEXT_BIN, 'start', '-p', String(instance.port), '-H', host],
            env,
            instance.logFile,
          ),
    );
    instanceProcs[index] = proc;
    await until(`site instance ${index + 1}`, proc, instance.logFile, answers(`${instance.url}/api/health`));
  };

  let nginx: Nginx | undefined;
  const upstreamOf = (index: number) => `${host}:${instances[index]!.port}`;
  let api: Process | undefined;
  const close = async () => {
    // A frozen back office would hold its SIGTERM until the grace period ends.
    if (running(api)) api.child.kill('SIGCONT');
    await Promise.all([nginx?.close(), ...[...processes].map((proc) => stop(proc))]);
  };

  try {
    const apiLog = path.join(runtimeDir, 'agency-api.log');
    api = track(
      launch(
        process.execPath,
        ['--import', 'tsx', 'agency-api/src/main.ts'],
        {
          ...process.env,
          AGENCY_API_PORT: String(apiPort),
          // Its JSON lines beside the instances' (docs/operations.md, "Following one form").
          AGENCY_API_LOG: '1',
          ...(options.dataDir ? { AGENCY_API_DATA: options.dataDir } : {}),
        },
        apiLog,
      ),
    );
    await Promise.all([
      startRedis(),
      until(
        'agency API',
        api,
        apiLog,
        answers(`${apiUrl}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      ),
    ]);
    // One at a time: two builds' worth of start-up on two cores at once only slows both.
    for (let i = 0; i < instances.length; i++) await startInstance(i);

    nginx = await startNginx({
      port,
      runtimeDir,
      serverName: options.serverName,
      upstreams: instances.map((_, index) => upstreamOf(index)),
      failTimeoutS: options.failTimeoutS,
    });
  } catch (error) {
    await close();
    throw error;
  }

  return {
    url,
    instances,
    redisUrl,
    apiUrl,
    runtimeDir,
    failTimeoutS: options.failTimeoutS ?? NGINX_FAIL_TIMEOUT_S,
    servingPids: () =>
      [nginx?.pid(), running(redis) ? redis.child.pid : undefined, ...instances.map((instance) => instance.pid())].filter(
        (pid): pid is number => pid !== undefined,
      ),
    stopInstance: (index, signal = 'SIGTERM') => stop(instanceProcs[index], signal, DRAIN_MS),
    startInstance,
    stopRedis: (signal = 'SIGTERM') => stop(redis, signal),
    startRedis,
    freezeApi: () => api?.child.kill('SIGSTOP'),
    thawApi: () => api?.child.kill('SIGCONT'),
    close,
  };
}
