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
    // The site reads its environment in one place, which checks it
    // (lib/config/env.ts); the cache handler's plain-JavaScript modules read
    // their own, as Node loads them before anything is compiled.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    ignores: ['lib/config/**', 'lib/server/redis-connection.mjs'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment through env() of lib/config/env.ts.' },
      ],
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
