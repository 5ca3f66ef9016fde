import { defineEndpoint, type InferData, openEnum } from '@lintas/core';
import * as v from 'valibot';

// https://jtdocs.bluepay.asia/en/AbnormalTranIssue/SearchDisResult.html: param requestId or ticketNo
// ("Please provide either"), its example sends both; the answer's table and example.

/** A ticket's id or your request's id: non-empty text. */
const IdSchema = v.pipe(
  v.string(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(64, 'must be at most 64 characters'),
);

/** Params of {@link queryTicket}: the ticket's number, your request id, or both. */
export const QueryTicketParamsSchema = v.pipe(
  v.strictObject({
    /** Your id of the request that opened the ticket (`createTicket`'s `requestId`). */
    requestId: v.optional(IdSchema),
    /** The gateway's ticket number (`createTicket`'s `ticketNo`, a notification's `ticketId`). */
    ticketNo: v.optional(IdSchema),
  }),
  v.forward(
    v.partialCheck(
      [['requestId'], ['ticketNo']],
      (input) => input.requestId !== undefined || input.ticketNo !== undefined,
      'give requestId or ticketNo',
    ),
    ['ticketNo'],
  ),
);

/** Where a ticket stands: `PENDING`, `PROCESSING`, then `REJECTED` or `CLOSED`; other values may arrive. */
export const TicketStatusSchema = openEnum(['PENDING', 'PROCESSING', 'REJECTED', 'CLOSED']);

/** Data of {@link queryTicket}. */
export const QueryTicketDataSchema = v.looseObject({
  /** The gateway's ticket number. */
  ticketNo: v.string(),
  /** `PENDING`, `PROCESSING`, `REJECTED` or `CLOSED`; other values may arrive. */
  ticketStatus: TicketStatusSchema,
  /** The transaction's status as support found it: `PENDING`, `COMPLETED`, `FAILED` or `VOIDED`; other values may arrive. */
  transactionStatus: v.nullish(openEnum(['PENDING', 'COMPLETED', 'FAILED', 'VOIDED'])),
});

/** What {@link queryTicket} takes. */
export type QueryTicketParams = v.InferInput<typeof QueryTicketParamsSchema>;
/** What {@link queryTicket} resolves with. */
export type QueryTicketData = InferData<typeof QueryTicketDataSchema>;

/**
 * Looks up a ticket about an abnormal transaction, by its number or by your request id, with what the
 * gateway's support decided: `POST /open-api/bluepay/abnormalTransIssue/searchDisResult`. An unknown
 * ticket is refused (21006). A read: retried on transient failures.
 */
export const queryTicket = defineEndpoint({
  path: '/open-api/bluepay/abnormalTransIssue/searchDisResult',
  params: QueryTicketParamsSchema,
  data: QueryTicketDataSchema,
  retry: 'read',
});
