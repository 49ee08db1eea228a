import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) };

// Two projects: pure rules, the API client and the embedded agency API run in
// node; components (*.test.tsx) run in jsdom with Testing Library.
export default defineConfig({
  test: {
    // A worker per core, not vitest's default of one fewer (one on two cores): many files wait on
    // a server of their own (the agency API, a form route) much of the time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          // The performance lab's own tests (its budgets' arithmetic) run with the rest.
          include: ['tests/unit/**/*.test.ts', 'agency-api/tests/**/*.test.ts', 'tools/perf/tests/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // next-intl imports 'next/navigation' without an extension; let Vite resolve it.
          server: { deps: { inline: [/next-intl/] } },
        },
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
