import type { AnyEndpoint } from '../../types/endpoint.js';
import type { AnyNotification, NotificationSource } from '../notification.js';
import { storeTimeoutMs } from './delivery-claim.js';
import type { DeliverySetup } from './delivery-setup.js';
import { inTime } from './in-time.js';

/**
 * The events an operation of `sources` settles by (its `retry.settlement` is `'notification'`), each with
 * the payload members that name the operation (the keys of its `match`). A plugin given to the handler
 * carries its endpoints beside its notifications.
 */
export function evidenceMembers(sources: readonly NotificationSource[]): ReadonlyMap<string, readonly string[]> {
  const members = new Map<string, string[]>();
  for (const source of sources) {
    const endpoints = (source as { readonly endpoints?: Readonly<Record<string, AnyEndpoint>> }).endpoints ?? {};
    for (const endpoint of Object.values(endpoints)) {
      const settlement = endpoint.retry === 'read' ? undefined : endpoint.retry.settlement;
      if (settlement?.strategy !== 'notification') continue;
      for (const eventName of settlement.events) {
        const known = members.get(eventName) ?? [];
        members.set(eventName, [...new Set([...known, ...Object.keys(settlement.match)])]);
      }
    }
  }
  return members;
}

/**
 * Keeps in the handler's store what a confirmed notification said, when an operation settles by its
 * event and the store keeps evidence: the members that name the operation, the record the lookup
 * returned and the `appId` it ran under. Resolves with the store's error (or its timeout), if any: the
 * delivery then answers 503 and the gateway delivers it again.
 */
export async function keepEvidence(
  setup: DeliverySetup,
  notification: AnyNotification,
  record: unknown,
): Promise<unknown> {
  const names = setup.evidence.get(notification.eventName);
  const store = setup.store;
  const appId = setup.confirmer?.appId;
  if (names === undefined || store?.keepEvidence === undefined || typeof appId !== 'string') return undefined;
  const payload = notification.payload as Readonly<Record<string, unknown>>;
  const members: Record<string, string> = {};
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' || typeof value === 'number') members[name] = String(value);
  }
  if (Object.keys(members).length === 0) return undefined;
  const evidence = { appId, eventName: notification.eventName, key: notification.key, members, record };
  try {
    await inTime('keepEvidence', storeTimeoutMs(setup.leaseMs), () =>
      (store.keepEvidence as NonNullable<typeof store.keepEvidence>).call(store, {
        ...evidence,
        confirmedAt: Date.now(),
      }),
    );
    return undefined;
  } catch (error) {
    return error;
  }
}
