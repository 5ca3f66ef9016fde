import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Generous: packing and installing tarballs and compiling code blocks share 2 cores with other packages' tests.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    include: ['test/**/*.test.ts'],
  },
});
