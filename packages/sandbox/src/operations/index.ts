import type { Operation } from './define-operation.js';
import { OPERATIONS } from './served-operations.js';

export { OPERATIONS };

/** One operation the sandbox serves: its API path, and the family and method the Lintas SDK calls it by. */
export interface SandboxOperation {
  /** The API family, as the SDK's plugin names it: `neutral`, `philippines`, `splitV1`, ... */
  readonly family: string;
  /** The operation, as the SDK's method names it: `createPayment`, `listRefunds`, ... */
  readonly name: string;
  /** The exact API path, e.g. `/open-api/philippines/payment/generate`. */
  readonly path: string;
}

/** The operations, each with its family and name, in the order of {@link OPERATIONS}. */
export function listOperations(): SandboxOperation[] {
  return Object.entries(OPERATIONS).flatMap(([family, operations]) =>
    Object.entries(operations).map(([name, operation]: [string, Operation]) => ({
      family,
      name,
      path: operation.path,
    })),
  );
}

/** The operations keyed by their exact path. */
export function operationsByPath(): ReadonlyMap<string, Operation> {
  return new Map(
    Object.values(OPERATIONS).flatMap((operations) =>
      Object.values(operations).map((operation: Operation) => [operation.path, operation] as const),
    ),
  );
}
