import { scheduleAutoProgress } from '../../lifecycle/auto-progress.js';
import { completePayout } from '../../lifecycle/payout-transitions.js';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import { adjustBalance, balanceOf } from '../../state/balances.js';
import type { PayeeIdentity, PayoutRecord } from '../../state/records.js';
import { formatGatewayTime } from '../../utils/time.js';
import type { OperationContext } from '../define-operation.js';

/** The params every payout operation takes. */
export interface PayoutParams {
  readonly mchOrderId: string;
  readonly idempotencyId: string;
  readonly amount: number;
  readonly accountNo: string;
  readonly accountName: string | null;
  readonly payMethodCode: string;
  readonly transferCode: string | null;
  readonly remark?: string | null | undefined;
  readonly mobile?: string | null | undefined;
  readonly payee?: PayeeIdentity | null;
}

/**
 * Creates a PENDING payout after the checks, in this order: duplicate idempotencyId (21015),
 * duplicate mchOrderId (21007), amount above the balance (21014). The amount is debited now and
 * re-credited if the payout fails. Answers the create response data.
 */
export function startPayout(
  context: OperationContext,
  params: PayoutParams,
  country: { readonly countryCode: string; readonly currency: string },
): Record<string, unknown> {
  const { sandbox, appId, now } = context;
  const { store } = sandbox;
  if (store.payoutByIdempotencyId(appId, params.idempotencyId)) throw new GatewayError(RESULT.duplicateIdempotencyId);
  if (store.payoutByOrder(appId, params.mchOrderId)) throw new GatewayError(RESULT.duplicateOrderId);
  if (params.amount > balanceOf(store, appId, country.currency)) throw new GatewayError(RESULT.balanceInsufficient);
  const payout: PayoutRecord = {
    appId,
    transactionId: sandbox.ids.next('TX', now),
    mchOrderId: params.mchOrderId,
    idempotencyId: params.idempotencyId,
    countryCode: country.countryCode,
    currency: country.currency,
    amount: params.amount,
    accountNo: params.accountNo,
    accountName: params.accountName,
    payMethodCode: params.payMethodCode,
    transferCode: params.transferCode,
    mobile: params.mobile ?? null,
    remark: params.remark ?? null,
    status: 'PENDING',
    createdAt: now,
    returnedAt: null,
    failedCode: null,
    failedMessage: null,
    payee: params.payee ?? null,
  };
  store.payouts.set(payout.transactionId, payout);
  adjustBalance(store, appId, payout.currency, -payout.amount);
  scheduleAutoProgress(sandbox, payout, () => completePayout(sandbox, payout));
  return {
    mchOrderId: payout.mchOrderId,
    transactionId: payout.transactionId,
    transactionStatus: payout.status,
    transactionTime: formatGatewayTime(payout.createdAt),
  };
}
