// `npm run e2e [-- playwright args]`: a fresh agency API data folder, the
// production build with the e2e environment, then Playwright. Ports and the
// build folder come from tests/e2e/env.ts (E2E_SITE_PORT, E2E_API_PORT,
// E2E_DIST_DIR override them, so two runs can share a machine).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E } from '../tests/e2e/env';

/** Whether something listens on the port: another run's agency API, serving from the data folder named after it. */
function portTaken(port: string): boolean {
  const probe = `require('node:net').createServer().once('error', () => process.exit(1)).listen(${Number(port)}, '127.0.0.1', () => process.exit(0))`;
  return spawnSync(process.execPath, ['-e', probe]).status !== 0;
}

export function buildForE2E(): boolean {
  // A second run on the same ports would remove the first one's store under its running API.
  const apiPort = E2E.serverEnv.AGENCY_API_PORT!;
  if (portTaken(apiPort)) {
    console.error(
      `e2e: port ${apiPort} is taken (another run's agency API, using ${E2E.dataDir}); set E2E_API_PORT and E2E_SITE_PORT to run beside it`,
    );
    return false;
  }
  rmSync(E2E.dataDir, { recursive: true, force: true });
  return (
    spawnSync(process.execPath, ['scripts/run.mjs', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, ...E2E.serverEnv },
    }).status === 0
  );
}

export function runPlaywright(args: string[]): number {
  return spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env: process.env }).status ?? 1;
}

if (process.argv[1]?.endsWith('e2e.ts')) {
  const args = process.argv.slice(2);
  const skipBuild = args[0] === '--no-build';
  if (!skipBuild && !buildForE2E()) process.exit(1);
  process.exit(runPlaywright(skipBuild ? args.slice(1) : args));
}
