// Run after `changeset version`. When @lintas/core leaves a family's peer range (e.g. reaches 1.0.0 while the
// range is `>=0.0.0 <1.0.0`), changesets rewrites the range with its first operator only: `>=1.0.0`, which
// would accept every future major. This turns such an open-ended `>=X` range back into `^X`.
import { readFileSync, writeFileSync } from 'node:fs';
import { workspacePackages } from './workspace-packages.mjs';

const root = process.argv[2] ?? process.cwd();
for (const { manifestPath, manifest } of workspacePackages(root)) {
  const text = readFileSync(manifestPath, 'utf8');
  let next = text;
  for (const [name, range] of Object.entries(manifest.peerDependencies ?? {})) {
    if (!name.startsWith('@lintas/')) continue;
    const open = /^(workspace:)?>=\s*(\d+\.\d+\.\d+)$/.exec(range);
    if (!open) continue;
    const bounded = `${open[1] ?? ''}^${open[2]}`;
    next = next.replace(`"${name}": "${range}"`, `"${name}": "${bounded}"`);
    console.log(`${manifest.name}: peer ${name} ${range} -> ${bounded}`);
  }
  if (next !== text) writeFileSync(manifestPath, next);
}
