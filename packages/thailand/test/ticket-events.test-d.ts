import type { ConfirmedNotification } from '@lintas/core';
import { describe, expectTypeOf, it } from 'vitest';
import type { QueryTicketData, ThailandNotification, ThailandNotifications } from '../src/index.js';

type TicketEvent = 'ticket.status.rejected' | 'ticket.status.processing' | 'ticket.status.closed';

describe('the ticket events (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/ProcessingResultNotification.html)', () => {
  it('declare the three the page lists, each typed by its name, with the ticket and its status', () => {
    expectTypeOf<TicketEvent>().toExtend<keyof ThailandNotifications>();
    expectTypeOf<
      ThailandNotification<'ticket.status.rejected'>['eventName']
    >().toEqualTypeOf<'ticket.status.rejected'>();
    expectTypeOf<ThailandNotification<TicketEvent>['kind']>().toEqualTypeOf<'ticket'>();
    expectTypeOf<ThailandNotification<TicketEvent>['payload']>().toHaveProperty('ticketId');
    expectTypeOf<ThailandNotification<TicketEvent>['payload']>().toHaveProperty('ticketStatus');
  });

  it('are confirmed with queryTicket: a confirmed one carries its answer as the record', () => {
    expectTypeOf<
      ConfirmedNotification<ThailandNotifications, TicketEvent>['record']
    >().toEqualTypeOf<QueryTicketData>();
  });
});
