// `npm test`: every check and every suite, then one closing line
// `N passed, N failed` summing the unit, component, agency API, e2e and
// cluster tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { buildForE2E, runPlaywright } from './e2e';
import { E2E } from '../tests/e2e/env';
import { playwrightFailures, vitestFailures } from './test-report';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const npx = (args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync('npx', args, { stdio: 'inherit', env: { ...env, ...extraEnv } }).status ?? 1;

let passed = 0;
let failed = 0;
const steps: string[] = [];
const failures: string[] = [];
mkdirSync('test-results', { recursive: true });

function step(name: string, ok: boolean) {
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (!ok) failed += 1;
  else passed += 1;
}

// 1. Types, lint and format: a broken build or an unformatted file is a failed test.
step(
  'typecheck',
  npx(['next', 'typegen']) === 0 &&
    npx(['tsc', '--noEmit']) === 0 &&
    npx(['tsc', '--noEmit', '-p', 'agency-api']) === 0 &&
    npx(['tsc', '--noEmit', '-p', 'tools/perf']) === 0,
);
step('lint', npx(['eslint', '.', '--max-warnings=0']) === 0);
// `npm run format` fixes what this finds.
step('format', npx(['prettier', '--check', '.']) === 0);

// 2. Unit, component and agency API tests (vitest).
rmSync('test-results/vitest.json', { force: true });
npx(['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
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

// 3. e2e: the production build with the embedded agency API, in Chromium.
const built = buildForE2E();
step('production build', built);
if (built) {
  rmSync(E2E.reportFile, { force: true });
  runPlaywright([]);
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
  npx([
    'vitest',
    'run',
    '-c',
    'vitest.cluster.config.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/cluster.json',
  ]);
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
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
