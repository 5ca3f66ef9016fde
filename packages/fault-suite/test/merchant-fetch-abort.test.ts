// The `fetch` a merchant gives in the client config may abort on a timer of its own (an
// `AbortSignal.timeout` or an `AbortController` of its instrumentation), whatever the call's own
// timeout and signal. Only an abort of the caller's own `signal` is the caller's: an abort from any
// other source once the attempt was sent leaves a write's outcome unknown, never a CallAbortedError
// ("aborted by the caller before anything could be committed"). The proxy holds the answer after the
// sandbox committed; the merchant's fetch then aborts on its own.
import { isCallAbortedError, isOutcomeUnknownError } from '@lintas/core';
import { matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { fetchAbortingAfterCommit, ownTimeout } from '../src/merchant-fetch.js';
import { moneyMovingOperations, operationName } from '../src/money-moving-operations.js';
import { expectSafeOutcome, settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

const reasons: [string, () => unknown][] = [
  ['a timeout of its own', ownTimeout],
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
        const fetch = fetchAbortingAfterCommit(bench().proxy, endpoint.path, match, [0], reason);
        const client = await bench().clientWith({ fetch });
        const settled = await settle(client.call(endpoint, params as never));
        expect(!settled.ok && isCallAbortedError(settled.error)).toBe(false);
        expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(1);
        expect(settled.ok || isOutcomeUnknownError(settled.error)).toBe(true);
      },
    );
  },
);
