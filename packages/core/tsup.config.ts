import { defineConfig, type Options } from 'tsup';

const common: Options = { sourcemap: true, target: 'es2022', clean: false };

export default defineConfig([
  // ESM ships one module per source file: with `sideEffects: false`, a merchant's bundler drops every
  // module the merchant does not use (schemas, notifications, ...), which one bundled file prevents.
  { ...common, entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-d.ts'], format: ['esm'], bundle: false, dts: false },
  { ...common, entry: ['src/index.ts'], format: ['esm'], dts: { only: true } },
  // ky is ESM-only; a CJS build that requires it breaks at run time, so CJS bundles it (TOOLCHAIN.md P5).
  { ...common, entry: ['src/index.ts'], format: ['cjs'], dts: true, noExternal: ['ky'] },
]);
