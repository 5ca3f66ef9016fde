import { defineConfig, type Options } from 'tsup';
import { pureTopLevel } from '../../scripts/build/pure-top-level.js';

const common: Options = {
  entry: ['src/index.ts'],
  sourcemap: true,
  target: 'es2022',
  clean: false,
  esbuildPlugins: [pureTopLevel()],
};

export default defineConfig([
  // ESM in a few files, not a module per source file (Node loads one file several times faster: cold
  // start): index.js with what a successful call runs, and, split off at its `import()`, the failure path
  // of a call (retries through ky, recovery, error descriptions), which only a failing call loads; code
  // both use sits in a chunk index.js imports. With module-scope values marked pure, a merchant's bundler
  // still drops whatever is unused, and keeps the failure path in a chunk of its own.
  { ...common, format: ['esm'], dts: true, splitting: true },
  // ky is ESM-only: a CJS build that requires it gets the module namespace as `.default` on Node 20
  // (`import_ky.default.create is not a function` at run time), so the CJS build bundles ky.
  // One file: esbuild inlines the failure path's `import()` (its module is initialised on first use).
  { ...common, format: ['cjs'], dts: true, noExternal: ['ky'] },
  // The `lintas` command (package.json `bin`), one file of its own.
  { ...common, entry: { 'cli/lintas': 'src/cli/lintas.ts' }, format: ['esm'], dts: false, esbuildPlugins: [] },
]);
