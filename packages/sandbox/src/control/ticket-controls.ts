import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { notifyTicket } from '../notifications/ticket-notification.js';
import type { TicketRecord, TicketStatus } from '../state/records.js';
import { parseInput } from './parse-input.js';

/** What the gateway's support decides on a ticket. */
export interface TicketDecision {
  readonly ticketNo: string;
  /** `PROCESSING`, `REJECTED` or `CLOSED`. */
  readonly ticketStatus: Exclude<TicketStatus, 'PENDING'>;
  /** The transaction's status as support found it (`PENDING`, `COMPLETED`, `FAILED`, `VOIDED`); unchanged when absent. */
  readonly transactionStatus?: string;
  /** The support's reply to the merchant. */
  readonly customerServiceReply?: string;
}

/** Plays the gateway's support, which works the merchant's tickets. */
export interface TicketControls {
  /**
   * Moves a ticket to `ticketStatus` and notifies its `notifyUrl` (`ticket.status.processing`,
   * `.rejected` or `.closed`); a closed or rejected ticket is refused (409).
   */
  decideTicket(input: TicketDecision): TicketRecord;
}

const decisionSchema = v.object({
  ticketNo: v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty')),
  ticketStatus: v.picklist(['PROCESSING', 'REJECTED', 'CLOSED'], 'must be PROCESSING, REJECTED or CLOSED'),
  transactionStatus: v.optional(
    v.picklist(['PENDING', 'COMPLETED', 'FAILED', 'VOIDED'], 'must be a transaction status'),
  ),
  customerServiceReply: v.optional(v.string('must be a string')),
});

/** The ticket controls of a sandbox. */
export function ticketControls(sandbox: SandboxContext): TicketControls {
  return {
    decideTicket(input) {
      const decision = parseInput(decisionSchema, input);
      const ticket = sandbox.store.tickets.get(decision.ticketNo);
      if (!ticket) throw new SandboxControlError('not_found', `No ticket has ticketNo ${decision.ticketNo}`);
      if (ticket.ticketStatus === 'CLOSED' || ticket.ticketStatus === 'REJECTED')
        throw new SandboxControlError('invalid_state', `Ticket ${ticket.ticketNo} is ${ticket.ticketStatus} already`);
      ticket.ticketStatus = decision.ticketStatus;
      ticket.transactionStatus = decision.transactionStatus ?? ticket.transactionStatus;
      ticket.customerServiceReply = decision.customerServiceReply ?? ticket.customerServiceReply;
      ticket.updatedAt = sandbox.now();
      notifyTicket(sandbox, ticket);
      return structuredClone(ticket);
    },
  };
}
