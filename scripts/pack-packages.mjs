// Packs every published workspace package into a folder with `pnpm pack`, which resolves `workspace:` and
// `catalog:` versions, then checks each tarball is installable as it is: LICENSE, README, CHANGELOG inside and
// no `workspace:` or `catalog:` left. Usage: node scripts/pack-packages.mjs [out-dir] (default: release).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { workspacePackages } from './workspace-packages.mjs';

const root = resolve(import.meta.dirname, '..');
const out = resolve(process.argv[2] ?? join(root, 'release'));
mkdirSync(out, { recursive: true });
for (const file of readdirSync(out)) if (file.endsWith('.tgz')) rmSync(join(out, file));

const problems = [];
const tarballs = [];
for (const { directory, path, manifest, published } of workspacePackages(root)) {
  if (!published) continue;
  const before = new Set(readdirSync(out));
  execFileSync('pnpm', ['pack', '--pack-destination', out], { cwd: directory, stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(out).find((file) => file.endsWith('.tgz') && !before.has(file));
  if (!tarball) {
    problems.push(`${path}: pnpm pack made no tarball`);
    continue;
  }
  tarballs.push(tarball);
  const listing = execFileSync('tar', ['-tzf', join(out, tarball)], { encoding: 'utf8' }).split('\n');
  for (const file of ['LICENSE', 'README.md', 'CHANGELOG.md']) {
    if (!listing.includes(`package/${file}`)) {
      problems.push(
        file === 'CHANGELOG.md'
          ? `${path}: the tarball has no CHANGELOG.md: create ${path}/CHANGELOG.md (a "# ${manifest.name}" line is enough; changesets fills it) and list "CHANGELOG.md" in "files" of ${path}/package.json`
          : `${path}: the tarball has no ${file}: ${file === 'LICENSE' ? `copy the root LICENSE to ${path}/LICENSE` : `write ${path}/README.md`}`,
      );
    }
  }
  const packed = execFileSync('tar', ['-xzOf', join(out, tarball), 'package/package.json'], { encoding: 'utf8' });
  for (const protocol of ['workspace:', 'catalog:']) {
    if (packed.includes(`"${protocol}`))
      problems.push(`${path}: the packed package.json still has a "${protocol}" version`);
  }
}
for (const tarball of tarballs) console.log(join(out, tarball));
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
