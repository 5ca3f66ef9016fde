import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Generous: the tests read the whole repository's definitions and run Biome, beside other packages' tests on 2 cores.
    testTimeout: 60_000,
    include: ['test/**/*.test.ts'],
  },
});
