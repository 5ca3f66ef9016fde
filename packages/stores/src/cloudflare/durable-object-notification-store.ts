import type { NotificationClaim, NotificationStore } from '@lintas/core';
import type { DurableObjectNamespaceLike } from './durable-object-types.js';
import type { NotificationStoreCommand } from './notification-store-object.js';

/** Options of {@link createDurableObjectNotificationStore}. */
export interface DurableObjectNotificationStoreOptions<TId> {
  /** The namespace binding of {@link NotificationStoreObject} (e.g. `env.NOTIFICATIONS`). */
  readonly namespace: DurableObjectNamespaceLike<TId>;
  /** Prepended to every notification key to name its object. Default `'lintas:notification:'`. */
  readonly prefix?: string;
  /** How long a processed notification is remembered, in ms: keep it above the gateway's redelivery span. Default 30 days. */
  readonly ttlMs?: number;
}

/**
 * A {@link NotificationStore} on Cloudflare Durable Objects, for notification handlers on Workers: every
 * Worker instance deduplicates the gateway's notifications together, with the semantics of the
 * in-memory store: `claim` is atomic, a claim lapses after `leaseMs`, a processed key is kept for
 * `ttlMs`, and `renew`, `complete` and `release` act only on the claim of their own delivery's token. Each notification key has an
 * object of its own ({@link NotificationStoreObject}), so deliveries of different notifications never
 * wait for each other.
 *
 * @example
 * ```ts
 * import { createClientFromEnv, createNotificationHandler, rsaSha256Verifier } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 * import { createDurableObjectNotificationStore } from '@lintas/stores/cloudflare';
 * export { NotificationStoreObject } from '@lintas/stores/cloudflare';
 *
 * let handler: Promise<NotificationHandler> | undefined; // one per instance: its lookups are bounded
 * const handlerOf = async ({ NOTIFICATIONS, ...settings }: Env) =>
 *   createNotificationHandler({
 *     verifier: rsaSha256Verifier({ publicKey: settings.LINTAS_PLATFORM_PUBLIC_KEY }),
 *     plugins: [philippines],
 *     confirm: await createClientFromEnv({ env: settings }), // looked up under your appId first
 *     store: createDurableObjectNotificationStore({ namespace: NOTIFICATIONS }),
 *     on: { 'payment.success': (n) => markPaid(n.payload.mchOrderId) },
 *   });
 *
 * export default {
 *   async fetch(request: Request, env: Env) {
 *     handler ??= handlerOf(env);
 *     return (await handler)(request);
 *   },
 * };
 * ```
 */
export function createDurableObjectNotificationStore<TId>(
  options: DurableObjectNotificationStoreOptions<TId>,
): NotificationStore {
  const { namespace } = options;
  const prefix = options.prefix ?? 'lintas:notification:';
  const ttlMs = options.ttlMs ?? 30 * 24 * 3600 * 1000;

  async function send(key: string, command: NotificationStoreCommand): Promise<NotificationClaim | null> {
    const object = namespace.get(namespace.idFromName(prefix + key));
    const response = await object.fetch('https://notification-store.lintas/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(command),
    });
    if (!response.ok) {
      throw new Error(`notification store: the Durable Object answered HTTP ${response.status} to ${command.command}`);
    }
    return ((await response.json()) as { claim: NotificationClaim | null }).claim;
  }

  return {
    async claim(key, { leaseMs, token }) {
      const claim = await send(key, { command: 'claim', claimId: token, leaseMs: Math.max(1, Math.ceil(leaseMs)) });
      return claim === 'claimed' || claim === 'completed' ? claim : 'processing';
    },
    async renew(key, { leaseMs, token }) {
      const claim = await send(key, { command: 'renew', claimId: token, leaseMs: Math.max(1, Math.ceil(leaseMs)) });
      return claim === 'claimed';
    },
    async complete(key, { token }) {
      await send(key, { command: 'complete', claimId: token, ttlMs });
    },
    async release(key, { token }) {
      await send(key, { command: 'release', claimId: token });
    },
  };
}
