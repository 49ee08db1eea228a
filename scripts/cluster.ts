// `npm run cluster [-- --no-build]`: Redis, the embedded agency API, two
// `next start` instances of one build and nginx in front on CLUSTER_PORT
// (8080), as deploy/cluster.ts starts them. Builds first when there is no
// build. Prints one line when nginx answers; Ctrl-C stops everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from '../deploy/cluster';

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const apiPort = Number(process.env.AGENCY_API_PORT ?? 4010);

if (!process.argv.includes('--no-build') && !existsSync(path.join(distDir, 'BUILD_ID'))) {
  const built = spawnSync(process.execPath, ['scripts/run.mjs', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, AGENCY_API_PORT: String(apiPort), NEXT_DIST_DIR: distDir },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Two instances on the ports after nginx's, unless CLUSTER_INSTANCE_PORT names the first.
const firstInstance = Number(process.env.CLUSTER_INSTANCE_PORT ?? port + 1);
const cluster = await startCluster({
  port,
  instancePorts: [firstInstance, firstInstance + 1],
  redisPort: Number(process.env.CLUSTER_REDIS_PORT ?? 6390),
  apiPort,
  distDir,
  dataDir: process.env.AGENCY_API_DATA,
  env: process.env.REVALIDATE_SECRET ? { REVALIDATE_SECRET: process.env.REVALIDATE_SECRET } : {},
});
console.info(`cluster ready on ${cluster.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.close().then(() => process.exit(0));
  });
}
// Logs, nginx's cache and runtime files: cluster.runtimeDir.
setInterval(() => {}, 1 << 30);
