import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Generous: each test runs the whole built demo (RSA keys, a sandbox, a receiver), and CI runs
    // packages side by side on 2 cores.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // A poll waits as long as Chromium's own waits do (30 s, test/helpers/chromium.ts): what it waits
    // for (a row, a notification on the console's event stream) can take more than vitest's default 1 s
    // when CI runs Node 22 and 24 back to back on 2 cores. It returns as soon as the condition holds.
    expect: { poll: { timeout: 30_000 } },
    include: ['test/**/*.test.ts'],
  },
});
