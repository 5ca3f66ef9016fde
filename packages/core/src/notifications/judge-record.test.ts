import { describe, expect, it } from 'vitest';
import type { NotificationStatusRule } from './define-notification.js';
import type { ConfirmationFact } from './delivery/decide-delivery.js';
import { judgeRecord } from './judge-record.js';
import { statusContradiction } from './notification-status.js';
import { completedStatuses, failedStatuses } from './transaction-events.js';

const settled = [...completedStatuses, ...failedStatuses];
const rules: Record<string, NotificationStatusRule> = {
  'payment.success': { member: 'transactionStatus', outcome: completedStatuses, settled },
  'payment.failed': { member: 'transactionStatus', outcome: failedStatuses, settled },
  'token.create.success': { member: 'tokenStatus', outcome: ['ACTIVED'], settled: ['INACTIVED'] },
  'token.cancel.success': { member: 'tokenStatus', outcome: ['INACTIVED'], settled: ['INACTIVED'] },
  'payment.refund.cancel': { member: 'refundStatus', settled: ['COMPLETE', 'FAILED', 'CANCEL'] },
};

// Each row: the event, the status the notification carries ("-" for none), the record's status, and
// what the lookup's answer is judged (the other members agree).
const table = `
payment.success        COMPLETED   COMPLETED   confirmed
payment.success        COMPLETED   SUCCESS     confirmed
payment.success        success     Complete    confirmed
payment.success        COMPLETED   PENDING     pending
payment.success        COMPLETED   PROCESSING  pending
payment.success        COMPLETED   REVIEWING   pending
payment.success        COMPLETED   FAILED      differs
payment.success        COMPLETED   CLOSED      differs
payment.success        -           COMPLETED   confirmed
payment.success        -           FAILED      differs
payment.failed         FAILED      FAILED      confirmed
payment.failed         FAILED      PENDING     pending
payment.failed         FAILED      COMPLETED   differs
payment.failed         CLOSED      CLOSED      confirmed
token.create.success   ACTIVED     ACTIVED     confirmed
token.create.success   -           ACTIVED     confirmed
token.create.success   -           INACTIVED   differs
token.create.success   ACTIVED     INACTIVED   differs
token.cancel.success   INACTIVED   INACTIVED   confirmed
token.cancel.success   INACTIVED   ACTIVED     pending
token.cancel.success   -           ACTIVED     pending
payment.refund.cancel  CANCEL      CANCEL      confirmed
payment.refund.cancel  CANCEL      PENDING     pending
payment.refund.cancel  CANCEL      COMPLETE    differs
payment.refund.cancel  -           COMPLETE    confirmed
`;

const rows = table
  .trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/) as [string, string, string, ConfirmationFact]);

describe("the judgement of a lookup's record", () => {
  it.each(rows)('%s notified %s, recorded %s: %s', (eventName, notified, recorded, fact) => {
    const rule = rules[eventName] as NotificationStatusRule;
    const payload = { id: 'X1', ...(notified === '-' ? {} : { [rule.member]: notified }) };
    const found = { record: { recorded }, members: { id: 'X1', [rule.member]: recorded } };
    expect(judgeRecord(eventName, payload, found, rule).fact).toBe(fact);
  });

  it('refuses a record whose other members differ, even one still pending, naming every member that differs', () => {
    const rule = rules['payment.success'] as NotificationStatusRule;
    const payload = { transactionId: 'TX1', amount: 100, transactionStatus: 'COMPLETED' };
    const found = { record: {}, members: { transactionId: 'TX2', amount: '100', transactionStatus: 'PENDING' } };
    const judged = judgeRecord('payment.success', payload, found, rule);
    expect(judged).toMatchObject({ fact: 'differs', error: { fields: ['transactionId', 'transactionStatus'] } });
  });

  it('is not found without a record, and differs when nothing can be compared', () => {
    expect(judgeRecord('payment.success', {}, undefined, undefined).fact).toBe('not-found');
    expect(judgeRecord('payment.success', { a: 1 }, { record: {}, members: { b: 2, c: null } }, undefined).fact).toBe(
      'differs',
    );
  });
});

describe("a status that contradicts its event's name", () => {
  it.each([
    ['payment.success', 'FAILED', true],
    ['payment.success', 'PENDING', true],
    ['payment.success', 'Success', false],
    ['payment.failed', 'COMPLETED', true],
    ['payment.failed', 'CLOSED', false],
    ['token.create.success', 'INACTIVED', true],
    ['payment.refund.cancel', 'COMPLETE', false],
  ] as const)('%s that says %s: %s', (eventName, status, contradicts) => {
    const rule = rules[eventName] as NotificationStatusRule;
    expect(statusContradiction(eventName, rule, { [rule.member]: status }) !== undefined).toBe(contradicts);
  });

  it('names the member, the value and what the event announces', () => {
    expect(statusContradiction('payment.success', rules['payment.success'], { transactionStatus: 'FAILED' })).toEqual({
      path: 'transactionStatus',
      message: 'is FAILED, which contradicts payment.success (it announces COMPLETED, COMPLETE, SUCCESS)',
    });
    expect(statusContradiction('payment.success', rules['payment.success'], {})).toBeUndefined();
  });
});
