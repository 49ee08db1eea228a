import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium';
import { E2E } from './tests/e2e/env';

// e2e drives the production build (built by scripts/test-all.ts into
// .next-test) and the embedded agency API, in Debian's Chromium headless shell.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // A file per worker, two at a time: on two cores the browser then has the CPU the servers
  // leave it while a test waits (docs/decisions/0069-the-suite-on-two-cores.md).
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: E2E.reportFile }]],
  outputDir: `test-results/artifacts${E2E.distDir.replace(/\W/g, '-')}`,
  use: {
    baseURL: E2E.siteUrl,
    // No trace of every test: recording one (screencast and DOM snapshots) costs the browser a large
    // share of its CPU; `npm run e2e -- --trace on <file>` records it for the test being looked into.
    trace: 'off',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Playwright's request fixture keeps connections alive and does not close an idle one before the
    // server does (Node's 5 s): a test that posts twice a few seconds apart could send its second post
    // on a connection the server was closing, and read ECONNRESET. Browsers send such a request again;
    // Playwright does not. Idle connections here outlast any test (in production nginx closes its own first).
    command: 'node scripts/run.mjs start --keepAliveTimeout 300000',
    url: `${E2E.siteUrl}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: E2E.serverEnv,
  },
});
