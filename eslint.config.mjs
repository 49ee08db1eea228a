import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', 'node_modules/**', 'bench/**', 'next-env.d.ts', 'agency-api/data/**', 'test-results/**', 'playwright-report/**', '.perf/**'],
  },
  {
    rules: {
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['scripts/**', 'agency-api/scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
];

export default config;
