import { defineConfig, type Options } from 'tsup';

const base: Options = { entry: ['src/index.ts'], dts: true, sourcemap: true, target: 'es2022', clean: false };

export default defineConfig([
  { ...base, format: ['esm'] },
  // ky is ESM-only; a CJS build that requires it breaks at run time, so CJS bundles it (TOOLCHAIN.md P5).
  { ...base, format: ['cjs'], noExternal: ['ky'] },
]);
