#!/usr/bin/env node
// `npm run dev | build | start [-- next's options]`: with SITE_API_URL and PANEL_API_URL unset,
// the embedded agency API is started first and the site pointed at it; one
// Ctrl-C stops both. With them set, only Next runs, against those hosts.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { NEXT_BIN, SERVER_NODE_FLAGS } from './next-bin.mjs';
import { deploymentIdFor, DRAIN_MS, stampDeploymentId } from './deployment-id.mjs';
import { prepareStaticFiles } from './static-files.mjs';

const command = process.argv[2];
if (!['dev', 'build', 'start'].includes(command)) {
  console.error('usage: node scripts/run.mjs dev|build|start');
  process.exit(2);
}

const external = Boolean(process.env.SITE_API_URL || process.env.PANEL_API_URL);
if (external && !(process.env.SITE_API_URL && process.env.PANEL_API_URL)) {
  console.error('Set both SITE_API_URL and PANEL_API_URL (or neither, to run the embedded agency API).');
  process.exit(2);
}

const children = new Set();
/** Next, once started. */
let site;
function run(cmd, args, env) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
function stopAll(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Next first: it finishes what it is serving (a form it is forwarding to
    // the embedded API included), and its exit stops the rest. A process
    // manager stops whatever is left once this process exits, so it waits.
    if (site) site.kill(signal);
    else stopAll(signal);
    setTimeout(() => {
      stopAll('SIGKILL');
      process.exit(130);
    }, DRAIN_MS).unref();
  });
}

async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the agency API exited (${child.exitCode}) before it was ready`);
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the agency API did not answer at ${url}`);
}

let env = {};
if (!external) {
  const port = process.env.AGENCY_API_PORT ?? '4010';
  const base = `http://127.0.0.1:${port}`;
  const api = run(process.execPath, ['--import', 'tsx', 'agency-api/src/main.ts'], { AGENCY_API_PORT: port });
  api.on('exit', (code) => {
    if (children.size > 0) {
      console.error(`agency API stopped (${code}); stopping the site`);
      stopAll();
    }
  });
  await waitFor(`${base}/api/signin`, api);
  env = { SITE_API_URL: base, PANEL_API_URL: base, MEDIA_URL: process.env.MEDIA_URL ?? base };
}

// glibc gives each thread that allocates (sharp's libvips workers encoding
// scouting photos, libuv's pool) an arena of its own and keeps what was freed
// in each, so uploads raised the site's memory by several times their size
// and kept it (docs/decisions/0003-malloc-arena-max.md; measured by
// tools/perf/upload-memory.ts).
// Node runs JavaScript on one thread and glibc's per-thread caches serve most
// small allocations, so one arena costs no visible throughput. An operator's
// value wins; other allocators (musl, jemalloc) ignore the variable.
env.MALLOC_ARENA_MAX = process.env.MALLOC_ARENA_MAX ?? '1';

// Each build is a deployment of its own: a visitor holding a page of another
// one gets a full page load on the next navigation (next.config.ts).
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
if (command === 'build') env.NEXT_DEPLOYMENT_ID = deploymentIdFor(process.env.NEXT_DEPLOYMENT_ID);

// Anything after the command goes to Next: `npm start -- -H 127.0.0.1 -p 3001`.
const nodeFlags = command === 'start' ? SERVER_NODE_FLAGS : [];
const next = (site = run(process.execPath, [...nodeFlags, NEXT_BIN, command, ...process.argv.slice(3)], env));
next.on('exit', (code) => {
  stopAll();
  if (code === 0 && command === 'build') {
    stampDeploymentId(distDir, env.NEXT_DEPLOYMENT_ID);
    prepareStaticFiles(distDir);
  }
  process.exitCode = code ?? 1;
});
