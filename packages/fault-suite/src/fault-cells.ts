import type { AnyEndpoint } from '@lintas/core';
import type { Fault } from '@lintas/testing';
import { endpointOf, identifyingField } from './endpoint-of.js';
import type { MoneyMovingOperation } from './money-moving-operations.js';
import type { FaultCell } from './run-cell.js';

/**
 * The faults of the matrix for `endpoint`, each on the first and on the second attempt; the duplicate
 * refusals forged after a forwarded retry only on the second (on a first attempt the gateway's own
 * duplicate refusal means the merchant reused a key, which a client cannot tell from a forged one).
 */
export function faultsFor(endpoint: AnyEndpoint): { readonly any: Fault[]; readonly retryOnly: Fault[] } {
  const field = identifyingField(endpoint);
  const duplicateCodes = endpoint.retry === 'read' ? [] : (endpoint.retry.duplicateCodes ?? []);
  return {
    any: [
      { kind: 'pass' },
      { kind: 'drop-before' },
      { kind: 'drop-after' },
      { kind: 'status-after', status: 429 },
      { kind: 'status-after', status: 429, retryAfter: '1' },
      { kind: 'status-after', status: 408 },
      { kind: 'status-after', status: 503 },
      { kind: 'code-after', code: 21020 },
      { kind: 'code-after', code: 21000 },
      { kind: 'code-after', code: 21011 },
      { kind: 'reshape-after', change: 'remove', field },
      { kind: 'reshape-after', change: 'rename', field },
      { kind: 'reshape-after', change: 'retype', field },
      { kind: 'truncate-after' },
      { kind: 'not-json-after' },
    ],
    retryOnly: duplicateCodes.map((code): Fault => ({ kind: 'code-after', code })),
  };
}

/**
 * What the first attempt meets when the fault hits the second: a 429 that reached nothing, or one of
 * the faults after which the sandbox has committed and the client retries (a 429 or 21020 after the
 * commit; a drop after it, which only operations with a recovery retry).
 */
export const leads: readonly Fault[] = [
  { kind: 'status-before', status: 429 },
  { kind: 'status-after', status: 429 },
  { kind: 'code-after', code: 21020 },
  { kind: 'drop-after' },
];

/** Every cell: each operation × each of its faults × the attempt it hits (the second after each of `firstAttempts`). */
export function faultCells(
  operations: readonly MoneyMovingOperation[],
  keep: (fault: Fault) => boolean = () => true,
  firstAttempts: readonly Fault[] = leads,
): FaultCell[] {
  return operations.flatMap((operation) => {
    const { any, retryOnly } = faultsFor(endpointOf(operation.endpoint));
    const onRetry = (fault: Fault) => firstAttempts.map((lead) => ({ operation, fault, attempt: 2 as const, lead }));
    return [
      ...any.filter(keep).flatMap((fault) => [{ operation, fault, attempt: 1 as const }, ...onRetry(fault)]),
      ...retryOnly.filter(keep).flatMap(onRetry),
    ];
  });
}
