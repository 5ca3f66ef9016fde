import { rejectionOf, uniqueId, useSandbox as useSandboxWith } from '@lintas/testing';
import { malaysia } from '../src/index.js';

export { rejectionOf, uniqueId };

/** Starts a sandbox with a merchant and a `malaysia` client for the calling file's tests. */
export const useSandbox = () => useSandboxWith(malaysia);

/** What {@link useSandbox} gives a test file. */
export type SandboxSetup = ReturnType<typeof useSandbox>;
