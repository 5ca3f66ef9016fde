import { rejectionOf, uniqueId, useSandbox as useSandboxWith } from '@lintas/testing';
import { philippines } from '../src/index.js';

export { rejectionOf, uniqueId };

/** Starts a sandbox with a merchant and a `philippines` client for the calling file's tests. */
export const useSandbox = () => useSandboxWith(philippines);

/** What {@link useSandbox} gives a test file. */
export type SandboxSetup = ReturnType<typeof useSandbox>;
