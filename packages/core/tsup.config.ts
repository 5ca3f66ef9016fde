import { defineConfig, type Options } from 'tsup';
import { pureTopLevel } from '../../scripts/build/pure-top-level.js';

const common: Options = {
  // The main entry, and what a client uses only when given it: a log, a tracer, a PKCS#11 signer (pay for what you use).
  entry: {
    index: 'src/index.ts',
    logging: 'src/logging/index.ts',
    tracing: 'src/tracing/index.ts',
    pkcs11: 'src/pkcs11/index.ts',
  },
  sourcemap: true,
  target: 'es2022',
  clean: false,
  esbuildPlugins: [pureTopLevel()],
};

export default defineConfig([
  // ESM in a few files, not a module per source file (Node loads one file several times faster: cold
  // start): one file per entry, and, split off at their `import()`, the signer's rarer key forms, which
  // only some processes load; code several use sits in chunks they import. With module-scope values
  // marked pure, a merchant's bundler still drops whatever is unused.
  // ky too is bundled, split off at the first attempt's `import()` into one chunk: from its package
  // Node loads ky as 24 modules, and each module costs a cold start more than its bytes do (about 12 ms
  // of a fresh process's first call on Node 24, against 5 ms for the same code in one file).
  { ...common, format: ['esm'], dts: true, splitting: true, noExternal: ['ky'] },
  // ky is ESM-only: a CJS build that requires it gets the module namespace as `.default` on Node 20
  // (`import_ky.default.create is not a function` at run time), so the CJS build bundles ky.
  // One file per entry: esbuild inlines each `import()` (its module is initialised on first use).
  { ...common, format: ['cjs'], dts: true, noExternal: ['ky'] },
  // The `lintas` command (package.json `bin`), one file of its own.
  { ...common, entry: { 'cli/lintas': 'src/cli/lintas.ts' }, format: ['esm'], dts: false, esbuildPlugins: [] },
]);
