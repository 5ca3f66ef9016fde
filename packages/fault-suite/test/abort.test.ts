// Finding 8: an aborted call rejects with a Lintas type: CallAbortedError when nothing could have been
// committed, OutcomeUnknownError when the write was in flight or an attempt had reached the gateway. The proxy holds the answer after the
// sandbox committed, so the abort lands exactly while the write is in flight.
import { isCallAbortedError, isOutcomeUnknownError } from '@lintas/core';
import { matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, operationName } from '../src/money-moving-operations.js';
import { expectSafeOutcome, settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

describe.concurrent.each(moneyMovingOperations.map((operation) => [operationName(operation), operation] as const))(
  '%s',
  (_name, operation) => {
    const endpoint = endpointOf(operation.endpoint);

    it('aborted before it is sent: CallAbortedError with the signal’s reason, nothing reaches the sandbox', async () => {
      const params = await operation.prepare(bench());
      const match = matchCall(endpoint.path, keysOf(endpoint, params));
      const controller = new AbortController();
      controller.abort('the customer left');
      const settled = await settle(bench().client.call(endpoint, params as never, { signal: controller.signal }));
      expect(!settled.ok && isCallAbortedError(settled.error) && settled.error.cause).toBe('the customer left');
      expect(bench().proxy.requests.filter(match)).toHaveLength(0);
      expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(0);
    });

    it('aborted in flight after the sandbox committed: OutcomeUnknownError, committed once', async () => {
      const params = await operation.prepare(bench());
      const match = matchCall(endpoint.path, keysOf(endpoint, params));
      bench().proxy.plan(match, { kind: 'hold-after' });
      const controller = new AbortController();
      const call = settle(bench().client.call(endpoint, params as never, { signal: controller.signal }));
      await bench().proxy.answered(match);
      controller.abort(new Error('the customer left'));
      const settled = await call;
      expect(!settled.ok && isOutcomeUnknownError(settled.error)).toBe(true);
      expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(1);
      expect(bench().proxy.forwarded(match)).toHaveLength(1);
    });

    // The client cannot tell a 429 given before forwarding from one given after the commit (see
    // abort-after-commit.test.ts): either way the abort leaves the outcome unknown, and here nothing was committed.
    it('aborted while waiting out a rate limit that sent nothing on: OutcomeUnknownError caused by the abort, nothing committed', async () => {
      const params = await operation.prepare(bench());
      const match = matchCall(endpoint.path, keysOf(endpoint, params));
      bench().proxy.plan(match, { kind: 'status-before', status: 429, retryAfter: '30' });
      const controller = new AbortController();
      const client = await bench().clientWith({
        hooks: { afterResponse: [() => controller.abort('gave up waiting')] },
      });
      const settled = await settle(client.call(endpoint, params as never, { signal: controller.signal }));
      expect(!settled.ok && isOutcomeUnknownError(settled.error) && isCallAbortedError(settled.error.cause)).toBe(true);
      expect(bench().proxy.requests.filter(match)).toHaveLength(1);
      expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(0);
    });

    // A 429 may come after the commit (from a proxy, or a gateway that rate-limits after committing); only
    // the retry the abort cancels could have told, so the outcome is unknown.
    it('aborted while waiting out a 429 that came after the commit: OutcomeUnknownError, committed once', async () => {
      const params = await operation.prepare(bench());
      const match = matchCall(endpoint.path, keysOf(endpoint, params));
      bench().proxy.plan(match, { kind: 'status-after', status: 429, retryAfter: '30' });
      const controller = new AbortController();
      const client = await bench().clientWith({
        hooks: { afterResponse: [() => controller.abort('gave up waiting')] },
      });
      const settled = await settle(client.call(endpoint, params as never, { signal: controller.signal }));
      expect(!settled.ok && isOutcomeUnknownError(settled.error)).toBe(true);
      expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(1);
    });
  },
);
