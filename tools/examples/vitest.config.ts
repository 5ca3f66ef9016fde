import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Packs the published packages once for every file (see global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // One file at a time: each installs projects with npm and starts servers on 2 shared cores.
    fileParallelism: false,
    // Generous: npm installs from the registry, a Next.js build and three Node versions per example.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    include: ['test/**/*.test.ts'],
  },
});
