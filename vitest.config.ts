import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'tests/**/*.test.ts'],
    // Needs the production build, PostgreSQL and Redis: run after the build (vitest.cluster.config.ts).
    exclude: ['tests/cluster/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Service tests each open their own embedded database; two cores run two at a time well.
    maxWorkers: 2,
  },
});
