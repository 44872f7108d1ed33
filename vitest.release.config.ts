import { defineConfig } from 'vitest/config';

/**
 * The release test (`npm run test:release`, tests/release/): the build installed and served as
 * production runs it. Apart from the unit tests, since it needs `npm run build` first.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/release/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
