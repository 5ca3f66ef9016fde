import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type TicketNotificationPayload, TicketNotificationSchema } from './ticket-notification.js';

// https://jtdocs.bluepay.asia/en/AbnormalTranIssue/ProcessingResultNotification.html sends `Closed`.
const closed = {
  eventName: 'ticket.status.closed',
  ticketId: 'TK-1',
  ticketStatus: 'Closed',
  transactionStatus: 'COMPLETED',
  customerServiceReply: '',
};

describe('TicketNotificationSchema', () => {
  it('reads the page’s mixed-case status, and refuses a ticket without its id', () => {
    expect(v.parse(TicketNotificationSchema, closed)).toMatchObject({ ticketId: 'TK-1', ticketStatus: 'Closed' });
    const { ticketId: _id, ...unnamed } = closed;
    expect(v.safeParse(TicketNotificationSchema, unnamed).success).toBe(false);
  });

  it('types the ticket’s id and its optional status', () => {
    expectTypeOf<TicketNotificationPayload['ticketId']>().toEqualTypeOf<string>();
    expectTypeOf<TicketNotificationPayload['ticketStatus']>().toExtend<string | undefined>();
  });
});
