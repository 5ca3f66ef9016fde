// A Worker that runs the Durable Object notification store inside workerd and exposes its methods over
// HTTP, so the store's contract tests drive it from Node as they drive the Redis and PostgreSQL stores.
// Each `store` id stands for one Worker instance: a store object of its own, over the same Durable Objects.
import type { NotificationStore } from '@lintas/core';
import { createDurableObjectNotificationStore, type DurableObjectNamespaceLike } from '../../src/cloudflare/index.js';

export { NotificationStoreObject } from '../../src/cloudflare/index.js';

/** One call of a store method, as the tests send it. */
export interface BridgeCall {
  readonly store: string;
  readonly prefix: string;
  readonly ttlMs?: number;
  readonly method: 'claim' | 'renew' | 'complete' | 'release';
  readonly key: string;
  readonly leaseMs?: number;
  /** The token of the delivery making the call. */
  readonly token: string;
}

const stores = new Map<string, NotificationStore>();

export default {
  async fetch(request: Request, env: { NOTIFICATIONS: DurableObjectNamespaceLike<unknown> }): Promise<Response> {
    const call = (await request.json()) as BridgeCall;
    let store = stores.get(call.store);
    if (store === undefined) {
      store = createDurableObjectNotificationStore({
        namespace: env.NOTIFICATIONS,
        prefix: call.prefix,
        ...(call.ttlMs === undefined ? {} : { ttlMs: call.ttlMs }),
      });
      stores.set(call.store, store);
    }
    const leased = { leaseMs: call.leaseMs ?? 60_000, token: call.token };
    const result =
      call.method === 'claim'
        ? await store.claim(call.key, leased)
        : call.method === 'renew'
          ? await store.renew(call.key, leased)
          : await store[call.method](call.key, { token: call.token });
    return Response.json({ result: result ?? null });
  },
};
