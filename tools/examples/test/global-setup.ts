import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeRun, run } from '@lintas/release-checks/run';
import { repositoryRoot } from '@lintas/release-checks/workspace';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the packed tarballs, `lintas-<name>-<version>.tgz`. */
    tarballs: string;
  }
}

/** Packs the published packages once, as `pnpm pack:packages` does, for every example of the run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'lintas-examples-'));
  const tarballs = join(root, 'tarballs');
  const packed = await run(process.execPath, [join(repositoryRoot, 'scripts/pack-packages.mjs'), tarballs], {
    cwd: repositoryRoot,
  });
  if (packed.status !== 0) throw new Error(describeRun('node scripts/pack-packages.mjs', packed));
  project.provide('tarballs', tarballs);
  return () => rmSync(root, { recursive: true, force: true });
}
