import type { SandboxContext } from '../context.js';
import type { TicketRecord } from '../state/records.js';

/**
 * Sends the ticket's new status to its `notifyUrl` as `ticket.status.processing`, `.rejected` or
 * `.closed` (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/ProcessingResultNotification.html): its
 * `ticketId`, `ticketStatus` (mixed case, `Closed`, as the page's example spells it), `transactionStatus`
 * and the support's reply (empty when none, as the example shows).
 */
export function notifyTicket(sandbox: SandboxContext, ticket: TicketRecord): void {
  if (ticket.ticketStatus === 'PENDING') return;
  const status = ticket.ticketStatus.toLowerCase();
  sandbox.notifier.send(ticket.notifyUrl, `ticket.status.${status}`, {
    customerServiceReply: ticket.customerServiceReply ?? '',
    ticketId: ticket.ticketNo,
    ticketStatus: `${ticket.ticketStatus.charAt(0)}${status.slice(1)}`,
    transactionStatus: ticket.transactionStatus,
  });
}
