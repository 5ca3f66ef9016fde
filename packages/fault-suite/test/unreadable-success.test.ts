// Finding 1: a committed write whose success answer cannot be read (data of another shape, a body cut
// short, a 200 that is not JSON) must end in the committed record or OutcomeUnknownError, never in a
// ResponseFormatError the merchant could take for "nothing happened". The sandbox never answers a
// reshaped success after committing; the proxy forwards the call, lets the sandbox commit, and then
// changes the answer.
import { type Fault, matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, identifyingField, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, operationName } from '../src/money-moving-operations.js';
import { expectSafeOutcome, settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

function unreadable(field: string): [string, Fault][] {
  return [
    [`${field} removed from data`, { kind: 'reshape-after', change: 'remove', field }],
    [`${field} renamed in data`, { kind: 'reshape-after', change: 'rename', field }],
    [`${field} of another type`, { kind: 'reshape-after', change: 'retype', field }],
    ['a body cut short', { kind: 'truncate-after' }],
    ['a 200 that is not JSON', { kind: 'not-json-after' }],
  ];
}

describe.each(moneyMovingOperations.map((operation) => [operationName(operation), operation] as const))(
  '%s',
  (_name, operation) => {
    const endpoint = endpointOf(operation.endpoint);
    it.each(unreadable(identifyingField(endpoint)))(
      'committed, then answered with %s: the record or OutcomeUnknownError, committed once',
      async (_what, fault) => {
        const params = await operation.prepare(bench());
        const match = matchCall(endpoint.path, keysOf(endpoint, params));
        bench().proxy.plan(match, fault);
        const settled = await settle(bench().client.call(endpoint, params as never));
        expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(1);
        expect(!settled.ok && (settled.error as Error).name).not.toBe('ResponseFormatError');
        // The unreadable answer is resolved by a lookup, never by sending the write again.
        expect(bench().proxy.forwarded(match)).toHaveLength(1);
      },
    );
  },
);
