import { defineConfig } from 'vitest/config';
import path from 'node:path';

/**
 * The several-instances test: three production servers behind HAProxy on PostgreSQL and Redis.
 * It needs the build, so `npm test` runs it after `next build`, on its own and one file at a time.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
