/** Why a payment, payout or refund failed, as reported in queries and notifications. */
export interface FailureInput {
  /** Negative failure code, e.g. -10004 (Transaction Channel Rejected). */
  readonly failedCode?: number;
  /** Failure text. */
  readonly failedMessage?: string;
}

/** The failure applied when none is given. */
export interface Failure {
  readonly failedCode: number;
  readonly failedMessage: string;
}

/** Default failure of payments and payouts. */
export const CHANNEL_REJECTED: Failure = { failedCode: -10004, failedMessage: 'Transaction Channel Rejected' };

/** Default failure of refunds (https://developers.paycools.co.id/en/common/ApiErrorCode.html). */
export const REFUND_FAILED: Failure = { failedCode: -10009, failedMessage: 'Channel Refund Failed' };

/** `input` completed with `fallback`'s values. */
export function resolveFailure(input: FailureInput | undefined, fallback: Failure): Failure {
  return {
    failedCode: input?.failedCode ?? fallback.failedCode,
    failedMessage: input?.failedMessage ?? fallback.failedMessage,
  };
}

/** The members a failed payment, payout or refund sets. */
export interface FailableRecord {
  status: string;
  returnedAt: number | null;
  failedCode: number | null;
  failedMessage: string | null;
}

/** Marks `record` FAILED at `now` with `input`'s failure, or `fallback`'s. */
export function markFailed(
  record: FailableRecord,
  input: FailureInput | undefined,
  fallback: Failure,
  now: number,
): void {
  const failure = resolveFailure(input, fallback);
  record.status = 'FAILED';
  record.returnedAt = now;
  record.failedCode = failure.failedCode;
  record.failedMessage = failure.failedMessage;
}
