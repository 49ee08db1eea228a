import path from 'node:path';
import os from 'node:os';

/**
 * One place for the ports, folders and secrets the e2e run uses, read by the
 * Playwright config, by scripts/test-all.ts (which builds with the same
 * values, so prerendered pages point at the same media host) and by tests
 * that look into the embedded agency API's store.
 */
const sitePort = process.env.E2E_SITE_PORT ?? '3311';
const apiPort = process.env.E2E_API_PORT ?? '4311';
const dataDir = process.env.E2E_API_DATA ?? path.join(os.tmpdir(), `ravage-e2e-${apiPort}`);
const distDir = process.env.E2E_DIST_DIR ?? '.next-test';

export const XSS_PROBE =
  '<p id="probe">probe</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2"><a href="javascript:window.__xss=3">link</a>';

export const E2E = {
  siteUrl: `http://localhost:${sitePort}`,
  apiUrl: `http://127.0.0.1:${apiPort}`,
  dataDir,
  distDir,
  reportFile: `test-results/e2e${distDir === '.next-test' ? '' : `-${distDir.replace(/\W/g, '')}`}.json`,
  revalidateSecret: 'e2e-revalidate-secret',
  serverEnv: {
    PORT: sitePort,
    AGENCY_API_PORT: apiPort,
    AGENCY_API_DATA: dataDir,
    AGENCY_API_LOG: '0',
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
    REVALIDATE_SECRET: 'e2e-revalidate-secret',
    NEXT_TELEMETRY_DISABLED: '1',
    // Back-office HTML the about page must sanitize (tests/e2e/contact.spec.ts checks neither runs).
    AGENCY_API_ABOUT_EXTRA_HTML: XSS_PROBE,
  } as Record<string, string>,
};
