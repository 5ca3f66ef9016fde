import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Generous: the suites start Redis, PostgreSQL and worker processes, and CI runs packages side by side on 2 cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    include: ['test/**/*.test.ts'],
    // One Redis and one PostgreSQL for the whole run, started here and stopped after it (even on failure).
    globalSetup: ['test/support/global-setup.ts'],
    // The files share those two servers: one at a time keeps the load on a shared 2-core machine bounded.
    fileParallelism: false,
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
  },
});
