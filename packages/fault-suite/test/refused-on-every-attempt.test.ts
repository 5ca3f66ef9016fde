// A refusal that says "nothing was done" (HTTP 429 or 408, code 21020) may come after the gateway
// committed: from a proxy, or a gateway that rate-limits after committing. Here the first attempt
// reaches the sandbox, which commits, and is answered with the refusal; every retry is refused the same
// way without reaching the sandbox, until the retries run out. The call must end in the record or
// OutcomeUnknownError, never in the refusal: a merchant who reads "rate limited" as "not done" pays out
// again under a new order id. A write that looks itself up instead of resending (a recovery without a
// duplicate refusal: thailand.createTicket) then finds the record.
import { type AnyEndpoint, isGatewayError, isHttpStatusError, isOutcomeUnknownError } from '@lintas/core';
import { type Fault, matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, operationName } from '../src/money-moving-operations.js';
import { expectSafeOutcome, settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

/** A write with a recovery but no duplicate refusal: never resent after a commit, it looks itself up. */
const looksItselfUp = (endpoint: AnyEndpoint) =>
  endpoint.retry !== 'read' && endpoint.retry.recover !== undefined && !endpoint.retry.duplicateCodes?.length;

/** The refusal after the commit, then the same refusal before forwarding for each retry. */
const refusals: [string, Fault, Fault][] = [
  ['HTTP 429', { kind: 'status-after', status: 429 }, { kind: 'status-before', status: 429 }],
  ['HTTP 408', { kind: 'status-after', status: 408 }, { kind: 'status-before', status: 408 }],
  ['code 21020', { kind: 'code-after', code: 21020 }, { kind: 'code-before', code: 21020 }],
];

describe.concurrent.each(moneyMovingOperations.map((operation) => [operationName(operation), operation] as const))(
  '%s',
  (_name, operation) => {
    const endpoint = endpointOf(operation.endpoint);
    it.each(refusals)(
      'committed, then answered %s on every attempt until the retries run out: OutcomeUnknownError or the record found, committed once',
      async (_what, afterCommit, beforeForwarding) => {
        const params = await operation.prepare(bench());
        const match = matchCall(endpoint.path, keysOf(endpoint, params));
        // The client's default of two retries: three attempts, each refused.
        bench().proxy.plan(match, afterCommit, beforeForwarding, beforeForwarding);
        const settled = await settle(bench().client.call(endpoint, params as never));
        expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(1);
        expect(!settled.ok && (isHttpStatusError(settled.error) || isGatewayError(settled.error))).toBe(false);
        if (looksItselfUp(endpoint)) expect(settled.ok, 'its lookup finds the record').toBe(true);
        else expect(!settled.ok && isOutcomeUnknownError(settled.error) && settled.error.attempts).toBe(3);
        expect(bench().proxy.requests.filter(match)).toHaveLength(3);
        expect(bench().proxy.forwarded(match)).toHaveLength(1);
      },
    );
  },
);
