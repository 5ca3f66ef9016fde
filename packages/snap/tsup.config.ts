import { defineConfig } from 'tsup';
import { pureTopLevel } from '../../scripts/build/pure-top-level.js';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  clean: false,
  // Module-scope schemas and endpoints marked pure: a merchant's bundler keeps only the ones used.
  esbuildPlugins: [pureTopLevel()],
});
