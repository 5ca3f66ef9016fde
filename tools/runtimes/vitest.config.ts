import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Generous: the check reads the whole repository's sources, beside other packages' tests on 2 cores.
    testTimeout: 120_000,
    include: ['test/**/*.test.ts'],
  },
});
