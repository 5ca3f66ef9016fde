import { defineConfig, type Options } from 'tsup';

const base: Options = { dts: true, sourcemap: true, target: 'node22', clean: false };

export default defineConfig([
  { ...base, entry: ['src/index.ts'], format: ['esm', 'cjs'] },
  { ...base, entry: ['src/cli.ts'], format: ['esm'], dts: false, banner: { js: '#!/usr/bin/env node' } },
]);
