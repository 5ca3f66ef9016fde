import {
  authorizationParams as freshAuthorizationParams,
  rejectionOf,
  uniqueId,
  useSandbox as useSandboxWith,
} from '@lintas/testing';
import { directDebit, type CreateAuthorizationUrlParams } from '../src/index.js';

export { rejectionOf, uniqueId };

/** Starts a sandbox with a merchant and a `directDebit` client for the calling file's tests. */
export const useSandbox = () => useSandboxWith(directDebit);

/** What {@link useSandbox} gives a test file. */
export type SandboxSetup = ReturnType<typeof useSandbox>;

/** Params of a fresh WAP authorization (new `requestId` and `userId`, notified to a closed local port), with `overrides`. */
export function authorizationParams(
  overrides: Partial<CreateAuthorizationUrlParams> = {},
): CreateAuthorizationUrlParams {
  return { ...freshAuthorizationParams(), ...overrides };
}
