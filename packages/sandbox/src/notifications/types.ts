/** How notifications are retried. */
export interface NotificationOptions {
  /** Attempts per notification, the first included. Default 5. */
  readonly maxAttempts?: number;
  /**
   * Wait before each retry, in ms: the n-th retry waits `backoffMs[n - 1]`, the last value repeating.
   * Default `[100, 500, 2000, 5000]`.
   */
  readonly backoffMs?: readonly number[];
  /** How long one attempt may take before it counts as a network failure. Default 5000 ms. */
  readonly timeoutMs?: number;
}

/** Outcome of one delivery attempt. */
export type DeliveryStatus =
  /** The merchant answered `{"code":10000,"message":"Success"}`. */
  | 'acknowledged'
  /** The merchant answered, but not with the acknowledgement (HTTP error or another body). */
  | 'rejected'
  /** No answer: connection refused or reset, or the attempt timed out. */
  | 'failed';

/** One delivery attempt, as appended to the delivery log. */
export interface DeliveryLogEntry {
  /** Notification id, shared by all attempts of one notification. */
  readonly id: string;
  readonly url: string;
  readonly eventName: string;
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly status: DeliveryStatus;
  /** HTTP status of the answer, when there was one. */
  readonly httpStatus?: number;
  /** Body of the answer (first 2000 characters), when there was one. */
  readonly responseBody?: string;
  /** Why the attempt failed, when there was no answer. */
  readonly error?: string;
  /** Whether another attempt is scheduled. */
  readonly willRetry: boolean;
  /** ISO 8601 time of the attempt's end. */
  readonly at: string;
  /** The `param` string that was sent (signed by the platform key). */
  readonly param: string;
}
