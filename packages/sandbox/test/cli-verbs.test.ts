import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerb } from '../src/cli/run-verb.js';
import { startNotificationReceiver } from './helpers/notification-receiver.js';
import { orderId, paymentParams, payoutParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

// Each verb of lintas-sandbox, called in-process against one sandbox started for the file; the built
// CLI runs as a child only where the process matters (its exit code, and the .env it finds its sandbox by).

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

let t: TestSandbox;
let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;

beforeAll(async () => {
  receiver = await startNotificationReceiver();
  t = await startTestSandbox({}, { payoutNotifyUrl: `${receiver.url}/payouts` });
});
afterAll(async () => {
  await t?.sandbox.close();
  await receiver?.close();
});

/** Runs a verb against the sandbox: its exit code and what it printed. */
async function verb(name: string, args: string[], signal = new AbortController().signal) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runVerb(name, [...args, '--url', t.sandbox.url], {
    env: {},
    cwd: tmpdir(),
    print: (line) => void out.push(line),
    printError: (line) => void err.push(line),
    signal,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function pendingPayment(): Promise<string> {
  const params = paymentParams({ notifyUrl: `${receiver.url}/payments` });
  expect((await t.gateway.call('/open-api/payment/generate', params)).code).toBe(10000);
  return params['mchOrderId'] as string;
}

/** The notifications the receiver got for an order, by event name. */
const eventsFor = (order: string) =>
  receiver.received.filter((n) => n.params['mchOrderId'] === order).map((n) => n.params['eventName']);

describe('lintas-sandbox verbs', () => {
  it('pay, fail and expire move a PENDING payment, and the merchant is notified of each', async () => {
    const [paid, failed, expired] = [await pendingPayment(), await pendingPayment(), await pendingPayment()];
    expect(await verb('pay', [paid])).toMatchObject({ code: 0, out: expect.stringContaining(`${paid}`) });
    expect((await verb('fail', [failed, '--code=-10005', '--message', 'Insufficient'])).out).toContain(
      'FAILED (-10005 Insufficient)',
    );
    expect((await verb('expire', [expired])).out).toContain('FAILED (-10004 Expired: the payer did not pay in time)');
    await expect
      .poll(() => [eventsFor(paid), eventsFor(failed), eventsFor(expired)])
      .toEqual([['payment.success'], ['payment.failed'], ['payment.failed']]);
    // Settled already: the sandbox's refusal, exit 1.
    expect(await verb('pay', [paid])).toMatchObject({ code: 1, err: expect.stringMatching(/COMPLETED/) });
  });

  it('complete-payout completes a payout, and trigger sends an event for a named or the newest pending record', async () => {
    const payout = payoutParams();
    expect((await t.gateway.call('/open-api/philippines/disbursement/transfer', payout)).code).toBe(10000);
    const order = payout['mchOrderId'] as string;
    expect((await verb('complete-payout', [order])).out).toContain(`payout ${order}`);
    const [named, newest] = [await pendingPayment(), await pendingPayment()];
    expect((await verb('trigger', ['payment.failed', '--for', named])).out).toBe(
      `payment.failed: payment ${named} is FAILED`,
    );
    expect((await verb('trigger', ['payment.success'])).out).toBe(`payment.success: payment ${newest} is COMPLETED`);
    await expect
      .poll(() => [eventsFor(order), eventsFor(named), eventsFor(newest)])
      .toEqual([['disbursement.success'], ['payment.failed'], ['payment.success']]);
    expect(await verb('trigger', ['coupon.issued'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('give one of payment.success'),
    });
  });

  it('replay delivers a notification again, as sent, by the id logs shows', async () => {
    const order = await pendingPayment();
    await verb('pay', [order]);
    await expect.poll(() => eventsFor(order)).toHaveLength(1);
    const { out } = await verb('logs', ['--filter', order]);
    const id = /notify payment\.success → \S+: acknowledged \(HTTP 200\) {2}\[(NT\w+)\]/.exec(out)?.[1];
    expect(id, out).toBeDefined();
    expect((await verb('replay', [id ?? ''])).out).toContain(`replaying payment.success ${id}`);
    await expect.poll(() => eventsFor(order)).toEqual(['payment.success', 'payment.success']);
    const [first, again] = receiver.received.filter((n) => n.params['mchOrderId'] === order);
    expect(again?.body).toEqual(first?.body);
  });

  it('faults sets, lists and clears a fault, and logs shows the request it shaped', async () => {
    expect((await verb('faults', [])).out).toBe('no faults injected');
    const set = await verb('faults', [
      'set',
      '/open-api/payment/query',
      'business-code',
      '--code',
      '21006',
      '--times',
      '1',
    ]);
    expect(set.out).toMatch(/^injected \S+ {2}\/open-api\/payment\/query {2}business-code {2}remaining 1, fired 0$/);
    expect((await verb('faults', ['list'])).out).toContain('/open-api/payment/query  business-code');
    const order = orderId();
    expect((await t.gateway.call('/open-api/payment/query', { mchOrderId: order })).code).toBe(21006);
    expect((await verb('logs', ['--filter', order])).out).toMatch(
      /POST \/open-api\/payment\/query → 21006 Merchant transaction not found .*\[fault business-code\]$/,
    );
    expect((await verb('faults', ['clear'])).out).toBe('faults cleared');
    expect((await verb('faults', ['list'])).out).toBe('no faults injected');
    expect(await verb('faults', ['set', '/open-api/payment/query', 'slow'])).toMatchObject({ code: 1 });
  });

  it('logs --follow streams the requests and deliveries that match, until stopped', async () => {
    const stop = new AbortController();
    const lines: string[] = [];
    const order = orderId();
    const following = runVerb('logs', ['--follow', '--filter', order, '--url', t.sandbox.url], {
      env: {},
      cwd: tmpdir(),
      print: (line) => void lines.push(line),
      printError: (line) => void lines.push(line),
      signal: stop.signal,
    });
    const params = paymentParams({ mchOrderId: order, notifyUrl: `${receiver.url}/payments` });
    await t.gateway.call('/open-api/payment/generate', params);
    await expect.poll(() => lines.join('\n')).toMatch(/POST \/open-api\/payment\/generate → 10000/);
    await verb('pay', [order]);
    await expect.poll(() => lines.join('\n')).toMatch(/notify payment\.success → .*acknowledged/);
    expect(lines.join('\n')).not.toMatch(/payment\/query/);
    stop.abort();
    expect(await following).toBe(0);
  });

  it('a bad verb or a missing argument prints the usage naming the fix, exit 2', async () => {
    expect(await verb('pya', ['X'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('pya is not a verb: give one of pay, fail'),
    });
    expect(await verb('pay', [])).toMatchObject({
      code: 2,
      err: expect.stringContaining('pay needs <mchOrderId>\n\nUsage: lintas-sandbox pay <mchOrderId>'),
    });
    expect(await verb('fail', ['X', '--code', 'abc'])).toMatchObject({
      code: 2,
      err: expect.stringContaining('--code must be a whole number'),
    });
    expect(await verb('listen', [])).toMatchObject({
      code: 2,
      err: expect.stringContaining('give --forward-to <url>'),
    });
    expect(await verb('pay', ['X', '--bogus'])).toMatchObject({ code: 2, err: expect.stringContaining("'--bogus'") });
  });

  it('as a process: finds the sandbox by the .env of its state folder, and exits 2 on a bad verb', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'lintas-verbs-'));
    try {
      mkdirSync(join(cwd, '.lintas-sandbox'));
      writeFileSync(join(cwd, '.lintas-sandbox/.env'), `LINTAS_APP_ID=x\nLINTAS_BASE_URL=${t.sandbox.url}\n`);
      const order = await pendingPayment();
      const run = (args: string[]) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
          child.once('close', (code) => resolve({ code, out }));
        });
      const [paid, wrong] = await Promise.all([run(['pay', order]), run(['refund-all'])]);
      expect(paid).toMatchObject({ code: 0, out: expect.stringContaining(`payment ${order}`) });
      expect(wrong.code).toBe(2);
      expect(wrong.out).toContain('lintas-sandbox pay <mchOrderId>');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
  // Last: it closes the file's sandbox. A long-poll in flight must end with the close, not at its
  // deadline (it used to spin until then): the test's timeout is far below the 25 s it asked to wait.
  it('ends a long-poll in flight when the sandbox closes', { timeout: 5_000 }, async () => {
    const polling = t.sandbox.events({ filter: 'matches nothing at all', waitMs: 25_000 });
    await t.sandbox.close();
    expect((await polling).events).toEqual([]);
  });
});
