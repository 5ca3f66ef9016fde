import { RESULT } from '../protocol/result-codes.js';
import type { JsonObject } from '../utils/json.js';
import type { Operation, OperationContext } from './define-operation.js';
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

/** The operations keyed by their exact path; operations sharing a path are served as one (see {@link sharedPath}). */
export function operationsByPath(): ReadonlyMap<string, Operation> {
  const byPath = new Map<string, Operation[]>();
  for (const operations of Object.values(OPERATIONS))
    for (const operation of Object.values(operations) as Operation[])
      byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
  return new Map([...byPath].map(([path, operations]) => [path, sharedPath(operations)] as const));
}

/**
 * One operation for the operations of one path: each request goes to the first whose `accepts` takes its
 * params, else to the one without `accepts`.
 */
export function sharedPath(operations: readonly Operation[]): Operation {
  const [only] = operations;
  if (only && operations.length === 1) return only;
  const fallback = operations.find((operation) => !operation.accepts);
  const pick = (params: JsonObject, context: OperationContext) =>
    operations.find((operation) => operation.accepts?.(params, context)) ?? fallback ?? operations[0];
  return {
    path: operations[0]?.path ?? '',
    // The operations sharing a path (payouts, QR codes) answer the default success code.
    success: (fallback ?? operations[0])?.success ?? RESULT.success,
    run: (context, params) => (pick(params, context) as Operation).run(context, params),
  };
}
