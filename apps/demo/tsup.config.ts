import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { main: 'src/main.ts', console: 'src/console/main.ts' },
    format: ['esm'],
    target: 'node22',
    platform: 'node',
    sourcemap: true,
    clean: false,
    dts: false,
  },
  {
    // The QA console's page, one ES module for the browser, served by the console (console-assets.ts).
    entry: { console: 'src/console/browser/main.ts' },
    outDir: 'dist/browser',
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    sourcemap: true,
    clean: false,
    dts: false,
  },
]);
