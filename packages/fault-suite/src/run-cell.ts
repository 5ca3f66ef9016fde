import { isGatewayError, isLintasError, isOutcomeUnknownError } from '@lintas/core';
import { faultName, matchCall, type Fault } from '@lintas/testing';
import { endpointOf, keysOf } from './endpoint-of.js';
import { operationName, type MoneyMovingOperation } from './money-moving-operations.js';
import type { FaultBench } from './start-fault-bench.js';

/** One cell of the matrix: an operation, a fault, and the attempt the fault hits. */
export interface FaultCell {
  readonly operation: MoneyMovingOperation;
  readonly fault: Fault;
  /** 1: the first attempt; 2: the retry after the first attempt met `lead`. */
  readonly attempt: 1 | 2;
  /** What the first attempt met when the fault hits the second: a 429 that reached nothing, by default. */
  readonly lead?: Fault;
}

/** What one cell did and whether it broke a promise. */
export interface CellOutcome {
  /** `operation / fault / attempt N`. */
  readonly name: string;
  /** Attempts that reached the sandbox. */
  readonly reached: number;
  /** Records the sandbox committed for the call. */
  readonly committed: number;
  /** `data`, or the name of the error the call rejected with. */
  readonly result: string;
  /** The sandbox committed more than once for one call. */
  readonly duplicate: boolean;
  /** Committed but rejected with another error than `OutcomeUnknownError`, or resolved with data that is not the committed record. */
  readonly lost: boolean;
  /** Rejected with something that is not a Lintas error. */
  readonly untyped: boolean;
}

/** The rate-limit refusal that precedes a fault on the second attempt: nothing reaches the sandbox. */
export const rateLimited: Fault = { kind: 'status-before', status: 429 };

/** A short name of a cell. */
export const cellName = (cell: FaultCell): string =>
  `${operationName(cell.operation)} / ${faultName(cell.fault)} / attempt ${cell.attempt}${cell.attempt === 2 ? ` after ${faultName(cell.lead ?? rateLimited)}` : ''}`;

/** True when `data` is one of the committed records: every identity member it has equals the record's. */
function isCommittedRecord(
  data: unknown,
  records: readonly object[],
  identity: MoneyMovingOperation['identity'],
): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const answered = data as Record<string, unknown>;
  return records.some((record) =>
    identity.every(
      ([dataMember, recordMember]) =>
        answered[dataMember] === undefined ||
        answered[dataMember] === null ||
        answered[dataMember] === (record as Record<string, unknown>)[recordMember],
    ),
  );
}

/**
 * Runs one call through the proxy with the cell's fault, then compares what the caller got with what
 * the sandbox committed.
 */
export async function runCell(bench: FaultBench, cell: FaultCell): Promise<CellOutcome> {
  const { operation } = cell;
  const endpoint = endpointOf(operation.endpoint);
  const params = await operation.prepare(bench);
  const match = matchCall(endpoint.path, keysOf(endpoint, params));
  bench.proxy.plan(match, ...(cell.attempt === 1 ? [cell.fault] : [cell.lead ?? rateLimited, cell.fault]));
  const settled = await bench.client.call(endpoint, params as never).then(
    (data: unknown) => ({ ok: true as const, data }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const committed = operation.committed(bench.sandbox.state(), params);
  const reached = bench.proxy.forwarded(match).length;
  const base = { name: cellName(cell), reached, committed: committed.length, duplicate: committed.length > 1 };
  if (settled.ok) {
    return {
      ...base,
      result: 'data',
      lost: !isCommittedRecord(settled.data, committed, operation.identity),
      untyped: false,
    };
  }
  const error = settled.error;
  return {
    ...base,
    result: isGatewayError(error) ? `GatewayError ${error.code}` : error instanceof Error ? error.name : typeof error,
    lost: committed.length > 0 && !isOutcomeUnknownError(error),
    untyped: !isLintasError(error),
  };
}
