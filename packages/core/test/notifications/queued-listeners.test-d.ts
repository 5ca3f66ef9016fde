import { describe, expectTypeOf, it } from 'vitest';
import {
  createNotificationHandler,
  type NotificationJob,
  type NotificationJobResult,
  type NotificationListeners,
  type NotificationQueue,
  type Verifier,
} from '../../src/index.js';
import { type TestEvents, testPlugins } from './test-events.js';

declare const verifier: Verifier;
declare const queue: NotificationQueue;

describe('listeners inline and on a queue', () => {
  it('takes the same listeners, typed the same way, with or without a queue', () => {
    const listeners: NotificationListeners<TestEvents> = {
      'payment.success': async (notification, { request, job }) => {
        expectTypeOf(notification.payload.mchOrderId).toEqualTypeOf<string>();
        expectTypeOf(request).toEqualTypeOf<Request>();
        expectTypeOf(job).toEqualTypeOf<NotificationJob | undefined>();
      },
    };
    const inline = createNotificationHandler({ verifier, plugins: testPlugins, on: listeners });
    const queued = createNotificationHandler({ verifier, plugins: testPlugins, on: listeners, queue });
    expectTypeOf(inline).toEqualTypeOf(queued);
    expectTypeOf(queued.processJob).toEqualTypeOf<(job: NotificationJob) => Promise<NotificationJobResult>>();
    // @ts-expect-error a queue enqueues jobs
    createNotificationHandler({ verifier, plugins: testPlugins, on: listeners, queue: { add: () => undefined } });
  });

  it('holds the body as received and the headers its verification reads, no verdict', () => {
    expectTypeOf<NotificationJob['body']>().toEqualTypeOf<string>();
    expectTypeOf<NotificationJob['headers']>().toEqualTypeOf<Readonly<Record<string, string>>>();
    expectTypeOf<keyof NotificationJob>().toEqualTypeOf<
      'key' | 'eventName' | 'body' | 'headers' | 'url' | 'enqueuedAt'
    >();
  });

  it('tells the worker each outcome, with what it needs for it', () => {
    const result = {} as NotificationJobResult;
    if (result.outcome === 'busy') expectTypeOf(result.retryAfterMs).toEqualTypeOf<number>();
    if (result.outcome === 'failed' || result.outcome === 'refused')
      expectTypeOf(result.error).toEqualTypeOf<unknown>();
  });
});
