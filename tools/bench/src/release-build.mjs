// The build of a previous release of core + philippines, for the A/B of the per-call figure: the tree of
// a commit or tag (`git archive`, so no worktree is registered), installed from the shared pnpm store and
// built with its own tsup config, then cached under node_modules/.cache by commit: the first run builds
// (about a minute), later runs reuse it. There is no npm release yet, so "the previous release" is a
// commit: `BENCH_RELEASE` (default below) names it.
//
// Usage: node release-build.mjs [commit]  -> prints one JSON line { commit, sha, core, philippines }
// (file URLs of the two packages' ESM entry points). Also imported by `overhead.mjs` and `run.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The `main` this measurement was started from, before the per-call work of issue 32. */
export const defaultRelease = 'fa9983c';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cache = join(root, 'node_modules', '.cache', 'lintas-bench');

const run = (command, args, cwd) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** Where the packages of `tree` are built. */
const entries = (tree) => ({
  core: pathToFileURL(join(tree, 'packages/core/dist/index.js')).href,
  philippines: pathToFileURL(join(tree, 'packages/philippines/dist/index.js')).href,
});

/**
 * The built tree of `commit` (a commit, a tag or any name git resolves), building it on first use.
 * Synchronous: it runs before any timing starts.
 */
export function releaseBuild(commit = process.env.BENCH_RELEASE || defaultRelease) {
  const sha = run('git', ['rev-parse', '--verify', `${commit}^{commit}`], root).trim();
  const tree = join(cache, sha);
  if (!existsSync(join(tree, '.built'))) {
    const building = `${tree}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    process.stderr.write(`  bench: building ${commit} (${sha.slice(0, 10)}) once, for the A/B; cached in ${cache}\n`);
    execFileSync('sh', ['-c', `git -C "${root}" archive "${sha}" | tar -x -C "${building}"`], { stdio: 'inherit' });
    run(
      'pnpm',
      ['install', '--frozen-lockfile', '--prefer-offline', '--filter', '@lintas/philippines...', '--ignore-scripts'],
      building,
    );
    for (const name of ['@lintas/core', '@lintas/philippines'])
      run('pnpm', ['--filter', name, 'run', 'build'], building);
    writeFileSync(join(building, '.built'), `${commit}\n`);
    rmSync(tree, { recursive: true, force: true });
    renameSync(building, tree);
  }
  return { commit, sha, ...entries(tree) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(JSON.stringify(releaseBuild(process.argv[2])));
