import type { RequestIdStore } from '@lintas/core';
import { endOfJakartaDay, jakartaDay } from '../signing/snap-timestamp.js';
import { bounded } from '../utils/bounded.js';

/** What {@link externalIds} needs. */
export interface ExternalIdOptions {
  /** Where the instances reserve their ids: a shared store, or this process's memory. */
  readonly store: RequestIdStore;
  /** The partner the ids are unique for (`X-PARTNER-ID`). */
  readonly partnerId: string;
  readonly now: () => number;
  /** How long a reservation may take before the instance goes on without the store. */
  readonly storeTimeoutMs: number;
}

/** Digits in an `X-EXTERNAL-ID`: numeric, at most 36 (https://snap-docs.paydia.id/snap-api/generate-qr-mpm/v1.0.0). */
const digits = 32;

/** A fresh random id of {@link digits} decimal digits, each as likely as the others. */
function randomId(): string {
  let id = '';
  while (id.length < digits) {
    // Bytes of 250 and above are dropped: 250 splits evenly into ten digits, 256 does not.
    for (const byte of crypto.getRandomValues(new Uint8Array(digits)))
      if (byte < 250 && id.length < digits) id += String(byte % 10);
  }
  return id;
}

/**
 * The `X-EXTERNAL-ID`s of a client: each call gets one that no call of the same partner used that
 * Jakarta day (SNAP refuses a second use within the day with 409xx00: https://docs.durianpay.id/docs/api/snap/response/response-code/),
 * reserved in `store` until the day ends. Every attempt of the call carries the same id, so a retry
 * after a lost answer is the same message to the gateway. A store that fails or hangs is left aside:
 * the id is then unique by its 32 random digits alone.
 */
export function externalIds(options: ExternalIdOptions): { next(): Promise<string> } {
  return {
    async next() {
      for (let tries = 0; tries < 5; tries++) {
        const id = randomId();
        const at = options.now();
        const reservation = options.store.reserve(`${options.partnerId}:${jakartaDay(at)}:${id}`, endOfJakartaDay(at));
        const reserved = await bounded(reservation, options.storeTimeoutMs).catch(() => undefined);
        if (reserved !== false) return id;
      }
      throw new Error(
        'externalIds: five random X-EXTERNAL-IDs in a row were taken; the store answers false for every id',
      );
    },
  };
}
