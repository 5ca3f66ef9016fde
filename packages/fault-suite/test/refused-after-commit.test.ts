// Finding 3: an answer that says "nothing was done" (HTTP 429 or 408, code 21020) may come after the
// gateway committed (a proxy or a gateway that rate-limits after committing). The retry is then refused
// as a duplicate, which is itself evidence of the commit: the call must end in the record (recovery) or
// OutcomeUnknownError, never in a plain GatewayError. The sandbox's own 429 and 21020 commit nothing;
// the proxy forwards the call, lets the sandbox commit, and then answers the refusal.
import { isGatewayError } from '@lintas/core';
import { type Fault, matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, operationName } from '../src/money-moving-operations.js';
import { expectSafeOutcome, settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

const refusals: [string, Fault][] = [
  ['HTTP 429', { kind: 'status-after', status: 429 }],
  ['HTTP 429 with Retry-After', { kind: 'status-after', status: 429, retryAfter: '1' }],
  ['HTTP 408', { kind: 'status-after', status: 408 }],
  ['code 21020', { kind: 'code-after', code: 21020 }],
];

describe.concurrent.each(moneyMovingOperations.map((operation) => [operationName(operation), operation] as const))(
  '%s',
  (_name, operation) => {
    const endpoint = endpointOf(operation.endpoint);
    it.each(refusals)(
      'committed, then answered %s: the retry ends in the record or OutcomeUnknownError, committed once',
      async (_what, fault) => {
        const params = await operation.prepare(bench());
        const match = matchCall(endpoint.path, keysOf(endpoint, params));
        bench().proxy.plan(match, fault);
        const settled = await settle(bench().client.call(endpoint, params as never));
        expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(1);
        expect(!settled.ok && isGatewayError(settled.error)).toBe(false);
        // The refusal said "nothing was done", so the call was sent again, and the sandbox refused it.
        expect(bench().proxy.forwarded(match)).toHaveLength(2);
      },
    );
  },
);
