// Finding 6: observers run after the outcome is settled, outside the attempt's timeout. Each hook here
// waits until the call has settled, so a hook run inside the attempt would outlast any timeout and turn
// the received success into OutcomeUnknownError or a retry; no timing is measured.
import type { ResponseEvent } from '@lintas/core';
import { matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, operationName } from '../src/money-moving-operations.js';
import { expectSafeOutcome, settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

describe.each(moneyMovingOperations.map((operation) => [operationName(operation), operation] as const))(
  '%s',
  (_name, operation) => {
    const endpoint = endpointOf(operation.endpoint);
    it('resolves with the committed record, sent once, while its afterResponse hook is still running', async () => {
      let settledCall: () => void = () => undefined;
      const callSettled = new Promise<void>((resolve) => (settledCall = resolve));
      const seen: ResponseEvent[] = [];
      let hookDone: () => void = () => undefined;
      const hookFinished = new Promise<void>((resolve) => (hookDone = resolve));
      const client = await bench().clientWith({
        // Any timeout shows it: the hook waits for the call to settle, so inside the attempt it would outlast it.
        timeout: 20_000,
        hooks: {
          afterResponse: [
            async (event) => {
              await callSettled;
              seen.push(event);
              hookDone();
            },
          ],
        },
      });
      const params = await operation.prepare(bench());
      const match = matchCall(endpoint.path, keysOf(endpoint, params));
      const settled = await settle(client.call(endpoint, params as never));
      settledCall();
      expect(settled.ok, 'resolved with data').toBe(true);
      expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(1);
      expect(bench().proxy.forwarded(match)).toHaveLength(1);
      await hookFinished;
      expect(seen.map((event) => [event.endpoint, event.attempt, event.status])).toEqual([[endpoint.path, 1, 200]]);
    });
  },
);
