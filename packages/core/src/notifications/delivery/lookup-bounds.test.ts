import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '../../define-endpoint.js';
import { defineNotification } from '../define-notification.js';
import type { AnyNotification } from '../notification.js';
import type { NotificationConfirmer } from '../notification-handler-options.js';
import { PaymentNotificationSchema } from '../schemas/payment-notification.js';
import { createLookupGuard } from './lookup-guard.js';
import { createLookupLimit } from './lookup-limit.js';
import { createVerdictMemo } from './verdict-memo.js';

describe('the limit of lookups per second', () => {
  it('allows perSecond lookups in any sliding second, and the next once the oldest is a second old', () => {
    let now = 0;
    const limit = createLookupLimit(3, () => now);
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([true, true, true, false]);
    now = 999;
    expect(limit.take()).toBe(false);
    now = 1000;
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([true, true, true, false]);
  });
});

describe('the memo of verdicts', () => {
  const confirmed = { fact: 'confirmed', record: { id: 1 } } as const;
  it('recalls a verdict within its window, for the same signed param only, and forgets the oldest first', () => {
    let now = 0;
    const memo = createVerdictMemo(1000, 2, () => now);
    memo.remember('payment.success:TX1', 'digest-1', confirmed);
    memo.remember('payment.success:TX2', 'digest-2', { fact: 'not-found', error: new Error('x') });
    expect(memo.recall('payment.success:TX1', 'digest-1')).toBe(confirmed);
    expect(memo.recall('payment.success:TX1', 'another text')).toBeUndefined();
    expect(memo.recall('payment.success:TX2', 'digest-2')?.fact).toBe('not-found');
    memo.remember('payment.success:TX3', 'digest-3', confirmed);
    expect(memo.recall('payment.success:TX1', 'digest-1')).toBeUndefined();
    now = 1000;
    expect(memo.recall('payment.success:TX3', 'digest-3')).toBeUndefined();
  });

  it('remembers no answer that may change: pending, unavailable, limited, failed', () => {
    const memo = createVerdictMemo(1000, 10);
    for (const fact of ['pending', 'unavailable', 'limited', 'failed'] as const) {
      memo.remember(`k-${fact}`, 'd', { fact, error: new Error(fact) });
      expect(memo.recall(`k-${fact}`, 'd')).toBeUndefined();
    }
  });
});

describe('the lookups of a handler', () => {
  const queryThing = defineEndpoint({
    path: '/open-api/thing/query',
    params: v.strictObject({ transactionId: v.string() }),
    data: v.looseObject({ transactionId: v.string() }),
    retry: 'read',
  });
  const definition = defineNotification({
    kind: 'payment',
    schema: PaymentNotificationSchema,
    key: ['transactionId'],
    async confirm(payload, { call }) {
      const record = await call(queryThing, { transactionId: payload.transactionId });
      return { record, members: { transactionId: record.transactionId } };
    },
  });
  const notification = (transactionId: string, param = `{"transactionId":"${transactionId}"}`) =>
    ({
      known: true,
      eventName: 'payment.success',
      kind: 'payment',
      payload: { eventName: 'payment.success', transactionId },
      key: `payment.success:${transactionId}`,
      param,
      sign: 's',
    }) as AnyNotification;

  /** A merchant's client whose lookups answer after `ms`, counting them and the options they carry. */
  function confirmer(ms: number) {
    const seen = { lookups: 0, options: [] as unknown[] };
    const client: NotificationConfirmer = {
      async call(_endpoint, params, options) {
        seen.lookups += 1;
        seen.options.push(options);
        await new Promise((resolve) => setTimeout(resolve, ms));
        return params as never;
      },
    };
    return { client, seen };
  }

  it('runs one lookup per notification at a time, remembers its verdict, and refuses beyond the limit', async () => {
    const guard = createLookupGuard({
      deadlineMs: 1000,
      limit: createLookupLimit(2),
      verdicts: createVerdictMemo(60_000, 100),
    });
    const { client, seen } = confirmer(50);
    const first = await Promise.all(
      Array.from({ length: 20 }, () => guard.confirm(notification('TX1'), [definition], client)),
    );
    expect(first.every((confirmation) => confirmation.fact === 'confirmed')).toBe(true);
    expect(seen.lookups).toBe(1);
    expect((await guard.confirm(notification('TX1'), [definition], client)).fact).toBe('confirmed');
    expect(seen.lookups).toBe(1);
    expect((await guard.confirm(notification('TX2'), [definition], client)).fact).toBe('confirmed');
    expect((await guard.confirm(notification('TX3'), [definition], client)).fact).toBe('limited');
    expect(seen.lookups).toBe(2);
    // One request each, under a signal: no retries, and an end within the deadline.
    expect(seen.options[0]).toMatchObject({ retry: { limit: 0 }, signal: expect.any(AbortSignal) });
  });

  it('shares a lookup and a verdict only with the same signed text: another param under the key is looked up', async () => {
    const guard = createLookupGuard({ deadlineMs: 1000, limit: undefined, verdicts: createVerdictMemo(60_000, 100) });
    const { client, seen } = confirmer(50);
    const other = notification('TX1', '{"transactionId":"TX1","amount":"1"}');
    await Promise.all([
      guard.confirm(notification('TX1'), [definition], client),
      guard.confirm(other, [definition], client),
    ]);
    expect(seen.lookups).toBe(2);
    await guard.confirm(other, [definition], client);
    expect(seen.lookups).toBe(2);
  });
});
