import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/**
 * The walls between the wings (DESIGN.md §1): `lib/platform` is shared infrastructure below both
 * wings and imports neither; `lib/commerce` is the contract both speak; the service imports nothing
 * of the storefront; the storefront (its lib, i18n, components, pages, proxy) reaches the service only
 * over HTTP through the contract's client, the embedded door (`@/lib/service/embedded`) aside.
 * Tests may cross (a platform test opens real storage with the service's harness).
 */
const wall = (files, ...groups) => ({
  files,
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
  },
});
const SERVICE_INTERNALS = [
  ['@/lib/service/**', '**/service/**', '!@/lib/service/embedded'],
  'The storefront reaches the service through lib/commerce (and @/lib/service/embedded only).',
];
const THE_SERVICE = [['@/lib/service/**', '**/service/**'], 'This folder sits below the service.'];
const THE_STOREFRONT = [
  ['@/lib/storefront/**', '@/lib/i18n/**', '@/components/**', '@/app/**', '**/storefront/**', '**/i18n/**'],
  'This folder sits below the storefront (lib/storefront, lib/i18n, components, app).',
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Formatting is Prettier's (npm run format); ESLint keeps to correctness.
  prettier,
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
  wall(['lib/platform/**'], THE_SERVICE, THE_STOREFRONT),
  wall(['lib/commerce/**'], THE_SERVICE, THE_STOREFRONT),
  wall(['lib/service/**'], THE_STOREFRONT),
  wall(['lib/storefront/**', 'lib/i18n/**', 'components/**', 'app/**', 'proxy.ts'], SERVICE_INTERNALS),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);
