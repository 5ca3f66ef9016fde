import { packedTarballs } from '@lintas/release-checks/tarballs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the packed tarballs, `lintas-<name>-<version>.tgz`. */
    tarballs: string;
  }
}

/** The packed published packages, packed once per run (`pnpm pack:packages`), for every example of the run. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('tarballs', await packedTarballs());
}
