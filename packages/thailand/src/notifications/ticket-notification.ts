import { type InferData, NotificationTransactionStatusSchema, openEnum } from '@lintas/core';
import * as v from 'valibot';

/**
 * `ticket.status.processing`, `ticket.status.rejected`, `ticket.status.closed`: the gateway's support
 * took up, rejected or closed a ticket about an abnormal transaction, and tells the transaction's status
 * (BluePay J&T). `ticketStatus` arrives as the table spells it (`CLOSED`) or mixed case
 * (`Closed`), so compare it case-insensitively.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { TicketNotificationSchema } from '@lintas/thailand';
 *
 * // Re-check a payload you stored from a 'ticket.status.closed' notification.
 * const payload = v.parse(TicketNotificationSchema, JSON.parse(storedParam));
 * ```
 */
// https://jtdocs.bluepay.asia/en/AbnormalTranIssue/ProcessingResultNotification.html
export const TicketNotificationSchema = v.looseObject({
  /** The gateway's id of the ticket. */
  ticketId: v.string(),
  /** `CLOSED`, `PROCESSING`, `REJECTED` or `PENDING`, in the case the gateway sends. */
  ticketStatus: v.optional(openEnum(['CLOSED', 'PROCESSING', 'REJECTED', 'PENDING', 'Closed'])),
  /** The status of the transaction the ticket is about, as support found it. */
  transactionStatus: v.optional(NotificationTransactionStatusSchema),
  /** The support's reply; may be empty. */
  customerServiceReply: v.optional(v.string()),
});

/** The payload of `ticket.status.processing`, `.rejected` and `.closed`. */
export type TicketNotificationPayload = InferData<typeof TicketNotificationSchema>;
