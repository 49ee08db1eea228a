import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) };

// The performance lab's own tests (its budgets' arithmetic) run with the rest.
const NODE_TEST_DIRS = ['tests/unit', 'agency-api/tests', 'tools/perf/tests'];
const nodeTests = NODE_TEST_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`),
);
/**
 * A file that replaces a module (vi.mock, a stub) or imports one to see it load
 * wants a module graph of its own; the others share their worker's, since
 * importing the site's modules again for each file was most of their time.
 */
const ownModules = nodeTests.filter((file) =>
  /\bvi\.(mock|doMock|hoisted|stubGlobal|stubEnv|resetModules)\(|\bimport\(/.test(readFileSync(file, 'utf8')),
);
const node: InlineConfig = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // next-intl imports 'next/navigation' without an extension; let Vite resolve it.
  server: { deps: { inline: [/next-intl/] } },
};

// Pure rules, the API client and the embedded agency API run in node (two
// projects: see ownModules); components (*.test.tsx) run in jsdom with Testing Library.
export default defineConfig({
  test: {
    // A worker per core, not vitest's default of one fewer (one on two cores): many files wait on
    // a server of their own (the agency API, a form route) much of the time.
    maxWorkers: availableParallelism(),
    projects: [
      { resolve: { alias }, test: { ...node, name: 'node', include: ownModules } },
      {
        resolve: { alias },
        test: { ...node, name: 'node (shared modules)', include: nodeTests, exclude: ownModules, isolate: false },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom per worker, not per file: its start-up was half of this project's time. A file that
          // mocks a module takes the mock back after it (tests/unit/form-validation.test.tsx).
          isolate: false,
          include: ['tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup-dom.ts'],
          globals: true,
          // Typing a whole form with user-event takes seconds on a loaded 2-core machine.
          testTimeout: 30_000,
          // next-intl's navigation (the site's Link) imports 'next/navigation' without an extension.
          server: { deps: { inline: [/next-intl/] } },
        },
      },
    ],
  },
});
