import { authorizationParams, rejectionOf, uniqueId, useSandbox as useSandboxWith } from '@lintas/testing';
import { neutral } from '../src/index.js';

export { authorizationParams, rejectionOf, uniqueId };

/** Starts a sandbox with a merchant and a `neutral` client for the calling file's tests. */
export const useSandbox = () => useSandboxWith(neutral);

/** What {@link useSandbox} gives a test file. */
export type SandboxSetup = ReturnType<typeof useSandbox>;

/** The client the tests use. */
export type NeutralClient = SandboxSetup['client'];
