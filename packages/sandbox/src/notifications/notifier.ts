import type { KeyObject } from 'node:crypto';
import type { IdGenerator } from '../utils/ids.js';
import { isAcknowledgement } from './is-acknowledgement.js';
import { signNotification } from './sign-notification.js';
import type { DeliveryLogEntry, DeliveryStatus, NotificationOptions } from './types.js';

const DEFAULT_BACKOFF = [100, 500, 2000, 5000] as const;

interface Attempt {
  readonly status: DeliveryStatus;
  readonly httpStatus?: number;
  readonly responseBody?: string;
  readonly error?: string;
}

interface Notification {
  readonly id: string;
  readonly url: string;
  readonly eventName: string;
  /** What the delivery log shows of it: the signed `param`, or a SNAP notification's body. */
  readonly param: string;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
  /** Whether the merchant's answer acknowledges it. */
  readonly acknowledged: (ok: boolean, body: string) => boolean;
}

/** A notification signed in another form than `{param, sign}` (a SNAP notification), ready to send. */
export interface PreparedNotification {
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly acknowledged: (ok: boolean, body: string) => boolean;
}

/**
 * Sends signed notifications `{param, sign}` asynchronously, retries until acknowledged or out of
 * attempts, and keeps the log of every attempt.
 */
export class Notifier {
  readonly #key: KeyObject;
  readonly #ids: IdGenerator;
  readonly #maxAttempts: number;
  readonly #backoff: readonly number[];
  readonly #timeoutMs: number;
  readonly #onDelivery: ((entry: DeliveryLogEntry) => void) | undefined;
  readonly #log: DeliveryLogEntry[] = [];
  /** Every notification sent, by id, to deliver again on request. */
  readonly #sent = new Map<string, Notification>();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #closing = new AbortController();
  #pending = 0;
  #idleWaiters: Array<() => void> = [];

  constructor(
    platformPrivateKey: KeyObject,
    ids: IdGenerator,
    options: NotificationOptions = {},
    onDelivery?: (entry: DeliveryLogEntry) => void,
  ) {
    this.#onDelivery = onDelivery;
    this.#key = platformPrivateKey;
    this.#ids = ids;
    this.#maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.#backoff = options.backoffMs && options.backoffMs.length > 0 ? options.backoffMs : DEFAULT_BACKOFF;
    this.#timeoutMs = options.timeoutMs ?? 5000;
  }

  /** Queues a notification; returns its id at once (delivery does not block the caller). */
  send(url: string, eventName: string, fields: Record<string, unknown>): string {
    const param = JSON.stringify({ eventName, ...fields });
    const body = JSON.stringify({ param, sign: signNotification(param, this.#key) });
    return this.#queue({
      id: this.#ids.next('NT'),
      url,
      eventName,
      param,
      body,
      headers: { 'content-type': 'application/json' },
      acknowledged: (ok, answer) => ok && isAcknowledgement(answer),
    });
  }

  /**
   * Queues a notification that `prepare` signs with the platform private key in a form of its own (a
   * SNAP notification: its signature in headers); returns its id at once.
   */
  sendPrepared(
    url: string,
    eventName: string,
    prepare: (platformPrivateKey: KeyObject) => PreparedNotification,
  ): string {
    const prepared = prepare(this.#key);
    return this.#queue({ id: this.#ids.next('NT'), url, eventName, param: prepared.body, ...prepared });
  }

  #queue(notification: Notification): string {
    if (this.#closing.signal.aborted) return notification.id;
    this.#sent.set(notification.id, notification);
    this.#pending += 1;
    this.#schedule(notification, 1, 0);
    return notification.id;
  }

  /**
   * Delivers notification `id` again, as sent (the same `param` and `sign`), with its attempts and
   * retries counted afresh; `undefined` when no notification has that id.
   */
  resend(id: string): { readonly id: string; readonly url: string; readonly eventName: string } | undefined {
    const notification = this.#sent.get(id);
    if (!notification || this.#closing.signal.aborted) return undefined;
    this.#pending += 1;
    this.#schedule(notification, 1, 0);
    return { id, url: notification.url, eventName: notification.eventName };
  }

  /**
   * Delivers notification `id` as sent (the same body and headers, so it verifies as the gateway's) to
   * another `url`: `lintas-sandbox listen --forward-to`. Logged as attempts to that URL, retried as any
   * notification; `undefined` when no notification has that id.
   */
  forward(
    id: string,
    url: string,
  ): { readonly id: string; readonly url: string; readonly eventName: string } | undefined {
    const notification = this.#sent.get(id);
    if (!notification || this.#closing.signal.aborted) return undefined;
    this.#pending += 1;
    this.#schedule({ ...notification, url }, 1, 0);
    return { id, url, eventName: notification.eventName };
  }

  /** Every attempt so far, oldest first. */
  deliveries(): DeliveryLogEntry[] {
    return [...this.#log];
  }

  /** Resolves once no notification is in flight or waiting for a retry. */
  idle(): Promise<void> {
    if (this.#pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Cancels pending retries and in-flight attempts. */
  close(): void {
    this.#closing.abort();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#pending = 0;
    this.#settle();
  }

  #schedule(notification: Notification, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      void this.#deliver(notification, attempt);
    }, delayMs);
    this.#timers.add(timer);
  }

  async #deliver(notification: Notification, attempt: number): Promise<void> {
    const result = await this.#attempt(notification);
    if (this.#closing.signal.aborted) return;
    const willRetry = result.status !== 'acknowledged' && attempt < this.#maxAttempts;
    const entry: DeliveryLogEntry = {
      id: notification.id,
      url: notification.url,
      eventName: notification.eventName,
      attempt,
      ...result,
      willRetry,
      at: new Date().toISOString(),
      param: notification.param,
    };
    this.#log.push(entry);
    this.#onDelivery?.(entry);
    if (willRetry) {
      const wait = this.#backoff[Math.min(attempt - 1, this.#backoff.length - 1)] ?? 0;
      this.#schedule(notification, attempt + 1, wait);
      return;
    }
    this.#pending -= 1;
    this.#settle();
  }

  async #attempt(notification: Notification): Promise<Attempt> {
    try {
      const response = await fetch(notification.url, {
        method: 'POST',
        // One connection per delivery, closed once answered: a kept-alive one holds the merchant's
        // server open after its `close()` until this side's idle timeout (the quick start waited 3 s).
        headers: { ...notification.headers, connection: 'close' },
        body: notification.body,
        signal: AbortSignal.any([this.#closing.signal, AbortSignal.timeout(this.#timeoutMs)]),
      });
      const body = await response.text();
      const acknowledged = notification.acknowledged(response.ok, body);
      return {
        status: acknowledged ? 'acknowledged' : 'rejected',
        httpStatus: response.status,
        responseBody: body.slice(0, 2000),
      };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return { status: 'failed', error: `${error instanceof Error ? error.message : String(error)}${cause}` };
    }
  }

  #settle(): void {
    if (this.#pending > 0) return;
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
