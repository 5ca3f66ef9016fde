import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  type Client,
  countryPaymentQuery,
  createClient,
  type EndpointMethods,
  isOutcomeUnknownError,
  rsaSha256Signer,
} from '@lintas/core';
import { malaysia } from '@lintas/malaysia';
import { neutral } from '@lintas/neutral';
import { type PhilippinesEndpoints, philippines } from '@lintas/philippines';
import { neutralPaymentParams, rejectionOf, useSandbox } from '@lintas/testing';
import { thailand } from '@lintas/thailand';
import { describe, expect, inject, it } from 'vitest';
import { type ReconciliationJournal, reconcile } from '../src/index.js';
import { exited, ownChild } from './support/child-process.js';
import { useClients } from './support/clients.js';
import { freePort } from './support/free-port.js';
import { journalSubjects, openEntry } from './support/journals.js';
import { bankPayout } from './support/payouts.js';

const path = '/open-api/philippines/disbursement/transfer';
const checkPath = '/open-api/disbursement/check';
const setup = useSandbox(philippines);
const clients = useClients();
const minutesLater = (minutes: number) => () => Date.now() + minutes * 60 * 1000;
const elevenMinutesLater = minutesLater(11);

type PhilippinesClient = Client<{ readonly philippines: EndpointMethods<PhilippinesEndpoints> }>;

const balance = () => setup.sandbox.balances(setup.merchant.appId).PHP ?? 0;
const payoutsOf = (mchOrderId: string) =>
  setup.sandbox.state().payouts.filter((record) => record.mchOrderId === mchOrderId);

/** A client of the sandbox's merchant that records unknown outcomes in `journal` and never retries. */
function journaledClient(journal: ReconciliationJournal): Promise<PhilippinesClient> {
  return setup.clientWith({ retry: { limit: 0 }, hooks: { outcomeUnknown: [journal.hook] } });
}

describe.each(journalSubjects)('reconcile() with the $name journal, against the sandbox over HTTP', (subject) => {
  it('settles as committed a payout whose answer was lost by a process that then died, its account listed as unconfirmed', async () => {
    const namespace = await subject.namespace(clients);
    const journal = subject.open(clients, namespace);
    const payout = bankPayout();
    const before = balance();
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const child = ownChild(
      fork(fileURLToPath(new URL('./support/payout-child.mjs', import.meta.url)), [], {
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        env: {
          ...process.env,
          SANDBOX_URL: setup.sandbox.url,
          APP_ID: setup.merchant.appId,
          PRIVATE_KEY: setup.merchant.privateKey,
          STORE: subject.kind,
          STORE_URL: subject.kind === 'redis' ? inject('redisUrl') : inject('postgresUrl'),
          STORE_NAMESPACE: namespace,
          PAYOUT: JSON.stringify(payout),
        },
      }),
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await exited(child);
    expect(child.exitCode).not.toBe(0);
    expect(stderr).toContain('OutcomeUnknownError');

    const [pending] = await journal.list('pending');
    expect(pending).toMatchObject({
      endpoint: path,
      keys: { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId },
      attempts: 1,
      params: payout,
    });

    // The payout status check returns the order id and the amount, not the account, bank or idempotency
    // id (https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html): found with its amount, the
    // payout is committed, and the fields the check cannot show are listed as unconfirmed.
    const results = await reconcile({ client: setup.client, journal, endpoints: [philippines] });
    expect(results).toHaveLength(1);
    expect(results[0]?.endpoint).toBe(philippines.endpoints.createPayout);
    expect(results[0]?.entry).toMatchObject({
      status: 'committed',
      checks: 1,
      record: { mchOrderId: payout.mchOrderId, amount: payout.amount },
      unconfirmed: expect.arrayContaining(['idempotencyId', 'accountNo', 'accountName', 'transferCode']),
    });
    expect(results[0]?.entry.unconfirmed).not.toContain('amount');
    expect(await journal.get(pending?.id ?? '')).toMatchObject({
      status: 'committed',
      unconfirmed: results[0]?.entry.unconfirmed,
    });
    expect(payoutsOf(payout.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before - payout.amount);
    expect(await reconcile({ client: setup.client, journal, endpoints: [philippines] })).toEqual([]);
  });

  it('settles as committed, with the record, an operation whose lookup confirms every param: a payment close whose answer was lost', async () => {
    const journal = await subject.create(clients);
    const client = createClient({
      baseUrl: setup.sandbox.url,
      appId: setup.merchant.appId,
      signer: await rsaSha256Signer({ privateKey: setup.merchant.privateKey }),
      retry: { limit: 0 },
      hooks: { outcomeUnknown: [journal.hook] },
    }).use(neutral);
    const { mchOrderId, transactionId } = await client.neutral.createPayment(neutralPaymentParams());
    setup.sandbox.injectFault({ path: neutral.endpoints.closePayment.path, kind: 'reset-after' });
    expect(
      isOutcomeUnknownError(await rejectionOf(client.neutral.closePayment({ mchOrderId, countryCode: 'PH' }))),
    ).toBe(true);

    const [result] = await reconcile({ client, journal, endpoints: [neutral] });
    expect(result?.endpoint).toBe(neutral.endpoints.closePayment);
    expect(result?.entry).toMatchObject({
      status: 'committed',
      checks: 1,
      record: { mchOrderId, transactionId, status: 'CLOSED' },
    });
    expect(result?.entry.unconfirmed).toBeUndefined();
  });

  it('keeps a payout that never arrived pending within the gateway window, then says not committed; made again with the same keys it pays once', async () => {
    const journal = await subject.create(clients);
    const client = await journaledClient(journal);
    const payout = bankPayout();
    const before = balance();
    setup.sandbox.injectFault({ path, kind: 'reset-before' });
    expect(isOutcomeUnknownError(await rejectionOf(client.philippines.createPayout(payout)))).toBe(true);

    const [early] = await reconcile({ client, journal, endpoints: [philippines] });
    expect(early?.entry).toMatchObject({
      status: 'pending',
      checks: 1,
      note: expect.stringContaining('not found (21006) yet'),
    });

    const [late] = await reconcile({ client, journal, endpoints: [philippines], now: elevenMinutesLater });
    expect(late?.entry).toMatchObject({ status: 'not-committed', checks: 2 });
    expect(await journal.list('not-committed')).toHaveLength(1);
    expect(payoutsOf(payout.mchOrderId)).toEqual([]);

    if (!late?.endpoint) throw new Error('no endpoint');
    const sent = await client.call(late.endpoint, late.entry.params);
    expect(sent).toMatchObject({ mchOrderId: payout.mchOrderId, transactionStatus: 'PENDING' });
    expect(payoutsOf(payout.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before - payout.amount);
    await journal.remove(late.entry.id);
    expect(await journal.get(late.entry.id)).toBeUndefined();
  });

  it('leaves for a person a payout whose keys hold another payout (other amount), with why', async () => {
    const journal = await subject.create(clients);
    const client = await journaledClient(journal);
    const payout = bankPayout();
    setup.sandbox.injectFault({ path, kind: 'reset-before' });
    await rejectionOf(client.philippines.createPayout(payout));
    // Meanwhile the same keys were used for another amount (a bug, or a person retrying by hand).
    await setup.client.philippines.createPayout({ ...payout, amount: 990000 });

    const [result] = await reconcile({ client, journal, endpoints: [philippines], now: elevenMinutesLater });
    expect(result?.entry).toMatchObject({ status: 'unknown', note: expect.stringContaining('differs in amount') });
    expect(result?.entry.record).toBeUndefined();
    expect((await journal.list('unknown')).map((entry) => entry.keys.mchOrderId)).toEqual([payout.mchOrderId]);
  });

  it('keeps an entry pending, with the failure, when the lookup itself fails', async () => {
    const journal = await subject.create(clients);
    const client = await journaledClient(journal);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    await rejectionOf(client.philippines.createPayout(bankPayout()));
    setup.sandbox.injectFault({ path: checkPath, kind: 'http', status: 503 }); // the client does not retry

    const [result] = await reconcile({ client, journal, endpoints: [philippines], now: elevenMinutesLater });
    expect(result?.entry).toMatchObject({ status: 'pending', checks: 1, note: expect.stringContaining('503') });
    const [again] = await reconcile({ client, journal, endpoints: [philippines] });
    expect(again?.entry).toMatchObject({
      status: 'committed',
      checks: 2,
      unconfirmed: expect.arrayContaining(['accountNo']),
    });
  });

  it('leaves alone an intent younger than abandonedAfterMs: its call may still be running', async () => {
    const journal = await subject.create(clients);
    const payout = bankPayout();
    await journal.open({
      appId: setup.merchant.appId,
      endpoint: path,
      keys: { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId },
      params: payout,
    });
    expect(await reconcile({ client: setup.client, journal, endpoints: [philippines], now: minutesLater(9) })).toEqual(
      [],
    );
    expect(await journal.list('open')).toHaveLength(1);
  });

  it('settles as committed an abandoned intent whose call the gateway committed before its process died: a payment close', async () => {
    const journal = await subject.create(clients);
    const client = createClient({
      baseUrl: setup.sandbox.url,
      appId: setup.merchant.appId,
      signer: await rsaSha256Signer({ privateKey: setup.merchant.privateKey }),
    }).use(neutral);
    const { mchOrderId, transactionId } = await client.neutral.createPayment(neutralPaymentParams());
    const params = { mchOrderId, countryCode: 'PH' } as const;
    const opened = await openEntry(journal, {
      appId: setup.merchant.appId,
      endpoint: neutral.endpoints.closePayment.path,
      keys: { mchOrderId },
      params,
    });
    await client.neutral.closePayment(params); // committed; the process dies before closing the entry

    const [result] = await reconcile({ client, journal, endpoints: [neutral], now: minutesLater(11) });
    expect(result?.entry).toMatchObject({
      id: opened.id,
      status: 'committed',
      checks: 1,
      record: { mchOrderId, transactionId, status: 'CLOSED' },
    });
    expect(await journal.list('open')).toEqual([]);
  });

  it('lists the extraParams an abandoned intent was signed with as unconfirmed when its lookup settles it', async () => {
    const journal = await subject.create(clients);
    const client = createClient({
      baseUrl: setup.sandbox.url,
      appId: setup.merchant.appId,
      signer: await rsaSha256Signer({ privateKey: setup.merchant.privateKey }),
    }).use(neutral);
    const { mchOrderId } = await client.neutral.createPayment(neutralPaymentParams());
    const params = { mchOrderId, countryCode: 'PH' } as const;
    const extraParams = { operatorId: 'desk-4' };
    await openEntry(journal, {
      appId: setup.merchant.appId,
      endpoint: neutral.endpoints.closePayment.path,
      keys: { mchOrderId },
      params,
      extraParams,
    });
    await client.neutral.closePayment(params); // committed; the process dies before closing the entry

    const [result] = await reconcile({ client, journal, endpoints: [neutral], now: minutesLater(11) });
    // The close's lookup confirms every param; no status check returns the extra fields.
    expect(result?.entry).toMatchObject({ status: 'committed', extraParams, unconfirmed: ['operatorId'] });
  });

  it("settles a Thai QR code, on the path Malaysia's writes too, through the check that finds it; one neither check finds is not committed", async () => {
    const journal = await subject.create(clients);
    const client = createClient({
      baseUrl: setup.sandbox.url,
      appId: setup.merchant.appId,
      signer: await rsaSha256Signer({ privateKey: setup.merchant.privateKey }),
    }).use(thailand);
    const path = thailand.endpoints.createQrCode.path;
    expect(malaysia.endpoints.createQrCode.path).toBe(path);
    const qrCode = (mchOrderId: string) => ({
      channelCode: 'THAI_DYNAMIC_QR',
      mchOrderId,
      amount: 1000,
      notifyUrl: 'https://merchant.example.com/notify',
    });
    const id = () => `qr${Date.now()}${Math.random().toString(36).slice(2, 10)}`;
    const made = qrCode(id());
    const never = qrCode(id());
    for (const params of [made, never])
      await openEntry(journal, {
        appId: setup.merchant.appId,
        endpoint: path,
        keys: { mchOrderId: params.mchOrderId },
        params,
      });
    await client.thailand.createQrCode(made); // committed; the process dies before closing the entry

    const results = await reconcile({ client, journal, endpoints: [thailand, malaysia], now: minutesLater(30) });
    const of = (mchOrderId: string) => results.find((result) => result.entry.keys['mchOrderId'] === mchOrderId);
    expect(of(made.mchOrderId)).toMatchObject({
      endpoint: thailand.endpoints.createQrCode,
      entry: { status: 'committed', record: { mchOrderId: made.mchOrderId } },
    });
    // Not found by Thailand's check nor by Malaysia's, once the window has passed: neither made it.
    expect(of(never.mchOrderId)?.entry).toMatchObject({
      status: 'not-committed',
      note: expect.stringContaining('the status check of each found nothing'),
    });
  });

  it("keeps open a Thai QR code, on the path Malaysia's writes too, while its status check cannot reach the gateway (5xx, 429, timeout, refused)", async () => {
    const journal = await subject.create(clients);
    const signer = await rsaSha256Signer({ privateKey: setup.merchant.privateKey });
    const clientOf = (baseUrl: string) =>
      createClient({ baseUrl, appId: setup.merchant.appId, signer, retry: { limit: 0 }, timeout: 1000 }).use(thailand);
    const client = clientOf(setup.sandbox.url);
    const path = thailand.endpoints.createQrCode.path;
    const id = () => `qr${Date.now()}${Math.random().toString(36).slice(2, 10)}`;
    const qrCode = (mchOrderId: string) => ({
      channelCode: 'THAI_DYNAMIC_QR',
      mchOrderId,
      amount: 1000,
      notifyUrl: 'https://merchant.example.com/notify',
    });
    const made = qrCode(id());
    const never = qrCode(id());
    for (const params of [made, never])
      await openEntry(journal, {
        appId: setup.merchant.appId,
        endpoint: path,
        keys: { mchOrderId: params.mchOrderId },
        params,
      });
    await client.thailand.createQrCode(made); // committed; the process dies before closing the entry
    const run = (through = client) =>
      reconcile({ client: through, journal, endpoints: [thailand, malaysia], now: minutesLater(30) });
    const checkPath = countryPaymentQuery.path;

    // The status checks (Thailand's and Malaysia's: the country-neutral payment query, under TH and MY)
    // fail to reach the gateway, four times in a run (two lookups per entry): each entry stays open, with
    // why, for the next run.
    const faults = [
      { fault: { kind: 'http', status: 503 }, says: 'HTTP 503' },
      { fault: { kind: 'http', status: 502 }, says: 'HTTP 502' },
      { fault: { kind: 'rate-limit', retryAfterSeconds: 1 }, says: 'HTTP 429' },
      { fault: { kind: 'delay', delayMs: 3000 }, says: 'did not answer within 1000 ms' },
    ] as const;
    for (const { fault, says } of faults) {
      setup.sandbox.injectFault({ path: checkPath, times: 4, ...fault });
      const results = await run();
      expect(results.map((result) => result.entry.status)).toEqual(['open', 'open']);
      for (const { entry } of results)
        expect(entry.note).toMatch(new RegExp(`^the lookup failed, to try again: .*${says}`));
    }
    // The gateway down: the connection refused.
    const closed = clientOf(`http://127.0.0.1:${await freePort()}`);
    const refused = await run(closed);
    expect(refused.map((result) => result.entry.status)).toEqual(['open', 'open']);
    for (const { entry } of refused) expect(entry.note).toMatch(/the lookup failed, to try again: .*refused/i);
    expect(await journal.list('unknown')).toEqual([]);

    // Reached again: the one made is committed, the one never made is not committed (found by neither check).
    const results = await run();
    const of = (mchOrderId: string) => results.find((result) => result.entry.keys['mchOrderId'] === mchOrderId);
    expect(of(made.mchOrderId)?.entry).toMatchObject({ status: 'committed', record: { mchOrderId: made.mchOrderId } });
    expect(of(never.mchOrderId)?.entry).toMatchObject({
      status: 'not-committed',
      checks: faults.length + 2,
      note: expect.stringContaining('the status check of each found nothing'),
    });
  });

  it('keeps open an abandoned intent never sent until the window after it, then says not committed; made again with the same keys it pays once', async () => {
    const journal = await subject.create(clients);
    const payout = bankPayout();
    const before = balance();
    await journal.open({
      appId: setup.merchant.appId,
      endpoint: path,
      keys: { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId },
      params: payout,
    });

    // Its last attempt may have been signed up to abandonedAfterMs (10 min) after it was opened.
    const [early] = await reconcile({ client: setup.client, journal, endpoints: [philippines], now: minutesLater(19) });
    expect(early?.entry).toMatchObject({
      status: 'open',
      checks: 1,
      note: expect.stringContaining('not found (21006) yet'),
    });
    const [late] = await reconcile({ client: setup.client, journal, endpoints: [philippines], now: minutesLater(21) });
    expect(late?.entry).toMatchObject({ status: 'not-committed', checks: 2 });
    expect(payoutsOf(payout.mchOrderId)).toEqual([]);

    if (!late?.endpoint) throw new Error('no endpoint');
    await setup.client.call(late.endpoint, late.entry.params);
    expect(payoutsOf(payout.mchOrderId)).toHaveLength(1);
    expect(balance()).toBe(before - payout.amount);
  });

  it('records and reconciles a payout whose remark holds NUL, ended unknown by a 502', async () => {
    const journal = await subject.create(clients);
    const client = await journaledClient(journal);
    const payout = bankPayout({ remark: 'inv\u000077' });
    setup.sandbox.injectFault({ path, kind: 'http', status: 502 });
    expect(isOutcomeUnknownError(await rejectionOf(client.philippines.createPayout(payout)))).toBe(true);

    const [pending] = await journal.list('pending');
    expect(pending?.params).toEqual(payout);
    expect(pending?.params['remark']).toBe('inv\u000077');
    const [result] = await reconcile({ client, journal, endpoints: [philippines], now: elevenMinutesLater });
    expect(result?.entry).toMatchObject({ status: 'not-committed', params: { remark: 'inv\u000077' } });
    if (!result?.endpoint) throw new Error('no endpoint');
    await client.call(result.endpoint, result.entry.params);
    expect(payoutsOf(payout.mchOrderId)).toMatchObject([{ remark: 'inv\u000077' }]);
  });

  it('keeps pending, and says why, an entry whose endpoint it was not given', async () => {
    const journal = await subject.create(clients);
    const client = await journaledClient(journal);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    await rejectionOf(client.philippines.createPayout(bankPayout()));
    const [result] = await reconcile({ client, journal, endpoints: [] });
    expect(result).toMatchObject({
      endpoint: undefined,
      entry: { status: 'pending', note: `no endpoint with the path ${path} was given to reconcile()` },
    });
  });
});
