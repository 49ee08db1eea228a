// `npm test`: every check and every suite, each step's time, then one
// closing line `N passed, N failed` summing the unit, component, agency API,
// speed gate, e2e and cluster tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { buildForE2E, runPlaywright } from './e2e';
import { E2E } from '../tests/e2e/env';
import { playwrightFailures, vitestFailures } from './test-report';

const SPEED_GATE_REPORT = 'test-results/speed-gate.json';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const npx = (args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync('npx', args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

/**
 * `npx` beside other steps: its output is kept and printed whole when it
 * ends, so two steps running at once do not interleave their lines.
 */
function npxQuietly(args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', args, { env: { ...env, FORCE_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

let passed = 0;
let failed = 0;
const steps: string[] = [];
const failures: string[] = [];
mkdirSync('test-results', { recursive: true });
const startedAt = Date.now();
const times: string[] = [];

function step(name: string, ok: boolean) {
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (!ok) failed += 1;
  else passed += 1;
}

function tookSeconds(name: string, began: number) {
  const seconds = Math.round((Date.now() - began) / 1000);
  times.push(`${name} ${seconds} s`);
  console.log(`\nnpm test: ${name} took ${seconds} s`);
}

/** Runs one step of the suite and says how long it took, as it ends and again in the closing lines. */
function timed<T>(name: string, run: () => T): T {
  const began = Date.now();
  const result = run();
  tookSeconds(name, began);
  return result;
}

/** The same for a step that runs beside another: its output comes whole, then its time. */
async function timedQuietly(name: string, args: string[]): Promise<boolean> {
  const began = Date.now();
  const { status, output } = await npxQuietly(args);
  console.log(`\n── ${name} ──\n${output.trimEnd()}`);
  tookSeconds(name, began);
  return status === 0;
}

// 1 and 2 run side by side: the static checks are one process each on one
// core, and the unit tests wait on their servers much of the time, so on two
// cores the pair ends in about the time of the longer one.
rmSync('test-results/vitest.json', { force: true });
await Promise.all([
  // 1. Types, lint and format: a broken build or an unformatted file is a failed test.
  (async () => {
    step(
      'typecheck',
      (await timedQuietly('typegen', ['next', 'typegen'])) &&
        (await timedQuietly('typecheck', ['tsc', '--noEmit'])) &&
        (await timedQuietly('typecheck (agency API)', ['tsc', '--noEmit', '-p', 'agency-api'])) &&
        (await timedQuietly('typecheck (perf lab)', ['tsc', '--noEmit', '-p', 'tools/perf'])),
    );
    step('lint', await timedQuietly('lint', ['eslint', '.', '--max-warnings=0']));
    // `npm run format` fixes what this finds.
    step('format', await timedQuietly('format', ['prettier', '--check', '.']));
  })(),
  // 2. Unit, component and agency API tests (vitest).
  timedQuietly('vitest', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
  ]),
]);
if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += report.numPassedTests;
  failed +=
    report.numFailedTests + (report.numTotalTestSuites && report.success === false && report.numFailedTests === 0 ? 1 : 0);
  steps.push(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  failures.push(...vitestFailures('vitest', report));
} else {
  step('vitest report', false);
}
tookSeconds('static checks and vitest, side by side', startedAt);

// 3. e2e: the production build with the embedded agency API, in Chromium.
const built = timed('production build', buildForE2E);
step('production build', built);
if (built) {
  // 3a. The speed gate on that build (tools/perf/gate.ts): first-load JS against its
  // committed baseline, server CPU per request against the bare page's; each check counts.
  rmSync(SPEED_GATE_REPORT, { force: true });
  timed('speed gate', () => npx(['tsx', 'tools/perf/gate.ts', '--dist', E2E.distDir]));
  if (existsSync(SPEED_GATE_REPORT)) {
    const { checks, error } = JSON.parse(readFileSync(SPEED_GATE_REPORT, 'utf8')) as {
      checks: Array<{ name: string; ok: boolean; detail: string }>;
      error?: string;
    };
    for (const check of checks) {
      if (check.ok) passed += 1;
      else {
        failed += 1;
        failures.push(`speed gate › ${check.name}: ${check.detail}`);
      }
    }
    if (error !== undefined) step(`speed gate (${error.slice(0, 120)})`, false);
    else steps.push(`speed gate: ${checks.filter((c) => c.ok).length} passed, ${checks.filter((c) => !c.ok).length} failed`);
  } else {
    step('speed gate report', false);
  }

  rmSync(E2E.reportFile, { force: true });
  timed('e2e', () => runPlaywright([]));
  if (existsSync(E2E.reportFile)) {
    const { stats, suites } = JSON.parse(readFileSync(E2E.reportFile, 'utf8'));
    failures.push(...playwrightFailures(suites));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    steps.push(`e2e: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped`);
  } else {
    step('e2e report', false);
  }

  // 4. The same build as a cluster: Redis, two instances, nginx (tests/cluster).
  rmSync('test-results/cluster.json', { force: true });
  timed('cluster', () =>
    npx([
      'vitest',
      'run',
      '-c',
      'vitest.cluster.config.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/cluster.json',
    ]),
  );
  if (existsSync('test-results/cluster.json')) {
    const report = JSON.parse(readFileSync('test-results/cluster.json', 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
    steps.push(`cluster: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    failures.push(...vitestFailures('cluster', report));
  } else {
    step('cluster report', false);
  }
}

if (failures.length > 0) console.log('\nFailed:\n' + failures.map((line) => `  ${line}`).join('\n'));
console.log('\n' + steps.join('\n'));
console.log(`\nTimes: ${times.join(', ')}; total ${Math.round((Date.now() - startedAt) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
