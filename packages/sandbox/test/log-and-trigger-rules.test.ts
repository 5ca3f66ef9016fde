import { describe, expect, it } from 'vitest';
import { triggerPlan, triggerTarget } from '../src/control/trigger-plan.js';
import { LogChanges } from '../src/logging/log-changes.js';
import { formatLogCursor, logEventsAfter, parseLogCursor } from '../src/logging/log-events.js';
import type { RequestLogEntry } from '../src/logging/request-log.js';
import type { DeliveryLogEntry } from '../src/notifications/types.js';

describe('which record trigger moves for an event', () => {
  it.each([
    ['payment.success', { kind: 'payment', move: 'complete' }],
    ['direct.debit.failed', { kind: 'payment', move: 'fail' }],
    ['disbursement.failed', { kind: 'payout', move: 'fail' }],
    ['payment.refund.success', { kind: 'refund', move: 'complete' }],
    ['toString', undefined],
    ['coupon.issued', undefined],
  ])('%s: %j', (event, plan) => expect(triggerPlan(event)).toEqual(plan));

  const pending = (order: string, createdAt: number, status = 'PENDING') => ({ order, status, createdAt });
  it.each([
    ['the one named, whatever its state', 'ASKED', [pending('A', 1)], 'ASKED'],
    ['else the newest PENDING one', undefined, [pending('A', 1), pending('B', 3), pending('C', 5, 'COMPLETED')], 'B'],
    ['none when nothing is PENDING', undefined, [pending('A', 1, 'FAILED')], undefined],
  ])('%s', (_, asked, candidates, expected) => expect(triggerTarget(asked, candidates)).toBe(expected));
});

describe('the log read after a cursor', () => {
  const request = (id: number, at: number, path = '/open-api/payment/generate'): RequestLogEntry => ({
    id,
    at,
    method: 'POST',
    path,
    appId: 'app',
    httpStatus: 200,
    code: 10000,
    message: 'Success',
    fault: null,
    durationMs: 1,
    requestBody: null,
    responseBody: null,
  });
  const delivery = (at: number, eventName = 'payment.success'): DeliveryLogEntry => ({
    id: 'NT1',
    url: 'http://127.0.0.1:9/n',
    eventName,
    attempt: 1,
    status: 'acknowledged',
    willRetry: false,
    at: new Date(at).toISOString(),
    param: '{}',
  });
  const requests = [request(1, 1000), request(2, 3000, '/open-api/payment/query')];
  const deliveries = [delivery(2000), delivery(4000, 'payment.failed')];

  it.each([
    ['from the start: everything, by time', '0.0', undefined, ['r1', 'd1', 'r2', 'd2'], '2.2'],
    ['after a cursor: only what is newer', '1.1', undefined, ['r2', 'd2'], '2.2'],
    ['filtered: the matches, the cursor past every event read', '0.0', 'payment.failed', ['d2'], '2.2'],
    ['at the end: nothing, the same cursor', '2.2', undefined, [], '2.2'],
    ['no cursor text: from the start', 'junk', 'PAYMENT/QUERY', ['r2'], '2.2'],
  ])('%s', (_, after, filter, expected, cursor) => {
    const page = logEventsAfter(requests, deliveries, parseLogCursor(after), filter);
    expect(page.events.map((event) => (event.kind === 'request' ? `r${event.id}` : `d${event.seq}`))).toEqual(expected);
    expect(page.cursor).toBe(cursor);
  });

  it('writes a cursor as it reads it', () => {
    expect(parseLogCursor(formatLogCursor({ requests: 12, deliveries: 3 }))).toEqual({ requests: 12, deliveries: 3 });
  });
});

describe('a wait for the log to change', () => {
  it('ends at the next change, and at close, after which no wait waits', async () => {
    const changes = new LogChanges();
    const first = changes.next(600_000);
    changes.changed();
    await first;
    const second = changes.next(600_000);
    changes.close();
    await second;
    expect(changes.closed).toBe(true);
    // A long-poll in flight at close must not spin or hold the sandbox until its deadline.
    await changes.next(600_000);
  });
});
