import type { NotificationAnswer } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { snapNotificationAnswer } from './snap-notification-answer.js';

/** What the sender reads of an answer: HTTP status, SNAP's `responseCode`, and when to come back. */
type Row = readonly [status: number, responseCode: string, retryAfter: string | null];

// One row per answer of the delivery loop: a new answer fails the type check until it has its row here.
const rows: { readonly [TAnswer in NotificationAnswer]: Row } = {
  acknowledge: [200, '2005200', null],
  reply: [200, '2005200', null],
  'not-post': [405, '4055200', null],
  'too-large': [413, '4135200', null],
  unsigned: [401, '4015200', null],
  malformed: [400, '4005200', null],
  'url-mismatch': [401, '4015200', null],
  'not-confirmed': [404, '4045201', null],
  unhandled: [500, '5005200', null],
  unproven: [500, '5005200', null],
  busy: [503, '5035200', '5'],
  'not-yet': [503, '5035200', '5'],
  unavailable: [503, '5035200', '5'],
  failed: [500, '5005201', null],
};

describe('snapNotificationAnswer', () => {
  it.each(Object.entries(rows))('answers %s as %j', async (answer, [status, responseCode, retryAfter]) => {
    const response = snapNotificationAnswer(answer as NotificationAnswer, { maxBodyBytes: 65_536 });
    const body = (await response.json()) as { responseCode: string; responseMessage: string };
    expect([response.status, body.responseCode, response.headers.get('retry-after')]).toEqual([
      status,
      responseCode,
      retryAfter,
    ]);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(body.responseMessage).not.toBe('');
  });

  it('answers a store that failed or did not answer in time as SNAP delivers again, never as a failure of its own', async () => {
    const response = snapNotificationAnswer('unavailable', { maxBodyBytes: 65_536, error: new Error('ECONNREFUSED') });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      responseCode: '5035200',
      responseMessage: 'Service Unavailable. Send it again later',
    });
  });
});
