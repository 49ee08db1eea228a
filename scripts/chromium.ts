/**
 * Debian's Chromium, as the e2e tests and `npm run perf` start it. The flags
 * keep it from calling out: this machine's network is closed, and without
 * them Chromium's background connections are refused many at a time.
 * `CHROMIUM_PATH` points at another build.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
