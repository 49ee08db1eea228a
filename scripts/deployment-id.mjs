// Which deployment a build is (Next's `deploymentId`): the operator's
// NEXT_DEPLOYMENT_ID, else the commit and the time of the build, so two builds
// of one commit are two deployments too. `npm run build` (scripts/run.mjs)
// writes it into the build folder; next.config.ts reads it back when the
// build is served, because `next start` evaluates the config again.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'DEPLOYMENT_ID';

/**
 * How long an instance told to stop (SIGTERM) may take to finish what it is
 * serving, a scouting upload on a slow line included, before it is killed:
 * what `npm start` and the cluster wait, and the grace period to give a
 * process manager (docs/operations.md, "Deploys").
 */
export const DRAIN_MS = 30_000;

export function deploymentIdFor(given) {
  if (given) return given;
  let commit = 'build';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not a git checkout (an archive, a container's copy)
  }
  return `${commit}-${Date.now().toString(36)}`;
}

export function stampDeploymentId(distDir, id) {
  if (id) writeFileSync(path.join(distDir, FILE), `${id}\n`);
}

/** The id `npm run build` stamped into `distDir`, if any. */
export function stampedDeploymentId(distDir) {
  const file = path.join(distDir, FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}
