import {
  createClient,
  createNotificationHandler,
  isOutcomeUnknownError,
  type NotificationEvidence,
  type NotificationStore,
  rsaSha256Signer,
  rsaSha256Verifier,
  toNodeListener,
} from '@lintas/core';
import { directDebit } from '@lintas/direct-debit';
import { indonesia } from '@lintas/indonesia';
import { neutral } from '@lintas/neutral';
import { philippines } from '@lintas/philippines';
import { authorizationParams, rejectionOf, uniqueId, useListeners, useSandbox } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { type NotificationEvidenceReader, type ReconciliationJournal, reconcile } from '../src/index.js';
import { createPostgresNotificationStore } from '../src/postgres/index.js';
import { createRedisNotificationStore } from '../src/redis/index.js';
import { useClients } from './support/clients.js';
import { type JournalSubject, journalSubjects } from './support/journals.js';
import { platformKeys } from './support/signed-notifications.js';

// Each settlement strategy of an operation whose status no check finds by its keys, end to end against
// the sandbox over HTTP, on Redis and PostgreSQL: a call whose answer was lost (the sandbox commits it
// and resets the connection) leaves its entry pending; reconcile() settles it as the endpoint declares.

// One attempt per notification: a test delivers one again itself, as a gateway's dashboard "resend" does.
const setup = useSandbox(philippines, { notifications: { maxAttempts: 1 } });
const clients = useClients();
const listen = useListeners();
const families = [philippines, indonesia, neutral, directDebit];
const later = () => Date.now() + 21 * 60 * 1000;

/** The merchant's client with every family used here, writing its calls ahead to `journal`, never retrying. */
async function merchant(journal?: ReconciliationJournal) {
  return createClient({
    baseUrl: setup.sandbox.url,
    appId: setup.merchant.appId,
    signer: await rsaSha256Signer({ privateKey: setup.merchant.privateKey }),
    retry: { limit: 0 },
    ...(journal && { journal }),
  })
    .use(philippines)
    .use(indonesia)
    .use(neutral)
    .use(directDebit);
}

/** Runs `call` with its answer lost after the sandbox committed it: it ends unknown, its entry pending. */
async function lost(path: string, call: () => Promise<unknown>) {
  setup.sandbox.injectFault({ path, kind: 'reset-after' });
  expect(isOutcomeUnknownError(await rejectionOf(call()))).toBe(true);
}

/** The notification store of `subject` in the namespace of its journal, which keeps evidence. */
function notificationStore(subject: JournalSubject, namespace: string) {
  return subject.kind === 'redis'
    ? createRedisNotificationStore({ client: clients.nodeRedis, prefix: `${namespace}notification:` })
    : createPostgresNotificationStore({ client: clients.pool, table: `${namespace}_notifications` });
}

/** The merchant's notification handler on `store`, confirming each notification under its own appId. */
async function handlerUrl(store: NotificationStore) {
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
    plugins: families,
    confirm: await merchant(),
    store,
    on: { default: () => undefined },
    onError: () => undefined,
  });
  return listen(toNodeListener(handler));
}

/** A fresh letters-and-digits order id of 10–32 characters, as Indonesia's pages require. */
const plainId = (prefix: string) => uniqueId(prefix).replace(/-/g, '').padEnd(10, '0');

describe.each(journalSubjects)('settlement strategies on a $name journal, against the sandbox', (subject) => {
  it('re-drive: lists what it would send again and why, sends nothing until allowed; then a made VA is proven by its duplicate refusal, fields unconfirmed, and one never sent is made now, once', async () => {
    const journal = await subject.create(clients);
    const client = await merchant(journal);
    const path = indonesia.endpoints.createStaticVirtualAccount.path;
    const va = (mchOrderId: string) => ({
      mchOrderId,
      channelCode: 'BRI_VA',
      amount: 10000,
      customerName: 'test',
      notifyUrl: 'https://merchant.example.com/va',
    });
    const made = va(plainId('StaticVa'));
    await lost(path, () => client.indonesia.createStaticVirtualAccount(made));
    const neverSent = va(plainId('StaticVa'));
    await journal.open({
      appId: setup.merchant.appId,
      endpoint: path,
      keys: { mchOrderId: neverSent.mchOrderId },
      params: neverSent,
    });
    const codesOf = (mchOrderId: string) =>
      setup.sandbox.state().staticCodes.filter((code) => code.mchOrderId === mchOrderId);
    const hits = setup.sandbox.hits(path);

    const held = await reconcile({ client, journal, endpoints: families, now: later });
    expect(
      held.map(({ entry, wouldResend, next }) => [entry.keys.mchOrderId, entry.status, !!wouldResend, next]),
    ).toEqual([
      [made.mchOrderId, 'pending', true, expect.stringContaining('allow re-drive')],
      [neverSent.mchOrderId, 'open', true, expect.stringContaining('allow re-drive')],
    ]);
    expect(held[0]?.wouldResend).toContain(`sent again with the same keys (mchOrderId=${made.mchOrderId})`);
    expect(setup.sandbox.hits(path)).toBe(hits);
    expect(codesOf(neverSent.mchOrderId)).toEqual([]);

    const results = await reconcile({ client, journal, endpoints: families, now: later, reDrive: true });
    const of = (mchOrderId: string) => results.find((result) => result.entry.keys.mchOrderId === mchOrderId);
    expect(of(made.mchOrderId)).toMatchObject({
      settledBy: 're-drive',
      entry: { status: 'committed', record: { mchOrderId: made.mchOrderId }, note: expect.stringContaining('21007') },
    });
    expect(of(made.mchOrderId)?.entry.unconfirmed).toEqual(
      expect.arrayContaining(['channelCode', 'amount', 'customerName', 'notifyUrl', 'paymentCode']),
    );
    expect(of(neverSent.mchOrderId)).toMatchObject({
      settledBy: 're-drive',
      entry: { status: 'committed', record: { mchOrderId: neverSent.mchOrderId, status: 'ACTIVE' } },
    });
    expect(of(neverSent.mchOrderId)?.entry.unconfirmed).toBeUndefined();
    expect(codesOf(made.mchOrderId)).toHaveLength(1);
    expect(codesOf(neverSent.mchOrderId)).toHaveLength(1);
  });

  it('probe: a PH static code whose answer was lost is cancelled by the probe and abandoned; one never made is not committed after the window', async () => {
    const journal = await subject.create(clients);
    const client = await merchant(journal);
    const path = philippines.endpoints.createStaticCode.path;
    const code = (mchOrderId: string) => ({
      mchOrderId,
      customerName: 'Sari-Sari Store 12',
      channelCode: 'PH_QRPH_STATIC',
      email: 'store12@example.com',
      mobile: '09171234567',
    });
    const made = code(uniqueId('code'));
    await lost(path, () => client.philippines.createStaticCode(made));
    const never = code(uniqueId('code'));
    await journal.open({
      appId: setup.merchant.appId,
      endpoint: path,
      keys: { mchOrderId: never.mchOrderId },
      params: never,
    });
    const codeOf = (mchOrderId: string) =>
      setup.sandbox.state().staticCodes.find((record) => record.mchOrderId === mchOrderId);
    expect(codeOf(made.mchOrderId)?.status).toBe('ACTIVE');

    const early = await reconcile({ client, journal, endpoints: families, now: () => Date.now() + 11 * 60 * 1000 });
    const of = (results: typeof early, mchOrderId: string) =>
      results.find((result) => result.entry.keys.mchOrderId === mchOrderId);
    expect(of(early, made.mchOrderId)).toMatchObject({
      settledBy: 'probe',
      entry: { status: 'abandoned', note: expect.stringContaining('cancels the code if it exists') },
      next: expect.stringContaining('under new keys'),
    });
    expect(codeOf(made.mchOrderId)?.status).toBe('CANCEL');
    // A request still on its way could make it until the window after an open entry has passed.
    expect(of(early, never.mchOrderId)?.entry).toMatchObject({ status: 'open', note: expect.stringContaining('yet') });
    const [late] = await reconcile({ client, journal, endpoints: families, now: later });
    expect(late).toMatchObject({ settledBy: 'status check', entry: { status: 'not-committed' } });
    expect(codeOf(never.mchOrderId)).toBeUndefined();
  });

  it('notification: an authorization URL whose answer was lost, then authorized by the payer, is committed by its confirmed token.create.success; one nobody authorized is abandoned', async () => {
    const namespace = await subject.namespace(clients);
    const journal = subject.open(clients, namespace);
    const store = notificationStore(subject, namespace);
    const client = await merchant(journal);
    const notifyUrl = `${await handlerUrl(store)}/tokens`;
    const path = directDebit.endpoints.createAuthorizationUrl.path;
    const authorized = { ...authorizationParams(), notifyUrl };
    const nobody = { ...authorizationParams(), notifyUrl };
    await lost(path, () => client.directDebit.createAuthorizationUrl(authorized));
    await lost(path, () => client.directDebit.createAuthorizationUrl(nobody));

    // Without the notification store, reconcile() cannot tell: both stay.
    const blind = await reconcile({ client, journal, endpoints: families, now: later });
    expect(blind.map(({ entry }) => entry.status)).toEqual(['pending', 'pending']);
    expect(blind[0]?.entry.note).toContain('give reconcile() your notification store');

    // The payer did get the first URL (say, the call had answered before its process died) and agrees.
    const { payToken } = setup.sandbox.authorize(authorized.requestId);
    await setup.sandbox.notificationsIdle();
    const results = await reconcile({ client, journal, endpoints: families, now: later, notifications: store });
    const of = (requestId: string) => results.find((result) => result.entry.keys.requestId === requestId);
    expect(of(authorized.requestId)).toMatchObject({
      settledBy: 'notification',
      entry: {
        status: 'committed',
        record: { payToken, tokenStatus: 'ACTIVED' },
        note: "the gateway's token.create.success notification names it, confirmed with the gateway",
      },
      next: 'made: mark it done; nothing confirms userId, channelCode, countryCode, notifyUrl, redirectUrl, terminalType, osType: check them in the dashboard if they matter',
    });
    expect(of(nobody.requestId)).toMatchObject({
      settledBy: 'unreachable',
      entry: { status: 'abandoned', note: expect.stringContaining('its authUrl never reached a payer') },
    });
  });

  it("unreachable: a checkout whose cashier URL reached nobody is abandoned; one its payer paid anyway is committed by its confirmed notification, another account's evidence never", async () => {
    const namespace = await subject.namespace(clients);
    const journal = subject.open(clients, namespace);
    const store = notificationStore(subject, namespace);
    const client = await merchant(journal);
    const notifyUrl = `${await handlerUrl(store)}/checkouts`;
    const path = neutral.endpoints.createCheckout.path;
    const checkout = () => ({
      mchOrderId: uniqueId('checkout'),
      countryCode: 'PH' as const,
      currency: 'PHP' as const,
      amount: 50010,
      customerName: 'Juan dela Cruz',
      notifyUrl,
      redirectUrl: 'https://merchant.example.com/done',
    });
    const unpaid = checkout();
    const paid = checkout();
    const elsewhere = checkout();
    for (const params of [unpaid, paid, elsewhere]) await lost(path, () => client.neutral.createCheckout(params));
    const checkoutId = (mchOrderId: string) =>
      setup.sandbox.state().checkouts.find((record) => record.mchOrderId === mchOrderId)?.checkoutId ?? '';
    setup.sandbox.payCheckout(checkoutId(paid.mchOrderId));
    await setup.sandbox.notificationsIdle();
    // Evidence another account's lookup confirmed names the third checkout's order id: never this account's.
    const forged: NotificationEvidence = {
      appId: 'another-account',
      eventName: 'checkout.payment.success',
      key: 'checkout.payment.success:forged',
      members: { mchOrderId: elsewhere.mchOrderId },
      record: { checkoutId: 'forged' },
      confirmedAt: Date.now(),
    };
    await store.keepEvidence(forged);

    const results = await reconcile({ client, journal, endpoints: families, now: later, notifications: store });
    const of = (mchOrderId: string) => results.find((result) => result.entry.keys.mchOrderId === mchOrderId);
    expect(of(paid.mchOrderId)).toMatchObject({
      settledBy: 'notification',
      entry: { status: 'committed', record: { checkoutId: checkoutId(paid.mchOrderId), status: 'PAID' } },
    });
    for (const mchOrderId of [unpaid.mchOrderId, elsewhere.mchOrderId])
      expect(of(mchOrderId)).toMatchObject({
        settledBy: 'unreachable',
        entry: { status: 'abandoned', note: expect.stringContaining('its cashierUrl never reached a payer') },
      });
  });

  it('keeps no evidence of a notification its handler could not confirm, and answers the gateway 503 while the store cannot keep it', async () => {
    const namespace = await subject.namespace(clients);
    const store = notificationStore(subject, namespace);
    let failing = true;
    const flaky: NotificationStore & NotificationEvidenceReader = {
      claim: (key, options) => store.claim(key, options),
      renew: (key, options) => store.renew(key, options),
      complete: (key, options) => store.complete(key, options),
      release: (key, options) => store.release(key, options),
      findEvidence: (query) => store.findEvidence(query),
      keepEvidence: (evidence) =>
        failing ? Promise.reject(new Error('the store is down')) : store.keepEvidence(evidence),
    };
    const client = await merchant();
    const notifyUrl = `${await handlerUrl(flaky)}/tokens`;
    const authorization = { ...authorizationParams(), notifyUrl };
    await client.directDebit.createAuthorizationUrl(authorization);
    setup.sandbox.authorize(authorization.requestId);
    await setup.sandbox.notificationsIdle();
    const query = {
      appId: setup.merchant.appId,
      member: 'requestId',
      value: authorization.requestId,
      events: ['token.create.success'],
    };
    const [delivery] = setup.sandbox.deliveries().filter((entry) => entry.url === notifyUrl);
    expect(delivery).toMatchObject({ eventName: 'token.create.success', httpStatus: 503 });
    expect(await store.findEvidence(query)).toEqual([]);
    failing = false;
    setup.sandbox.resendNotification({ id: delivery?.id ?? '' });
    await setup.sandbox.notificationsIdle();
    const [kept] = await store.findEvidence(query);
    expect(kept).toMatchObject({
      appId: setup.merchant.appId,
      eventName: 'token.create.success',
      members: { requestId: authorization.requestId },
      record: { tokenStatus: 'ACTIVED' },
    });
    // Signed with the platform's own key format but naming a token the gateway does not list for this
    // merchant: verified, not confirmed (409), and never kept.
    const forger = platformKeys();
    const forgedHandler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: forger.publicKeyPem }),
      plugins: families,
      confirm: client,
      store,
      on: { default: () => undefined },
      onError: () => undefined,
    });
    const forgedUrl = await listen(toNodeListener(forgedHandler));
    const body = await forger.signed({
      eventName: 'token.create.success',
      requestId: authorization.requestId,
      userId: authorization.userId,
      payToken: 'PT-NOT-LISTED',
      tokenStatus: 'ACTIVED',
    });
    const answer = await fetch(forgedUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status).toBe(409);
    expect(await store.findEvidence(query)).toHaveLength(1);
  });
});
