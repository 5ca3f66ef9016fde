import { defineConfig, type Options } from 'tsup';
import { pureTopLevel } from '../../scripts/build/pure-top-level.js';

const common: Options = { entry: ['src/index.ts'], sourcemap: true, target: 'es2022', clean: false, esbuildPlugins: [pureTopLevel()] };

export default defineConfig([
  // One ESM file: Node loads it several times faster than a module per source file (cold start), and
  // with module-scope values marked pure a merchant's bundler still drops whatever is unused.
  { ...common, format: ['esm'], dts: true },
  // ky is ESM-only; a CJS build that requires it breaks at run time, so CJS bundles it (TOOLCHAIN.md P5).
  { ...common, format: ['cjs'], dts: true, noExternal: ['ky'] },
  // The `lintas` command (package.json `bin`), one file of its own.
  { ...common, entry: { 'cli/lintas': 'src/cli/lintas.ts' }, format: ['esm'], dts: false, esbuildPlugins: [] },
]);
