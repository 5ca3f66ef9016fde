import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryNotificationStore,
  createNotificationHandler,
  isNotificationJobError,
  isNotificationStoreTimeoutError,
  isNotificationUnhandledError,
  isSignatureError,
  type NotificationErrorContext,
  type NotificationHandlerOptions,
  type NotificationJob,
  type NotificationQueue,
  type NotificationStore,
  rsaSha256Verifier,
  signNotification,
  toNodeListener,
  type Verifier,
} from '../../src/index.js';
import { listen, platformKeys, post, type RunningServer, samples } from './helpers.js';
import { testPlugins } from './test-events.js';

// The dispatch seam over node:http: the handler enqueues, a worker's `processJob` runs the listener. The
// queue here keeps its jobs in memory, one per key, as BullMQ and pg-boss do by job id (their own
// tests, on real Redis and PostgreSQL, are in @lintas/stores).
const platform = platformKeys();
const stranger = platformKeys();
let verifier: Verifier;
const servers: RunningServer[] = [];
const ACK = '{"code":10000,"message":"Success"}';

beforeAll(async () => {
  verifier = await rsaSha256Verifier({ publicKey: platform.publicKey });
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sign = (payload: { eventName: string; [key: string]: unknown }, privateKey = platform.privateKey) =>
  signNotification(payload, { privateKey });

/** A queue in memory that holds one job per key; `failures` enqueues are refused first. */
function memoryQueue(failures = 0) {
  const jobs = new Map<string, NotificationJob>();
  let refusals = failures;
  let enqueues = 0;
  const queue: NotificationQueue = {
    async enqueue(job) {
      enqueues += 1;
      if (refusals > 0) {
        refusals -= 1;
        throw new Error('the queue is down');
      }
      if (!jobs.has(job.key)) jobs.set(job.key, JSON.parse(JSON.stringify(job)) as NotificationJob);
    },
  };
  return { queue, jobs, enqueues: () => enqueues };
}

async function serveQueued(
  options: Omit<NotificationHandlerOptions<typeof testPlugins>, 'verifier' | 'onError' | 'queue'> & {
    queue: NotificationQueue;
  },
) {
  const errors: { error: unknown; context: NotificationErrorContext }[] = [];
  const handler = createNotificationHandler({
    verifier,
    plugins: testPlugins,
    // What is tested here is the queue; the lookup that confirms a notification is tested on its own.
    unconfirmed: ['payment.success'],
    ...options,
    onError: (error, context) => errors.push({ error, context }),
  });
  const server = await listen(toNodeListener(handler));
  servers.push(server);
  return { handler, url: `${server.url}/notifications?shop=1`, errors };
}

describe('a notification handler with a queue', () => {
  it('acknowledges once the job is in the queue, before a slow listener runs; the worker then runs it once', async () => {
    const { queue, jobs, enqueues } = memoryQueue();
    const ran: { key: string; url: string; header: string | null; job: string | undefined }[] = [];
    const { handler, url } = await serveQueued({
      queue,
      on: {
        'payment.success': async (notification, { request, job }) => {
          await delay(2000);
          ran.push({ key: notification.key, url: request.url, header: request.headers.get('x-trace'), job: job?.key });
        },
      },
    });
    const { body } = await sign(samples.payment);
    const started = Date.now();
    const first = await post(url, body, { 'content-type': 'application/json', 'x-trace': 't-1' });
    expect(first).toMatchObject({ status: 200, text: ACK });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(ran).toEqual([]);
    const job = jobs.get('payment.success:TX-PAY-1');
    expect(job).toMatchObject({ key: 'payment.success:TX-PAY-1', eventName: 'payment.success', url });
    expect(JSON.stringify(job)).not.toContain('PRIVATE');

    // A redelivery while the job waits is enqueued again: the queue keeps one job for the key.
    expect((await post(url, body)).status).toBe(200);
    expect(enqueues()).toBe(2);
    expect(jobs.size).toBe(1);

    const worker = job as NotificationJob;
    expect(await handler.processJob(worker)).toEqual({ outcome: 'processed' });
    // The listener is given the job, and a request with the URL and body it was posted with (no headers).
    expect(worker.body).toBe(body);
    expect(worker.headers).toEqual({});
    expect(ran).toEqual([{ key: worker.key, url, header: null, job: worker.key }]);
    // The same job run again (the queue's retry after a worker died past the listener) runs nothing.
    expect(await handler.processJob(worker)).toEqual({ outcome: 'duplicate' });
    // Processed: a redelivery is acknowledged without a new job.
    expect((await post(url, body)).status).toBe(200);
    expect(enqueues()).toBe(2);
    expect(ran).toHaveLength(1);
  });

  it('answers 503 when the queue does not take the job, and enqueues it when the gateway delivers it again', async () => {
    const { queue, jobs } = memoryQueue(1);
    const store = createMemoryNotificationStore();
    const { url, errors } = await serveQueued({ queue, store, on: { 'payment.success': () => undefined } });
    const { body } = await sign(samples.payment);
    const refused = await post(url, body);
    expect(refused.status).toBe(503);
    expect(refused.text).not.toContain('the queue is down');
    expect(errors.map(({ context }) => context.stage)).toEqual(['queue']);
    expect(jobs.size).toBe(0);
    // The claim was released, so the redelivery is not told another delivery holds it.
    expect((await post(url, body)).status).toBe(200);
    expect(jobs.size).toBe(1);
  });

  it('fails a job whose listener threw, releasing its claim, so the queue’s next attempt runs it', async () => {
    const { queue, jobs } = memoryQueue();
    let attempts = 0;
    const { handler, url, errors } = await serveQueued({
      queue,
      on: {
        'payment.success': () => {
          attempts += 1;
          if (attempts === 1) throw new Error('the ERP is down');
        },
      },
    });
    await post(url, (await sign(samples.payment)).body);
    const job = [...jobs.values()][0] as NotificationJob;
    const failed = await handler.processJob(job);
    expect(failed.outcome).toBe('failed');
    expect('error' in failed && (failed.error as Error).message).toBe('the ERP is down');
    expect(errors.at(-1)?.context.stage).toBe('listener');
    expect(await handler.processJob(job)).toEqual({ outcome: 'processed' });
    expect(attempts).toBe(2);
  });

  it('tells the worker to come back later while another delivery holds the claim, and runs nothing', async () => {
    const { queue, jobs } = memoryQueue();
    const store: NotificationStore = createMemoryNotificationStore();
    let runs = 0;
    const { handler, url } = await serveQueued({
      queue,
      store,
      on: {
        'payment.success': () => {
          runs += 1;
        },
      },
    });
    await post(url, (await sign(samples.payment)).body);
    const job = [...jobs.values()][0] as NotificationJob;
    expect(await store.claim(job.key, { leaseMs: 60_000, token: 'another-worker' })).toBe('claimed');
    expect(await handler.processJob(job)).toEqual({ outcome: 'busy', retryAfterMs: 5000 });
    expect(runs).toBe(0);
    await store.release(job.key, { token: 'another-worker' });
    expect(await handler.processJob(job)).toEqual({ outcome: 'processed' });
    expect(runs).toBe(1);
  });

  it('refuses for good a job altered in the queue, or signed by another key, and runs nothing', async () => {
    const { queue, jobs } = memoryQueue();
    let runs = 0;
    const { handler, url } = await serveQueued({
      queue,
      on: {
        'payment.success': () => {
          runs += 1;
        },
      },
    });
    await post(url, (await sign(samples.payment)).body);
    const job = [...jobs.values()][0] as NotificationJob;
    const altered = await handler.processJob({ ...job, body: job.body.replace('50010', '99999') });
    expect(altered.outcome).toBe('refused');
    expect('error' in altered && isSignatureError(altered.error)).toBe(true);
    const forged = await sign({ ...samples.payment, transactionId: 'TX-FORGED' }, stranger.privateKey);
    const foreign = await handler.processJob({ ...job, key: 'payment.success:TX-FORGED', body: forged.body });
    expect(foreign.outcome).toBe('refused');
    expect(runs).toBe(0);
    // The job as the handler wrote it runs.
    expect(await handler.processJob(job)).toEqual({ outcome: 'processed' });
    expect(runs).toBe(1);
  });

  it('refuses for good a job no handler wrote: a member added, one missing, a key not its notification’s, a body over the limit', async () => {
    const { queue, jobs } = memoryQueue();
    const amounts: unknown[] = [];
    const { handler, url, errors } = await serveQueued({
      queue,
      on: { 'payment.success': (notification) => void amounts.push(notification.payload.amount) },
    });
    await post(url, (await sign(samples.payment)).body);
    const job = [...jobs.values()][0] as NotificationJob;
    const other = await sign({ ...samples.payment, transactionId: 'TX-OTHER' });
    const padded = JSON.stringify({ ...JSON.parse(job.body), pad: ' '.repeat(70_000) });
    const written: { readonly why: string; readonly job: unknown; readonly error: (error: unknown) => boolean }[] = [
      { why: 'a record added', job: { ...job, record: { amount: 1 } }, error: isNotificationJobError },
      { why: 'no headers', job: { ...job, headers: undefined }, error: isNotificationJobError },
      { why: 'another key', job: { ...job, body: other.body }, error: isNotificationJobError },
      { why: 'not an object', job: 'payment.success:TX-PAY-1', error: isNotificationJobError },
      { why: 'a body over maxBodyBytes', job: { ...job, body: padded }, error: () => true },
    ];
    for (const { why, job: forged, error } of written) {
      const result = await handler.processJob(forged as NotificationJob);
      expect(result.outcome, why).toBe('refused');
      expect('error' in result && error(result.error), why).toBe(true);
    }
    expect(amounts).toEqual([]);
    // Each refusal but the size's (a body over the limit is refused unread, as at the door) is reported.
    expect(errors.map(({ context }) => context.stage)).toEqual(written.slice(0, -1).map(() => 'verification'));
  });

  it('answers 503 within a tenth of the lease when the queue or the store does not answer, and runs nothing', async () => {
    const never = new Promise<never>(() => undefined);
    const stalledQueue: NotificationQueue = { enqueue: () => never };
    const leaseMs = 2000;
    const queued = await serveQueued({ queue: stalledQueue, leaseMs, on: { 'payment.success': () => undefined } });
    const { body } = await sign(samples.payment);
    let started = Date.now();
    const answer = await post(queued.url, body);
    expect(answer.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(leaseMs);
    expect(queued.errors.map(({ error }) => isNotificationStoreTimeoutError(error) && error.call)).toEqual(['enqueue']);

    let runs = 0;
    const stalledStore: NotificationStore = {
      claim: () => never,
      renew: () => never,
      complete: () => never,
      release: () => never,
    };
    const { queue, jobs } = memoryQueue();
    const web = await serveQueued({ queue, leaseMs, on: { 'payment.success': () => undefined } });
    await post(web.url, body);
    const worker = createNotificationHandler({
      verifier,
      plugins: testPlugins,
      unconfirmed: ['payment.success'],
      store: stalledStore,
      leaseMs,
      onError: () => undefined,
      on: {
        'payment.success': () => {
          runs += 1;
        },
      },
    });
    started = Date.now();
    const result = await worker.processJob([...jobs.values()][0] as NotificationJob);
    expect(result.outcome).toBe('failed');
    expect('error' in result && isNotificationStoreTimeoutError(result.error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(leaseMs);
    expect(runs).toBe(0);
  });

  it('fails a job no listener of this worker handles, unless it acknowledges those', async () => {
    const { queue, jobs } = memoryQueue();
    const web = await serveQueued({ queue, on: { 'payment.success': () => undefined } });
    await post(web.url, (await sign(samples.payment)).body);
    const job = [...jobs.values()][0] as NotificationJob;
    // A worker deployed without the listener.
    const worker = createNotificationHandler({ verifier, queue, onError: () => undefined, on: {} });
    const failed = await worker.processJob(job);
    expect(failed.outcome).toBe('failed');
    expect('error' in failed && isNotificationUnhandledError(failed.error)).toBe(true);
    const skipping = createNotificationHandler({ verifier, queue, acknowledgeUnhandled: true, on: {} });
    expect(await skipping.processJob(job)).toEqual({ outcome: 'duplicate' });
  });
});
