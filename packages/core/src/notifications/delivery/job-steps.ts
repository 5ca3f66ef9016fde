import { NotificationUnhandledError } from '../../errors/notification-unhandled-error.js';
import type { AnyNotification } from '../notification.js';
import type { NotificationJob } from '../notification-queue.js';
import { readNotification } from '../verify-notification.js';
import type { Route } from './decide-delivery.js';
import type { DeliverySetup, Listener } from './delivery-setup.js';
import { type ReadRequest, readingOf } from './read-delivery.js';

/**
 * Reads the notification a job holds, verifying its signature again: a job written into the queue by
 * anyone but a handler (or altered there) is refused. Its age is not judged again: it was when the
 * gateway delivered it, and a job may wait in its queue longer than `maxAgeMs`.
 */
export async function readJob(
  job: NotificationJob,
  setup: DeliverySetup,
): Promise<ReadRequest & { readonly record?: unknown }> {
  try {
    const { maxAgeMs: _judgedOnDelivery, ...options } = setup.verifyOptions;
    const body = JSON.stringify({ param: job.param, sign: job.sign });
    const { notification, definition } = await readNotification(body, options, setup.catalog);
    const read = { reading: 'verified', notification, definition } as const;
    return 'record' in job ? { ...read, record: job.record } : read;
  } catch (error) {
    return { reading: readingOf(error), error };
  }
}

/**
 * The listener that runs a job's notification (its own, else `default`), or none: a worker deployed
 * without the listener the handler that enqueued it had.
 */
export function routeJob(
  notification: AnyNotification,
  setup: DeliverySetup,
): { readonly route: Route; readonly listener?: Listener; readonly error?: unknown } {
  const { eventName } = notification;
  const listener = (notification.known ? setup.listeners[eventName] : undefined) ?? setup.listeners.default;
  if (listener !== undefined) return { route: 'listener', listener };
  return setup.acknowledgeUnhandled
    ? { route: 'unhandled' }
    : { route: 'unhandled', error: new NotificationUnhandledError(eventName) };
}

/** The job of a delivery's notification, with its record once confirmed. */
export function jobOf(
  request: Request,
  notification: AnyNotification,
  learnt: { readonly record?: unknown },
): NotificationJob {
  const { key, eventName, param, sign } = notification;
  const job = { key, eventName, param, sign, url: request.url, enqueuedAt: Date.now() };
  return 'record' in learnt ? { ...job, record: learnt.record } : job;
}

/**
 * The request a job's listener is given: the URL and the body the notification was posted with. A job
 * that is not one (another producer's) gets a placeholder URL: reading it refuses it.
 */
export function jobRequest(job: NotificationJob): Request {
  const url = typeof job.url === 'string' && URL.canParse(job.url) ? job.url : 'http://localhost/';
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ param: job.param, sign: job.sign }),
  });
}
