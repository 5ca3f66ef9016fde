import { defineConfig } from 'vitest/config';

// `pnpm bench`: a big merchant's day, not part of `pnpm test` (the tests read small packages).
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 900_000,
    include: ['bench/big-day.ts'],
    fileParallelism: false,
  },
});
