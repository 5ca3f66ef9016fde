import type { AnyEndpoint } from '@lintas/core';
import { type Fault, faultName } from '@lintas/testing';
import { endpointOf, identifyingField } from './endpoint-of.js';
import type { MoneyMovingOperation } from './money-moving-operations.js';

/**
 * A fault of the matrix: one the proxy applies, or `merchant-abort`: the merchant's own `fetch` (the
 * client config's) aborts on a timer of its own once the sandbox has committed, while the proxy holds
 * the answer.
 */
export type MatrixFault = Fault | { readonly kind: 'merchant-abort' };

/** A short readable name of `fault`. */
export const matrixFaultName = (fault: MatrixFault): string =>
  fault.kind === 'merchant-abort' ? 'merchant fetch aborts after the commit' : faultName(fault);

/** One cell of the matrix: an operation, a fault, and the attempt the fault hits. */
export interface FaultCell {
  readonly operation: MoneyMovingOperation;
  readonly fault: MatrixFault;
  /**
   * 1: the first attempt; 2: the retry after the first attempt met `lead`; `every`: every attempt the
   * call makes, the fault persisting until the retries run out.
   */
  readonly attempt: 1 | 2 | 'every';
  /** What the first attempt met when the fault hits the second: a 429 that reached nothing, by default. */
  readonly lead?: Fault;
}

/** The rate-limit refusal that precedes a fault on the second attempt: nothing reaches the sandbox. */
export const rateLimited: Fault = { kind: 'status-before', status: 429 };

/** The column of a cell in the printed matrix: which attempts its fault hits. */
export const columnOf = (cell: FaultCell): string =>
  cell.attempt === 1
    ? 'first attempt'
    : cell.attempt === 'every'
      ? 'every attempt'
      : `retry after ${faultName(cell.lead ?? rateLimited)}`;

/** A short name of a cell. */
export const cellName = (cell: FaultCell, operationName: string): string =>
  `${operationName} / ${matrixFaultName(cell.fault)} / ${columnOf(cell)}`;

/**
 * The faults of the matrix for `endpoint`; the duplicate refusals forged after a forwarded retry only
 * on the second attempt (on a first attempt the gateway's own duplicate refusal means the merchant
 * reused a key, which a client cannot tell from a forged one).
 */
export function faultsFor(endpoint: AnyEndpoint): { readonly any: MatrixFault[]; readonly retryOnly: MatrixFault[] } {
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
      { kind: 'reshape-after', change: 'nest', field },
      { kind: 'truncate-after' },
      { kind: 'not-json-after' },
      { kind: 'merchant-abort' },
    ],
    retryOnly: duplicateCodes.map((code): MatrixFault => ({ kind: 'code-after', code })),
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

/**
 * Every cell: each operation × each of its faults × the attempts it hits: the first, the second after
 * each of `firstAttempts`, and every attempt (the fault persisting until the retries run out).
 */
export function faultCells(
  operations: readonly MoneyMovingOperation[],
  keep: (fault: MatrixFault) => boolean = () => true,
  firstAttempts: readonly Fault[] = leads,
): FaultCell[] {
  return operations.flatMap((operation) => {
    const { any, retryOnly } = faultsFor(endpointOf(operation.endpoint));
    const onRetry = (fault: MatrixFault) =>
      firstAttempts.map((lead): FaultCell => ({ operation, fault, attempt: 2, lead }));
    return [
      ...any.filter(keep).flatMap((fault): FaultCell[] => [
        { operation, fault, attempt: 1 },
        ...onRetry(fault),
        // A fault that passes every attempt is the first attempt's cell again.
        ...(fault.kind === 'pass' ? [] : [{ operation, fault, attempt: 'every' as const }]),
      ]),
      ...retryOnly.filter(keep).flatMap(onRetry),
    ];
  });
}
