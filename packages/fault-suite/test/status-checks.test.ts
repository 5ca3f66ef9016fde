// After OutcomeUnknownError, the way on: the error names the status check of its operation (the one its
// recovery runs, as a client method) and links the going-live guide. For every money-moving operation of
// every family, over HTTP to the sandbox with its answer lost after the commit: the message names the
// check, and the check, called as named with the call's keys, finds the record the gateway committed.
// Where the gateway's pages document no check, the message says so. A write that looks itself up
// instead of resending (a recovery without a duplicate refusal: thailand.createTicket) resolves with
// the record its check finds.
import { readFileSync } from 'node:fs';
import { type AnyEndpoint, isOutcomeUnknownError, type StatusCheck } from '@lintas/core';
import { matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { allEndpoints, endpointOf, keysOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, operationName } from '../src/money-moving-operations.js';
import { expectSafeOutcome, settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();
const guide =
  'https://github.com/lintas-sdk/lintas/blob/main/packages/core/docs/going-live.md#7-when-an-answer-is-lost-status-checks-the-journal-and-lintas-reconcile';

const statusCheckOf = (endpoint: AnyEndpoint): StatusCheck | undefined =>
  endpoint.retry === 'read' ? undefined : endpoint.retry.statusCheck;

/** A write with a recovery but no duplicate refusal: never resent after a commit, it looks itself up. */
const looksItselfUp = (endpoint: AnyEndpoint) =>
  endpoint.retry !== 'read' && endpoint.retry.recover !== undefined && !endpoint.retry.duplicateCodes?.length;

/** A write that moves no money (`movesMoney: false`): its README row, not the money table, names its check. */
const movesNoMoney = (endpoint: AnyEndpoint) => endpoint.retry !== 'read' && endpoint.retry.movesMoney === false;

/** How the message writes a check: `client.neutral.queryPayout({ mchOrderId, countryCode: 'PH' })`. */
const written = (check: StatusCheck) =>
  `client.${check.method}({ ${[...check.params, ...Object.entries(check.fixed ?? {}).map(([name, value]) => `${name}: '${value}'`)].join(', ')} })`;

describe('the status check of every write', () => {
  const writes = allEndpoints().filter(([, endpoint]) => statusCheckOf(endpoint) !== undefined);

  it('is declared on the writes whose recovery looks the record up', () => {
    expect(writes.length).toBeGreaterThanOrEqual(11);
  });

  it.each(writes)("%s: is written in its family's README as the error writes it", (name, endpoint) => {
    const folder = (name.split('.')[0] ?? '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const readme = readFileSync(new URL(`../../${folder}/README.md`, import.meta.url), 'utf8');
    const check = statusCheckOf(endpoint) as StatusCheck;
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${name.split('.')[1]}\` | \`/`));
    if (movesNoMoney(endpoint)) expect(row).toContain(`\`${check.method.split('.')[1]}\``);
    else expect(readme).toContain(`| \`${name.split('.')[1]}\` | \`${written(check)}\``);
  });

  it.each(writes)('%s: names a read of a family, the one its recovery calls', async (_name, endpoint) => {
    const check = statusCheckOf(endpoint) as StatusCheck;
    const named = allEndpoints().find(([candidate]) => candidate === check.method)?.[1];
    expect(named?.retry, `${check.method} is a read of a family`).toBe('read');
    expect(check.page).toMatch(/^https:\/\//);
    // The recovery's lookup runs through `call`: it calls the endpoint at the check's path.
    const called: string[] = [];
    const recover = (endpoint.retry as unknown as { recover: (context: unknown) => Promise<unknown> }).recover;
    await recover({
      params: { mchOrderId: 'probe', originalTransactionId: 'probe', countryCode: 'PH', amount: 1 },
      call: async (next: AnyEndpoint) => {
        called.push(next.path);
        throw new Error('probe');
      },
      signal: undefined,
      refusal: undefined,
    }).catch(() => undefined);
    expect(called[0]).toBe(named?.path);
  });
});

describe.each(moneyMovingOperations.map((operation) => [operationName(operation), operation] as const))(
  '%s, its answer lost after the gateway committed it',
  (_name, operation) => {
    const endpoint = endpointOf(operation.endpoint);
    const check = statusCheckOf(endpoint);

    it('rejects with OutcomeUnknownError naming its status check and the guide, or looks itself up; the check finds the record', async () => {
      const live = bench();
      const params = await operation.prepare(live);
      live.proxy.plan(matchCall(endpoint.path, keysOf(endpoint, params)), { kind: 'drop-after' });
      const client = await live.clientWith({ retry: { limit: 0 } });
      const settled = await settle(client.call(endpoint, params as never));
      const committed = operation.committed(live.sandbox.state(), params);
      expect(committed).toHaveLength(1);
      if (looksItselfUp(endpoint)) {
        expect(settled.ok, 'it looked the record up').toBe(true);
        expect(expectSafeOutcome(live, operation, params, settled)).toHaveLength(1);
      } else {
        const error = settled.ok ? undefined : settled.error;
        expect(isOutcomeUnknownError(error)).toBe(true);
        if (!isOutcomeUnknownError(error)) return;
        expect(error.message).toContain(guide);
        expect(error.statusCheck).toEqual(check);
        if (!check) {
          expect(error.message).toContain('no status check is documented for it');
          return;
        }
        expect(error.message).toContain(`check its status with ${written(check)} before anything else`);
      }
      if (!check) throw new Error(`${operation.endpoint} looks itself up without a status check`);
      // As the message says: the check's method, with the call's params of those names and the fixed ones.
      const [plugin, method] = check.method.split('.') as [string, string];
      const checkParams = {
        ...Object.fromEntries(check.params.map((name) => [name, params[name]])),
        ...check.fixed,
      };
      const namespace = (
        live.direct as unknown as Record<string, Record<string, (params: unknown) => Promise<unknown>>>
      )[plugin];
      const found = await namespace?.[method]?.(checkParams);
      const records = Array.isArray(found) ? found : [found];
      const [record] = committed as Record<string, unknown>[];
      expect(
        records.some((one) => {
          // The identity members the check returns (a check names them as the create answer does, or not at all).
          const shown = operation.identity.filter(([member]) => {
            const value = (one as Record<string, unknown>)[member];
            return value !== undefined && value !== null;
          });
          return (
            shown.length > 0 &&
            shown.every(([member, recordMember]) => (one as Record<string, unknown>)[member] === record?.[recordMember])
          );
        }),
        `${check.method} finds the committed record`,
      ).toBe(true);
    });
  },
);
