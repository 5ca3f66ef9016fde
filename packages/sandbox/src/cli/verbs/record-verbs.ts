import { integerOption, textOption, type Verb, type VerbInput } from './verb.js';

interface Moved {
  readonly mchOrderId?: string;
  readonly mchRefundOrderId?: string;
  readonly transactionId?: string;
  readonly status?: string;
  readonly failedCode?: number | null;
  readonly failedMessage?: string | null;
}

function moved(input: VerbInput, what: string, record: unknown): void {
  const { mchOrderId, transactionId, status, failedCode, failedMessage } = record as Moved;
  const failure = failedCode ? ` (${failedCode} ${failedMessage ?? ''})` : '';
  input.print(`${what} ${mchOrderId ?? ''} ${transactionId ?? ''}: ${status ?? '?'}${failure}`.replace(/ {2,}/g, ' '));
}

function move(name: string, summary: string, path: string, what: string): Verb {
  return {
    name,
    usage: '<mchOrderId>',
    summary,
    required: ['mchOrderId'],
    options: {},
    run: async (input) => moved(input, what, await input.control('POST', path, { mchOrderId: input.args[0] })),
  };
}

/** `pay`, `fail`, `expire`, `complete-payout`: a payer's or a channel's move on a PENDING record, notified. */
export const RECORD_VERBS: readonly Verb[] = [
  move('pay', 'The payer pays: the payment COMPLETED, its notification sent', '/payments/complete', 'payment'),
  {
    name: 'fail',
    usage: '<mchOrderId> [--code=<failedCode>] [--message <failedMessage>]',
    summary: 'The channel refuses the payment: FAILED (default -10004), its notification sent',
    required: ['mchOrderId'],
    options: { code: { type: 'string' }, message: { type: 'string' } },
    async run(input) {
      const failedCode = integerOption(input.values, 'code');
      const failedMessage = textOption(input.values, 'message');
      const body = {
        mchOrderId: input.args[0],
        ...(failedCode === undefined ? {} : { failedCode }),
        ...(failedMessage === undefined ? {} : { failedMessage }),
      };
      moved(input, 'payment', await input.control('POST', '/payments/fail', body));
    },
  },
  move(
    'expire',
    'The payer never pays: the payment FAILED as expired, its notification sent',
    '/payments/expire',
    'payment',
  ),
  move('complete-payout', 'The payout COMPLETED, disbursement.success sent', '/payouts/complete', 'payout'),
  {
    name: 'trigger',
    usage: '<event> [--for <mchOrderId>]',
    summary: 'Sends <event> by moving its record: the one named, or the newest PENDING one',
    required: ['event'],
    options: { for: { type: 'string' } },
    async run(input) {
      const mchOrderId = textOption(input.values, 'for');
      const body = { eventName: input.args[0], ...(mchOrderId === undefined ? {} : { mchOrderId }) };
      const triggered = (await input.control('POST', '/notifications/trigger', body)) as Record<string, string>;
      input.print(
        `${triggered['eventName']}: ${triggered['kind']} ${triggered['mchOrderId']} is ${triggered['status']}`,
      );
    },
  },
  {
    name: 'replay',
    usage: '<notification id>',
    summary: 'Delivers a notification again, as sent (its id: the NT... that logs shows)',
    required: ['notification id'],
    options: {},
    async run(input) {
      const resent = (await input.control('POST', '/notifications/resend', { id: input.args[0] })) as Record<
        string,
        string
      >;
      input.print(`replaying ${resent['eventName']} ${resent['id']} to ${resent['url']}`);
    },
  },
];
