import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Generous: the suites generate RSA keys and start servers, and CI runs packages side by side on 2 cores.
    testTimeout: 240_000,
    hookTimeout: 240_000,
    include: ['test/**/*.test.ts'],
  },
});
