import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/** A Thai phone number as the page writes it: a mobile (06, 08 or 09 and 8 digits) or a landline (02–05 or 07 and 7 digits). */
const THAI_PHONE = /^(0[689]\d{8}|0[2-57]\d{7})$/;
const phone = () => v.pipe(f.text(9, 10), v.regex(THAI_PHONE, 'must be a Thai mobile or landline number'));

/**
 * `/open-api/bluepay/abnormalTransIssue/addIssueFromOpen` (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/AddIssueFromOpen.html):
 * a PENDING ticket about one of the merchant's payments (`mchOrderId`, else 21006), with 1–5
 * `proofImage` paths, a `problemDescription` of at most 500 characters and the courier's phone; the
 * payer's phone unless the rider paid (`payerType` 1). Answers `requestId` and the new `ticketNo`. The
 * page says nothing of a second ticket under one `requestId`: the sandbox refuses it (21002). Support's
 * decisions are played with the control API (`decideTicket`), which notifies `notifyUrl`.
 */
export const createTicket = defineOperation({
  path: '/open-api/bluepay/abnormalTransIssue/addIssueFromOpen',
  params: v.object({
    requestId: f.text(1, 64),
    mchOrderId: f.orderId(),
    amount: f.amount(),
    ticketType: v.picklist([1], 'must be 1'),
    payerType: v.picklist([1, 2, 3], 'must be 1, 2 or 3'),
    courierMobile: phone(),
    payerMobile: v.nullish(phone()),
    transactionDate: f.date(),
    notifyUrl: f.httpUrl(),
    problemDescription: f.text(1, 500),
    proofImage: v.pipe(
      v.array(f.text(1, 512), 'must be an array of image paths'),
      v.minLength(1, 'must hold at least one image'),
      v.maxLength(5, 'must hold at most five images'),
    ),
  }),
  handle(context, params) {
    const { sandbox, appId, now } = context;
    if (params.payerType !== 1 && !params.payerMobile)
      throw GatewayError.param('payerMobile is required when the payer is not the rider');
    if ([...sandbox.store.tickets.values()].some((t) => t.appId === appId && t.requestId === params.requestId))
      throw GatewayError.param(`requestId ${params.requestId} was used already`);
    if (!sandbox.store.paymentByOrder(appId, params.mchOrderId)) throw new GatewayError(RESULT.transactionNotFound);
    const ticketNo = sandbox.ids.next('', now);
    sandbox.store.tickets.set(ticketNo, {
      appId,
      ticketNo,
      ...params,
      payerMobile: params.payerMobile ?? null,
      proofImage: [...params.proofImage],
      ticketStatus: 'PENDING',
      transactionStatus: 'PENDING',
      customerServiceReply: null,
      createdAt: now,
      updatedAt: now,
    });
    return { requestId: params.requestId, ticketNo };
  },
});
