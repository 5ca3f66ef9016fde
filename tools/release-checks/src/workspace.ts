import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root of the Lintas repository. */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The manifest fields these checks read. */
export interface PackageManifest {
  name: string;
  version: string;
  private?: boolean;
  files?: string[];
  bin?: Record<string, string> | string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [field: string]: unknown;
}

/** One workspace package: its folder (absolute and relative to the root) and manifest. */
export interface WorkspacePackage {
  directory: string;
  path: string;
  manifest: PackageManifest;
}

/** Every package under packages/ and apps/, discovered from the folders, so a new package is covered at once. */
export function workspacePackages(): WorkspacePackage[] {
  const found: WorkspacePackage[] = [];
  for (const group of ['packages', 'apps']) {
    const groupDirectory = join(repositoryRoot, group);
    if (!existsSync(groupDirectory)) continue;
    for (const name of readdirSync(groupDirectory).sort()) {
      const directory = join(groupDirectory, name);
      const manifestPath = join(directory, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageManifest;
      found.push({ directory, path: `${group}/${name}`, manifest });
    }
  }
  return found;
}

/** The packages merchants install: every workspace package that is not private. */
export function publishedPackages(): WorkspacePackage[] {
  return workspacePackages().filter((workspacePackage) => workspacePackage.manifest.private !== true);
}

/** Every file under a folder, recursively, skipping node_modules; paths are absolute. */
export function filesUnder(directory: string): string[] {
  if (!existsSync(directory)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(directory)) {
    if (entry === 'node_modules' || entry === '.turbo') continue;
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) files.push(...filesUnder(path));
    else files.push(path);
  }
  return files;
}

/** A path relative to the repository root, for messages. */
export function fromRoot(path: string): string {
  return relative(repositoryRoot, path);
}
