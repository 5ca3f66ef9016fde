import { defineConfig } from 'vitest/config';

/** `pnpm bench`: runs the whole fault matrix once and writes its figures for `bench/print-fault-matrix.mjs`. */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 60_000,
    include: ['bench/**/*.bench-run.ts'],
  },
});
