import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'tools/perf/bare/**',
      'next-env.d.ts',
      'agency-api/data/**',
      'test-results/**',
      'playwright-report/**',
      '.perf/**',
    ],
  },
  {
    rules: {
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['scripts/**', 'agency-api/scripts/**', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
  // Last: Prettier owns layout, so no rule above may ask for another.
  prettier,
];

export default config;
