import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Generous: each test runs the whole built demo (RSA keys, a sandbox, a receiver), and CI runs
    // packages side by side on 2 cores.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    include: ['test/**/*.test.ts'],
  },
});
