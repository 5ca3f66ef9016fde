import { amountIn, DateSchema, defineEndpoint, HttpUrlSchema, type InferData, personalData } from '@lintas/core';
import * as v from 'valibot';
import { DeliveryOrderIdSchema } from '../schemas/delivery-order.js';
import { queryTicket } from './query-ticket.js';

// https://jtdocs.bluepay.asia/en/AbnormalTranIssue/AddIssueFromOpen.html: the param table, its example
// param (its proof images cut short in the copy read) and the answer's table; no example answer.

/** A Thai phone number as the page writes it: a mobile (06, 08 or 09 and 8 digits) or a landline (02–05 or 07 and 7 digits). */
const ThaiPhoneSchema = v.pipe(
  v.string(),
  v.regex(
    /^(0[689]\d{8}|0[2-57]\d{7})$/,
    'must be a mobile number (06, 08 or 09 and 8 digits) or a landline (02, 03, 04, 05 or 07 and 7 digits)',
  ),
  personalData(),
);

/** Who paid the transaction: `1` the rider, `2` the recipient, `3` another payer. */
export const payerTypes = [1, 2, 3] as const;

/** Params of {@link createTicket}. */
export const CreateTicketParamsSchema = v.pipe(
  v.strictObject({
    /** Your id of this request, to find the ticket by (`queryTicket`). */
    requestId: v.pipe(
      v.string(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(64, 'must be at most 64 characters'),
    ),
    /** The order id of the transaction the ticket is about: letters and digits, at most 32. */
    mchOrderId: DeliveryOrderIdSchema,
    /** The transaction's amount in satang. */
    amount: amountIn('THB'),
    /** What is wrong: `1`, an abnormal transaction status (the page's one value). */
    ticketType: v.picklist([1], 'must be 1 (abnormal transaction status)'),
    /** Who paid: `1` the rider, `2` the recipient, `3` another payer. */
    payerType: v.picklist(payerTypes, 'must be 1 (rider), 2 (recipient) or 3 (another payer)'),
    /** The courier's phone: a mobile (06, 08 or 09 and 8 digits) or a landline (02–05 or 07 and 7 digits). */
    courierMobile: ThaiPhoneSchema,
    /** The payer's phone, in the same format; required unless the rider paid (`payerType` 1). */
    payerMobile: v.optional(ThaiPhoneSchema),
    /** The day of the transaction, `YYYY-MM-DD`. */
    transactionDate: DateSchema,
    /** Where the gateway sends `ticket.status.processing`, `.rejected` and `.closed`: an http(s) URL. */
    notifyUrl: HttpUrlSchema,
    /** What happened, at most 500 characters. */
    problemDescription: v.pipe(
      v.string(),
      v.minLength(1, 'must not be empty'),
      v.maxLength(500, 'must be at most 500 characters'),
    ),
    /**
     * One to five proof images, as the gateway stores them (the page's example names paths such as
     * `bluepay/onboard/extern/….jpg`; it does not document how they are uploaded).
     */
    proofImage: v.pipe(
      v.array(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
      v.minLength(1, 'must hold at least one image'),
      v.maxLength(5, 'must hold at most five images'),
    ),
  }),
  // The page asks for the payer's phone unless the rider paid: a caller's mistake, checked with
  // formatChecks off too.
  v.forward(
    v.partialCheck(
      [['payerType'], ['payerMobile']],
      (input) => input.payerType === 1 || input.payerMobile !== undefined,
      'is required unless the rider paid (payerType 1)',
    ),
    ['payerMobile'],
  ),
);

/** Data of {@link createTicket}. */
export const CreateTicketDataSchema = v.looseObject({
  /** The gateway's ticket number: `queryTicket` takes it, notifications name it `ticketId`. */
  ticketNo: v.string(),
  /** Your request id. */
  requestId: v.nullish(v.string()),
});

/** What {@link createTicket} takes. */
export type CreateTicketParams = v.InferInput<typeof CreateTicketParamsSchema>;
/** What {@link createTicket} resolves with. */
export type CreateTicketData = InferData<typeof CreateTicketDataSchema>;

/**
 * Opens a ticket with the gateway's support about an abnormal transaction of BluePay J&T (a payment whose
 * status is wrong), with up to five proof images: `POST /open-api/bluepay/abnormalTransIssue/addIssueFromOpen`.
 * Support's progress is notified to `notifyUrl` as `ticket.status.processing`, then
 * `ticket.status.rejected` or `ticket.status.closed`, and looked up with `queryTicket`.
 *
 * A write keyed by `requestId`. The page documents no refusal of a second ticket under one
 * `requestId`, so after an ambiguous failure (timeout, connection reset after sending, HTTP 5xx, an
 * unreadable answer) the call is not sent again: it looks the ticket up with
 * `queryTicket({ requestId })` and resolves with the ticket found. Like any write, it is sent again
 * after an answer that says nothing was done (HTTP 408 or 429, 21020), and looks the ticket up when
 * that answer lasts until the retries run out. Found nowhere (or the lookup failing), it ends in
 * `OutcomeUnknownError` with `{ requestId }`, naming that check: a request still on its way may yet
 * open the ticket, so look it up again later (`reconcile()` of `@lintas/stores` does) before opening it
 * again under the same `requestId`. The lookup answers the ticket's number and statuses, none of your
 * params: use a new `requestId` for every ticket.
 */
export const createTicket = defineEndpoint({
  path: '/open-api/bluepay/abnormalTransIssue/addIssueFromOpen',
  params: CreateTicketParamsSchema,
  data: CreateTicketDataSchema,
  retry: {
    keys: ['requestId'],
    // A ticket moves no money: the README's table of status checks leaves it out.
    movesMoney: false,
    // No duplicateCodes: the page names no refusal of a reused requestId, so no retry could reveal an
    // earlier ticket. The processing result query finds a ticket by your requestId ("Please provide
    // either a requestId or an ticketNo": https://jtdocs.bluepay.asia/en/AbnormalTranIssue/SearchDisResult.html).
    statusCheck: {
      method: 'thailand.queryTicket',
      params: ['requestId'],
      page: 'https://jtdocs.bluepay.asia/en/AbnormalTranIssue/SearchDisResult.html',
    },
    async recover({ params, call }) {
      // It returns the ticket's number and statuses only, no param of the call to compare: the ticket
      // your requestId names is the one this call opened. None found: its 21006 leaves the call unknown.
      const { ticketNo } = await call(queryTicket, { requestId: params.requestId });
      return { ticketNo, requestId: params.requestId };
    },
  },
});
