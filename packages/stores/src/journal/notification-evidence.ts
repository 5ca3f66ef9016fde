import type { NotificationEvidence } from '@lintas/core';

/** What {@link NotificationEvidenceReader.findEvidence} looks for. */
export interface EvidenceQuery {
  /** The merchant application id whose lookup confirmed the notification. */
  readonly appId: string;
  /** The payload member that names the operation, e.g. `requestId`. */
  readonly member: string;
  /** Its value: the operation's key, e.g. the authorization's `requestId`. */
  readonly value: string;
  /** The events that settle the operation, e.g. `['token.create.success']`. */
  readonly events: readonly string[];
}

/**
 * The evidence a notification store kept of confirmed notifications (`NotificationStore.keepEvidence` of
 * `@lintas/core`, which `createRedisNotificationStore` and `createPostgresNotificationStore` implement):
 * what `reconcile()` settles an operation by when the gateway's notification names it.
 */
export interface NotificationEvidenceReader {
  /** The kept evidence of `query.events` that names `query.member` = `query.value` under `query.appId`. */
  findEvidence(query: EvidenceQuery): Promise<readonly NotificationEvidence[]>;
}
