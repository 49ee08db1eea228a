import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// The cluster tests (tests/cluster): one cluster of the e2e build for every
// test in the file, run by `npm test` after the e2e suite, never in parallel.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
