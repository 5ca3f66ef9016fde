// Finding 4: only the caller's own properties are validated and signed. The proxy records the `param`
// each attempt carried to the sandbox, so what was signed and sent is read on the wire.
import { matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, operationName, type Params } from '../src/money-moving-operations.js';
import { expectSafeOutcome, settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

/** Members an attacker's merge could put on a prototype: each is a field of some operation. */
const inherited = {
  remark: 'inherited remark',
  payToken: 'PT-attacker',
  mobile: '09170000000',
  redirectUrl: 'https://attacker.example/',
};

describe.each(moneyMovingOperations.map((operation) => [operationName(operation), operation] as const))(
  '%s',
  (_name, operation) => {
    const endpoint = endpointOf(operation.endpoint);

    it('sends its own params only: inherited and polluted members never reach the sandbox', async () => {
      const params = await operation.prepare(bench());
      const match = matchCall(endpoint.path, keysOf(endpoint, params));
      const withPrototype = Object.assign(Object.create(inherited) as Params, params);
      Object.defineProperty(Object.prototype, 'payToken', { value: 'PT-polluted', configurable: true, writable: true });
      let call: ReturnType<typeof settle>;
      try {
        // A call takes its params as it starts: they are validated and signed before anything is awaited.
        // The pollution is undone before the sandbox, which runs in this process, reads the request: a
        // gateway in another process never shares it.
        call = settle(bench().client.call(endpoint, withPrototype as never));
      } finally {
        delete (Object.prototype as Record<string, unknown>)['payToken'];
      }
      const settled = await call;
      expect(settled.ok, `resolved: ${settled.ok || String(settled.error)}`).toBe(true);
      expect(expectSafeOutcome(bench(), operation, params, settled)).toHaveLength(1);
      const [sent] = bench().proxy.forwarded(match);
      const { timestamp, ...business } = sent?.param ?? {};
      expect(typeof timestamp).toBe('number');
      expect(business).toEqual(params);
    });
  },
);
