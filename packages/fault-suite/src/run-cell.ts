import { isGatewayError, isLintasError, isOutcomeUnknownError } from '@lintas/core';
import { type Fault, matchCall } from '@lintas/testing';
import { endpointOf, keysOf } from './endpoint-of.js';
import { cellName, columnOf, type FaultCell, type MatrixFault, rateLimited } from './fault-cells.js';
import { fetchAbortingAfterCommit } from './merchant-fetch.js';
import { type MoneyMovingOperation, operationName } from './money-moving-operations.js';
import { attemptsPerCall, type FaultBench } from './start-fault-bench.js';

/** What one cell did and whether it broke a promise. */
export interface CellOutcome {
  /** `operation / fault / column`. */
  readonly name: string;
  /** Which attempts the fault hit (see `columnOf`). */
  readonly column: string;
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

/** The fault each attempt of the cell's call meets, in order. */
function faultsOf(cell: FaultCell): MatrixFault[] {
  if (cell.attempt === 1) return [cell.fault];
  if (cell.attempt === 2) return [cell.lead ?? rateLimited, cell.fault];
  return Array.from({ length: attemptsPerCall }, () => cell.fault);
}

/** What the proxy does for `fault`: it holds the answer the merchant's own fetch aborts. */
const proxyFault = (fault: MatrixFault): Fault => (fault.kind === 'merchant-abort' ? { kind: 'hold-after' } : fault);

/**
 * Runs one call through the proxy with the cell's fault, then compares what the caller got with what
 * the sandbox committed.
 */
export async function runCell(bench: FaultBench, cell: FaultCell): Promise<CellOutcome> {
  const { operation } = cell;
  const endpoint = endpointOf(operation.endpoint);
  const params = await operation.prepare(bench);
  const match = matchCall(endpoint.path, keysOf(endpoint, params));
  const faults = faultsOf(cell);
  bench.proxy.plan(match, ...faults.map(proxyFault));
  const abortAt = faults.flatMap((fault, position) => (fault.kind === 'merchant-abort' ? [position] : []));
  const client =
    abortAt.length === 0
      ? bench.client
      : await bench.clientWith({ fetch: fetchAbortingAfterCommit(bench.proxy, endpoint.path, match, abortAt) });
  const settled = await client.call(endpoint, params as never).then(
    (data: unknown) => ({ ok: true as const, data }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const committed = operation.committed(bench.sandbox.state(), params);
  const base = {
    name: cellName(cell, operationName(operation)),
    column: columnOf(cell),
    reached: bench.proxy.forwarded(match).length,
    committed: committed.length,
    duplicate: committed.length > 1,
  };
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
