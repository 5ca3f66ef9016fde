// A write's success answer must identify the record it created: a checkout's `checkoutId` or
// `cashierUrl`, a proof file's `fileNo`. One whose `data` names none of them (here the sandbox's answer
// moved under another member, `{ result: {...}, version: 2 }`) cannot be acted on: the merchant has no
// cashier page to send the payer to and no file number to give. It is an unreadable answer, so an
// OutcomeUnknownError, never a success.
import { isOutcomeUnknownError, isResponseFormatError } from '@lintas/core';
import { matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, proofFileUpload } from '../src/money-moving-operations.js';
import { settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

const checkout = moneyMovingOperations.find((operation) => operation.endpoint === 'neutral.createCheckout');
const operations = [checkout, proofFileUpload].flatMap((operation) => (operation ? [operation] : []));

describe.each(operations.map((operation) => [operation.endpoint, operation] as const))('%s', (_name, operation) => {
  const endpoint = endpointOf(operation.endpoint);
  it('committed, then answered a success whose data identifies nothing: OutcomeUnknownError, sent once', async () => {
    const params = await operation.prepare(bench());
    const match = matchCall(endpoint.path, keysOf(endpoint, params));
    bench().proxy.plan(match, { kind: 'reshape-after', change: 'nest', field: '' });
    const settled = await settle(bench().client.call(endpoint, params as never));
    expect(settled.ok ? `resolved with ${JSON.stringify(settled.data)}` : isOutcomeUnknownError(settled.error)).toBe(
      true,
    );
    expect(!settled.ok && isOutcomeUnknownError(settled.error) && isResponseFormatError(settled.error.cause)).toBe(
      true,
    );
    expect(operation.committed(bench().sandbox.state(), params)).toHaveLength(1);
    expect(bench().proxy.forwarded(match)).toHaveLength(1);
  });
});
