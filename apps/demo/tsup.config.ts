import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', console: 'src/console/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: false,
  dts: false,
});
