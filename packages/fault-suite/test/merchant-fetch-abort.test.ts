// The `fetch` a merchant gives in the client config may abort on a timer of its own (an
// `AbortSignal.timeout` or an `AbortController` of its instrumentation), whatever the call's own
// timeout and signal. Only an abort of the caller's own `signal` is the caller's: an abort from any
// other source once the attempt was sent leaves a write's outcome unknown, never a CallAbortedError
// ("aborted by the caller before anything could be committed"). The proxy holds the answer after the
// sandbox committed; the merchant's fetch then aborts on its own.
import { isCallAbortedError, isOutcomeUnknownError, type ClientConfig } from '@lintas/core';
import { matchCall, type RequestMatch } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, operationName } from '../src/money-moving-operations.js';
import type { FaultBench } from '../src/start-fault-bench.js';
import { expectSafeOutcome, settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

/**
 * A merchant's `fetch` whose own timer aborts the request with `reason` shortly after the sandbox has
 * answered `match` (after the commit, however slow the machine): the first attempt only.
 */
function fetchAbortingAfterCommit(
  bench: FaultBench,
  match: RequestMatch,
  reason: () => unknown,
): NonNullable<ClientConfig['fetch']> {
  let calls = 0;
  return (input, init) => {
    calls += 1;
    if (calls > 1) return globalThis.fetch(input, init);
    const own = new AbortController();
    void bench.proxy.answered(match).then(() => setTimeout(() => own.abort(reason()), 20));
    const signal = init?.signal ? AbortSignal.any([init.signal, own.signal]) : own.signal;
    return globalThis.fetch(input, { ...init, signal });
  };
}

const reasons: [string, () => unknown][] = [
  // What `AbortSignal.timeout(ms)` aborts with.
  ['a timeout of its own', () => new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
  ['an AbortController of its own', () => new DOMException('This operation was aborted', 'AbortError')],
];

describe.concurrent.each(moneyMovingOperations.map((operation) => [operationName(operation), operation] as const))(
  '%s',
  (_name, operation) => {
    const endpoint = endpointOf(operation.endpoint);
    it.each(reasons)(
      'committed, then the merchant’s fetch aborts on %s: the record or OutcomeUnknownError, committed once',
      async (_what, reason) => {
        const params = await operation.prepare(bench());
        const match = matchCall(endpoint.path, keysOf(endpoint, params));
        bench().proxy.plan(match, { kind: 'hold-after' });
        const client = await bench().clientWith({ fetch: fetchAbortingAfterCommit(bench(), match, reason) });
        const settled = await settle(client.call(endpoint, params as never));
        expect(!settled.ok && isCallAbortedError(settled.error)).toBe(false);
        expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(1);
        expect(settled.ok || isOutcomeUnknownError(settled.error)).toBe(true);
      },
    );
  },
);
