import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/bluepay/abnormalTransIssue/searchDisResult` (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/SearchDisResult.html):
 * the merchant's ticket by `ticketNo` or `requestId` (one required, else 21002; both must name the same
 * ticket), as `ticketNo`, `ticketStatus` and `transactionStatus`; 21006 when there is none.
 */
export const queryTicket = defineOperation({
  path: '/open-api/bluepay/abnormalTransIssue/searchDisResult',
  params: v.object({ requestId: v.nullish(f.text(1, 64)), ticketNo: v.nullish(f.text(1, 64)) }),
  handle(context, params) {
    if (!params.requestId && !params.ticketNo) throw GatewayError.param('requestId or ticketNo is required');
    const ticket = [...context.sandbox.store.tickets.values()].find(
      (candidate) =>
        candidate.appId === context.appId &&
        (!params.ticketNo || candidate.ticketNo === params.ticketNo) &&
        (!params.requestId || candidate.requestId === params.requestId),
    );
    if (!ticket) throw new GatewayError(RESULT.transactionNotFound);
    return {
      ticketNo: ticket.ticketNo,
      ticketStatus: ticket.ticketStatus,
      transactionStatus: ticket.transactionStatus,
    };
  },
});
