// Builds the API reference of every published package from its JSDoc with TypeDoc, into api-docs/ at the
// repository root, and fails (exit 1) on an undocumented export, a broken {@link} or a type the docs
// reference but no package exports. Packages are discovered from packages/*, so a new one is covered.
// Usage: node tools/release-checks/scripts/api-docs.mjs [out-dir]   (root command: pnpm docs:api)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspacePackages } from '../../../scripts/workspace-packages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const out = resolve(process.argv[2] ?? join(root, 'api-docs'));
const published = workspacePackages(root).filter(
  ({ published, directory }) => published && existsSync(join(directory, 'src/index.ts')),
);

const configFolder = join(here, '../.api-docs');
mkdirSync(configFolder, { recursive: true });
const toConfig = (path) => relative(configFolder, path).split('\\').join('/');
const tsconfig = join(configFolder, 'tsconfig.json');
writeFileSync(
  tsconfig,
  JSON.stringify(
    {
      extends: toConfig(join(root, 'tsconfig.base.json')),
      compilerOptions: {
        // Every @lintas/* import resolves to its source, so a type is documented once, in its own package.
        paths: Object.fromEntries(
          published.map(({ manifest, directory }) => [manifest.name, [toConfig(join(directory, 'src/index.ts'))]]),
        ),
      },
      include: published.map(({ directory }) => toConfig(join(directory, 'src'))),
      exclude: ['**/*.test.ts', '**/*.test-d.ts'],
    },
    null,
    2,
  ),
);
const options = {
  name: 'Lintas API reference',
  entryPoints: published.map(({ directory }) => join(directory, 'src/index.ts')),
  entryPointStrategy: 'resolve',
  tsconfig,
  out,
  // The first page: what to read first, by the merchant's task.
  readme: join(root, 'docs/api-reference.md'),
  plugin: [join(here, 'api-docs-plugin.mjs')],
  // A family's operations first: what a merchant opens its page for.
  groupOrder: ['Operations', '*'],
  excludePrivate: true,
  excludeInternal: true,
  excludeExternals: true,
  githubPages: false,
  // Source links point at the public repository whatever the clone's remotes are (a fresh clone or an
  // unpacked archive has none that TypeDoc accepts, and it warns, which fails this check).
  disableGit: true,
  sourceLinkTemplate: 'https://github.com/lintas-sdk/lintas/blob/main/{path}#L{line}',
  logLevel: 'Warn',
};
writeFileSync(join(configFolder, 'typedoc.json'), JSON.stringify(options, null, 2));
const typedoc = join(here, '../node_modules/typedoc/bin/typedoc');
const validation = ['notExported', 'invalidLink', 'rewrittenLink', 'notDocumented'].map(
  (check) => `--validation.${check}`,
);
const result = spawnSync(process.execPath, [typedoc, '--options', join(configFolder, 'typedoc.json'), ...validation], {
  cwd: root,
  encoding: 'utf8',
});
// biome-ignore lint/suspicious/noControlCharactersInRegex: ESC starts the colour codes this strips
const output = `${result.stdout}${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
// TypeDoc also notes that a property documented on both sides of an intersection (valibot's inferred
// types) has two comments; that says nothing about missing docs, so it is not counted.
const problems = output
  .split('\n')
  .filter(
    (line) =>
      /^\[(warning|error)\]/.test(line) &&
      !/has multiple declarations with a comment/.test(line) &&
      !/^\[(warning|error)\] Found \d+ errors/.test(line),
  );
if (result.status !== 0 || problems.length > 0) {
  console.error(problems.length > 0 ? problems.join('\n') : output);
  console.error(
    '\nThe API reference has problems. Every export of a published package needs a JSDoc comment, every {@link X} must name ' +
      'something the docs contain, and every type a public signature uses must be exported from its package index.',
  );
  process.exit(1);
}
console.log(
  `API reference of ${published.map(({ manifest }) => manifest.name).join(', ')} written to ${relative(root, out) || '.'}/index.html`,
);
