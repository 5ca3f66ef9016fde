import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // OpenPGP key generation and the sandbox over HTTP take seconds on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    include: ['test/**/*.test.ts'],
    // One Redis for the journal tests, started here and stopped after the run.
    globalSetup: ['test/support/global-setup.ts'],
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'] },
  },
});
