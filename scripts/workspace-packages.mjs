// The workspace's packages, discovered from the folders (packages/*, apps/*), so a new package needs no edit here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every workspace package as `{ directory, manifest }`; `published` ones are those not marked private. */
export function workspacePackages(root = process.cwd()) {
  const found = [];
  for (const group of ['packages', 'apps']) {
    if (!existsSync(join(root, group))) continue;
    for (const name of readdirSync(join(root, group)).sort()) {
      const manifestPath = join(root, group, name, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      found.push({
        directory: join(root, group, name),
        path: `${group}/${name}`,
        manifestPath,
        manifest,
        published: manifest.private !== true,
      });
    }
  }
  return found;
}
