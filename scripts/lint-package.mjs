// Lints the package in the current folder as npm will serve it: publint (--strict) and arethetypeswrong
// (node16 profile) on its tarball in release/, the one `pnpm pack:packages` packed once for the whole run
// (pnpm pack resolves `workspace:` and `catalog:` ranges, which `attw --pack`'s npm pack would leave as
// they are). Usage, from a package folder: node ../../scripts/lint-package.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
const tarball = join(root, 'release', `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`);
if (!existsSync(tarball)) {
  console.error(`lint:package: no ${tarball}: run pnpm pack:packages first (turbo runs it before this task)`);
  process.exit(1);
}
for (const [command, ...args] of [
  ['publint', '--strict', tarball],
  ['attw', tarball, '--profile', 'node16'],
]) {
  const ran = spawnSync(command, args, { stdio: 'inherit' });
  if (ran.error)
    console.error(
      `lint:package: could not run ${command} (run this through pnpm run lint:package): ${ran.error.message}`,
    );
  if (ran.status !== 0) process.exit(ran.status ?? 1);
}
