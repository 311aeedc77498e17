import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // End-to-end tests spawn dist/: rebuild it when missing or older than src/.
    globalSetup: ['test/e2e/global-setup.ts'],
  },
});
