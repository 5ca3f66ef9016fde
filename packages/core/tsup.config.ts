import { defineConfig, type Options } from 'tsup';
import { pureTopLevel } from '../../scripts/build/pure-top-level.js';

// The main entry, and what a client uses only when given it: a log, a tracer, a PKCS#11 signer, a rate limit (pay for what you use).
const main = { index: 'src/index.ts' };
const others = {
  logging: 'src/logging/index.ts',
  tracing: 'src/tracing/index.ts',
  'rate-limit': 'src/rate-limit/index.ts',
  pkcs11: 'src/pkcs11/index.ts',
};

const common: Options = {
  entry: { ...main, ...others },
  sourcemap: true,
  target: 'es2022',
  clean: false,
  esbuildPlugins: [pureTopLevel()],
};

export default defineConfig([
  // ESM in a few files, not a module per source file: Node 24 spends on each module a fresh process
  // loads more than its bytes cost (core's index and the 9 chunks it shared with the other entry points
  // took 24 ms of CPU to import, the same code in one file 13 ms). The main entry is built on its own,
  // so it is one file, and, split off at their `import()`, the signer's rarer key forms (which only
  // some processes load) and ky (from its package Node loads it as 24 modules), each with the few
  // chunks they share with it. The other entry points are built together, each carrying its own copy
  // of the little of core they use, as the CJS build does; errors are told apart by their `is...Error`
  // guards, which hold across copies. With module-scope values marked pure, a merchant's bundler still
  // drops whatever is unused.
  { ...common, entry: main, format: ['esm'], splitting: true, noExternal: ['ky'] },
  { ...common, entry: others, format: ['esm'], splitting: true },
  // The declarations of every entry point, from one build: their shared types stay one declaration.
  { ...common, format: ['esm'], dts: { only: true } },
  // ky is ESM-only: a CJS build that requires it gets the module namespace as `.default` on Node 20
  // (`import_ky.default.create is not a function` at run time), so the CJS build bundles ky.
  // One file per entry: esbuild inlines each `import()` (its module is initialised on first use).
  { ...common, format: ['cjs'], dts: true, noExternal: ['ky'] },
  // The `lintas` command (package.json `bin`), one file of its own.
  { ...common, entry: { 'cli/lintas': 'src/cli/lintas.ts' }, format: ['esm'], dts: false, esbuildPlugins: [] },
]);
