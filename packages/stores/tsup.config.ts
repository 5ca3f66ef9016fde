import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per client family, so a merchant on Redis loads no PostgreSQL code and the reverse.
  entry: {
    index: 'src/index.ts',
    redis: 'src/redis/index.ts',
    postgres: 'src/postgres/index.ts',
    cloudflare: 'src/cloudflare/index.ts',
    // The queue engines, each an optional peer dependency: loaded only by the merchants who use it.
    bullmq: 'src/bullmq/index.ts',
    'pg-boss': 'src/pg-boss/index.ts',
    // `lintas reconcile`, which core's `lintas` command runs from here.
    cli: 'src/cli/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  clean: false,
});
