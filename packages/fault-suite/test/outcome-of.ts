import { isLintasError, isOutcomeUnknownError } from '@lintas/core';
import { expect } from 'vitest';
import { type MoneyMovingOperation, operationName, type Params } from '../src/money-moving-operations.js';
import type { FaultBench } from '../src/start-fault-bench.js';

/** How a call settled. */
export type Settled = { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly error: unknown };

/** Settles `promise` without throwing. */
export function settle(promise: Promise<unknown>): Promise<Settled> {
  return promise.then(
    (data) => ({ ok: true, data }),
    (error: unknown) => ({ ok: false, error }),
  );
}

/**
 * Asserts the promise of payment safety for a call that reached the sandbox: it committed at most
 * once, and the call resolved with the committed record or rejected with `OutcomeUnknownError` (a Lintas
 * error, never another type the merchant could take for "nothing happened"). Answers the records.
 */
export function expectSafeOutcome(
  bench: FaultBench,
  operation: MoneyMovingOperation,
  params: Params,
  settled: Settled,
): readonly object[] {
  const committed = operation.committed(bench.sandbox.state(), params);
  const name = operationName(operation);
  expect(committed.length, `${name}: committed records`).toBeLessThanOrEqual(1);
  if (settled.ok) {
    const [record] = committed as Record<string, unknown>[];
    expect(record, `${name}: resolved, so the sandbox holds the record`).toBeDefined();
    const answered = settled.data as Record<string, unknown>;
    for (const [dataMember, recordMember] of operation.identity) {
      if (answered[dataMember] !== undefined && answered[dataMember] !== null)
        expect(answered[dataMember], `${name}: data.${dataMember}`).toBe(record?.[recordMember]);
    }
  } else {
    expect(isLintasError(settled.error), `${name}: rejected with a Lintas error, not ${String(settled.error)}`).toBe(
      true,
    );
    if (committed.length > 0)
      expect((settled.error as Error).name, `${name}: committed, so the outcome is unknown`).toBe(
        'OutcomeUnknownError',
      );
    expect(isOutcomeUnknownError(settled.error) || committed.length === 0).toBe(true);
  }
  return committed;
}
