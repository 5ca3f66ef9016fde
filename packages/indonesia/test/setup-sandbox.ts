import { rejectionOf, uniqueId, useSandbox as useSandboxWith } from '@lintas/testing';
import { indonesia } from '../src/index.js';

export { rejectionOf, uniqueId };

/** Starts a sandbox with a merchant and a `indonesia` client for the calling file's tests. */
export const useSandbox = () => useSandboxWith(indonesia);

/** What {@link useSandbox} gives a test file. */
export type SandboxSetup = ReturnType<typeof useSandbox>;

/** A fresh letters-and-digits id of 10–32 characters, as the PayCools Indonesia pages require of merchant keys. */
export const payCoolsId = (prefix: string) => uniqueId(prefix).replace(/-/g, '').padEnd(10, '0');
