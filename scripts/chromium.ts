/**
 * Debian's Chromium, as the e2e tests and `npm run perf` start it. The flags
 * keep it from calling out: this machine's network is closed, and without
 * them Chromium's background connections are refused many at a time.
 * `CHROMIUM_PATH` points at another build.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the tests drive: Debian's headless shell of the same Chromium
 * (package chromium-headless-shell), the same Blink and V8 without the
 * desktop browser around them. A page loads and hydrates in it at about two
 * thirds of the CPU the full browser's new headless mode takes, which is most
 * of what a test costs on a two-core machine. The speed lab keeps the full
 * browser (CHROMIUM_PATH): Lighthouse and the gate measure what a visitor runs.
 * `TEST_CHROMIUM_PATH` points at another build.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
