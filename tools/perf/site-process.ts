// What the measurements that start a site of their own share: child
// processes in their own group, readiness polling, and the resident memory
// and CPU time of a process and its descendants from /proc.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../scripts/free-port';
import { NEXT_BIN, SERVER_NODE_FLAGS } from '../../scripts/next-bin.mjs';
import { procCpuMs } from './gate-rules';

/** The process and every descendant, from /proc. */
export function tree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === found[i]) found.push(pid);
  }
  return found;
}

export function rssKb(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** CPU seconds (user + system) the process and its descendants have used so far, from /proc. */
export function cpuSeconds(root: number): number {
  let ms = 0;
  for (const pid of tree(root)) {
    try {
      ms += procCpuMs(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      // gone meanwhile
    }
  }
  return ms / 1000;
}

/** A detached child (its own process group, so stopping it stops what it started). */
export function start(command: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, command, {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  return {
    pid: child.pid ?? 0,
    async stop() {
      if (!child.pid || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

export async function waitFor(url: string, init?: RequestInit) {
  for (let tries = 0; tries < 300; tries++) {
    try {
      if ((await fetch(url, init)).status < 500) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

/**
 * `next start` on an existing build (`distDir`) against an agency API at
 * `apiUrl`, on a free port, once it answers /api/health. `env` adds to (or
 * overrides) what every measurement's site has.
 */
export async function startNextSite(distDir: string, apiUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const site = start([...SERVER_NODE_FLAGS, NEXT_BIN, 'start'], {
    PORT: String(port),
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SITE_URL: url,
    SITE_API_URL: apiUrl,
    PANEL_API_URL: apiUrl,
    ...env,
  });
  try {
    await waitFor(`${url}/api/health`);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return { url, pid: site.pid, stop: site.stop };
}

/**
 * The embedded agency API in a process of its own (its work and its memory
 * are not the site's), on a free port, once it signs in.
 */
export async function startAgencyApiProcess(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = start(['--import', 'tsx', 'agency-api/src/main.ts'], {
    AGENCY_API_PORT: String(port),
    AGENCY_API_DATA: dataDir,
    AGENCY_API_LOG: '0',
  });
  try {
    await waitFor(`${url}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return { url, stop: api.stop };
}
