import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishRelease, startRegistry } from '@lintas/release-checks/registry';
import { packedTarballs } from '@lintas/release-checks/tarballs';
import { repositoryRoot } from '@lintas/release-checks/workspace';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the registry serving the packed `@lintas/*` packages, `http://127.0.0.1:<port>/`. */
    registry: string;
  }
}

/** Every `@lintas/*` package an example under examples/ depends on. */
function lintasDependencies(): string[] {
  const names = new Set<string>();
  const examples = join(repositoryRoot, 'examples');
  for (const folder of readdirSync(examples, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const manifest = JSON.parse(readFileSync(join(examples, folder.name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }))
      if (name.startsWith('@lintas/')) names.add(name);
  }
  return [...names].sort();
}

/**
 * A local registry (Verdaccio, storage in a temp folder) serving the packages the examples depend on, packed once
 * per run (`pnpm pack:packages`) and published as a release publishes them, for every example of the run;
 * stopped when the run ends, whatever its outcome.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const registry = await startRegistry();
  try {
    await packedTarballs();
    // What the examples depend on; every package is published in the release check (tarball-install.test.ts).
    await publishRelease(registry, lintasDependencies());
  } catch (error) {
    await registry.stop();
    throw error;
  }
  project.provide('registry', registry.url);
  return () => registry.stop();
}
