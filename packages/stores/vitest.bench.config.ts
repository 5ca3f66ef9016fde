import { defineConfig } from 'vitest/config';

// `pnpm bench`: the throughput run, with the same servers as the tests; not part of `pnpm test`.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
    include: [
      'bench/notifications-throughput.ts',
      'bench/journal-cost.ts',
      'bench/queued-acknowledgement.ts',
      'bench/crash-settled.ts',
    ],
    globalSetup: ['test/support/global-setup.ts'],
    fileParallelism: false,
  },
});
