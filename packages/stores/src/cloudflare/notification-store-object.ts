import type { NotificationClaim } from '@lintas/core';
import type { DurableObjectStateLike, DurableObjectStorageLike } from './durable-object-types.js';

/** What one notification key holds: a live claim (with the id of the delivery that holds it) or done. */
type Entry =
  | { readonly state: 'processing'; readonly claimId: string; readonly expiresAt: number }
  | { readonly state: 'completed'; readonly expiresAt: number };

/** A request from {@link createDurableObjectNotificationStore} to the object of one notification key. */
export type NotificationStoreCommand =
  | { readonly command: 'claim'; readonly claimId: string; readonly leaseMs: number }
  | { readonly command: 'renew'; readonly claimId: string; readonly leaseMs: number }
  | { readonly command: 'complete'; readonly claimId: string; readonly ttlMs: number }
  | { readonly command: 'release'; readonly claimId: string };

const entryKey = 'entry';

/**
 * The Durable Object behind `createDurableObjectNotificationStore`: one object per notification key,
 * holding whether it is claimed (and by which delivery, until when) or processed. Export it from your
 * Worker's main module and bind a namespace to it.
 *
 * A Durable Object runs one request's storage read and write with no other request of that object in
 * between (https://developers.cloudflare.com/durable-objects/api/storage-api/), so a claim is atomic:
 * of concurrent deliveries of one notification, from any Worker instance, exactly one is answered
 * `claimed`. An alarm deletes the object's storage once its claim lapses or its processed key expires.
 *
 * @example
 * ```ts
 * // worker.ts, with a Durable Object binding `NOTIFICATIONS` of class `NotificationStoreObject`
 * export { NotificationStoreObject } from '@lintas/stores/cloudflare';
 * ```
 */
export class NotificationStoreObject {
  readonly #storage: DurableObjectStorageLike;

  /** Called by the Workers runtime, with the object's state. */
  constructor(state: DurableObjectStateLike, _env?: unknown) {
    this.#storage = state.storage;
  }

  /** Answers one {@link NotificationStoreCommand}, sent as a JSON `POST` body. */
  async fetch(request: Request): Promise<Response> {
    const command = (await request.json()) as NotificationStoreCommand;
    const entry = await this.#storage.get<Entry>(entryKey);
    const now = Date.now();
    const live = entry !== undefined && entry.expiresAt > now ? entry : undefined;
    switch (command.command) {
      case 'claim': {
        if (live !== undefined) return answer(live.state);
        await this.#keep({ state: 'processing', claimId: command.claimId, expiresAt: now + command.leaseMs });
        return answer('claimed');
      }
      case 'renew':
        // Only the delivery whose claim this still is, lapsed or not: nobody took it over since.
        if (entry?.state !== 'processing' || entry.claimId !== command.claimId) return answer(undefined);
        await this.#keep({ state: 'processing', claimId: command.claimId, expiresAt: now + command.leaseMs });
        return answer('claimed');
      case 'complete':
        // A live claim of another delivery is that delivery's to complete or release.
        if (live?.state === 'processing' && live.claimId !== command.claimId) return answer('processing');
        await this.#keep({ state: 'completed', expiresAt: now + command.ttlMs });
        return answer('completed');
      case 'release':
        // Only the delivery that still holds the claim drops it: a claim that lapsed may be another's now.
        if (live?.state === 'processing' && live.claimId === command.claimId) await this.#storage.deleteAll();
        return answer(undefined);
      default:
        return new Response('unknown command', { status: 400 });
    }
  }

  /** Deletes the key once it expired, so storage holds only live claims and remembered notifications. */
  async alarm(): Promise<void> {
    const entry = await this.#storage.get<Entry>(entryKey);
    if (entry === undefined || entry.expiresAt <= Date.now()) await this.#storage.deleteAll();
    else await this.#storage.setAlarm(entry.expiresAt);
  }

  async #keep(entry: Entry): Promise<void> {
    await this.#storage.put(entryKey, entry);
    await this.#storage.setAlarm(entry.expiresAt);
  }
}

function answer(claim: NotificationClaim | undefined): Response {
  return Response.json({ claim: claim ?? null });
}
