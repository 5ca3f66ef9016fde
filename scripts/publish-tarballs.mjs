// Publishes the tarballs `pnpm pack:packages` wrote to release/ with `npm publish`, each version not yet on the
// registry, a few at a time: the publish step of the release workflow (.github/workflows/release.yml), and of
// the release check, which runs it against a local registry (tools/release-checks).
// Usage: node scripts/publish-tarballs.mjs [--git-tag] [--only <name>,<name>] [npm publish options, e.g. --registry <url>]
// --git-tag: tags each published version `<name>@<version>` in git and prints it as `New tag:`, as
// `changeset publish` does, so changesets/action pushes the tags and writes the GitHub releases.
// --only: publishes only the packages named (a release check that installs three of them needs no more).
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const release = join(root, 'release');
const options = process.argv.slice(2);
const gitTag = options.includes('--git-tag');
const onlyOption = options.indexOf('--only');
const only = onlyOption >= 0 ? new Set((options[onlyOption + 1] ?? '').split(',')) : undefined;
const npmOptions = options.filter(
  (option, index) => option !== '--git-tag' && (onlyOption < 0 || (index !== onlyOption && index !== onlyOption + 1)),
);
const registryOption = npmOptions.indexOf('--registry');
const registry = (
  registryOption >= 0
    ? (npmOptions[registryOption + 1] ?? '')
    : execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim()
).replace(/\/?$/, '/');

/** The name and version in a tarball's package.json. */
function manifestOf(tarball) {
  const text = execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  const { name, version } = JSON.parse(text);
  return { name, version };
}

/** Whether the registry already serves this version (a registry refuses to publish one twice). */
async function published({ name, version }) {
  const response = await fetch(new URL(name.replace('/', '%2f'), registry));
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`${registry} answered ${response.status} for ${name}`);
  const packument = await response.json();
  return Object.hasOwn(packument.versions ?? {}, version);
}

const tarballs = readdirSync(release)
  .filter((file) => file.endsWith('.tgz'))
  .map((file) => ({ path: join(release, file), ...manifestOf(join(release, file)) }))
  .filter(({ name }) => !only || only.has(name));
for (const name of only ?? []) {
  if (!tarballs.some((tarball) => tarball.name === name)) {
    console.error(`release/ has no tarball of ${name}: run pnpm pack:packages`);
    process.exit(1);
  }
}
const pending = [];
for (const tarball of tarballs) if (!(await published(tarball))) pending.push(tarball);

const queue = [...pending];
const failures = [];
async function worker() {
  for (let next = queue.shift(); next; next = queue.shift()) {
    try {
      await promisify(execFile)('npm', ['publish', next.path, ...npmOptions], { cwd: root });
      console.log(`published ${next.name}@${next.version}`);
    } catch (error) {
      failures.push(`${next.name}@${next.version}: ${error.stderr || error.message}`);
    }
  }
}
await Promise.all([worker(), worker(), worker()]);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
if (gitTag)
  for (const { name, version } of pending) {
    execFileSync('git', ['tag', `${name}@${version}`], { cwd: root });
    console.log(`New tag: ${name}@${version}`);
  }
if (pending.length === 0) console.log(`every tarball in release/ is on ${registry} already`);
