import { generateKeyPairSync } from 'node:crypto';
import { createNotificationHandler, rsaSha256Verifier, signNotification, toNodeListener } from '@lintas/core';
import { until, useListeners, useSandbox } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { directDebit } from '../src/index.js';
import { authorizationParams, directDebitPaymentParams } from './setup-sandbox.js';

// direct.debit.* and token.* belong to the direct-debit family: with confirm, a payment's notification is
// looked up with the payment detail and a token's with the token query, under the merchant's appId.

// The platform key is ours here, to sign a notification the sandbox never sent.
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const der = (key: 'privateKey' | 'publicKey') =>
  platform[key].export({ type: key === 'privateKey' ? 'pkcs8' : 'spki', format: 'der' }).toString('base64');
const setup = useSandbox(directDebit, { platformKeys: { privateKey: der('privateKey'), publicKey: der('publicKey') } });
const listen = useListeners();

async function receiver() {
  const seen: string[] = [];
  const errors: unknown[] = [];
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
    plugins: [directDebit],
    confirm: setup.client,
    unconfirmed: ['token.create.failed'],
    on: {
      'token.create.success': (n) => void seen.push(`token ${n.record.tokenStatus}`),
      'direct.debit.success': (n) => void seen.push(`paid ${n.record.amount} ${n.record.transactionStatus}`),
      'direct.debit.failed': (n) => void seen.push(`failed ${n.payload.mchOrderId}`),
    },
    onError: (error) => void errors.push(error),
  });
  return { url: `${await listen(toNodeListener(handler))}/dd`, seen, errors };
}

describe('direct-debit notifications confirmed with the gateway', () => {
  it('confirms a token creation with the token query and a payment with the payment detail, over HTTP from the sandbox', async () => {
    const target = await receiver();
    const params = authorizationParams({ notifyUrl: target.url });
    await setup.client.directDebit.createAuthorizationUrl(params);
    const { payToken } = setup.sandbox.authorize(params.requestId);
    await until(() => target.seen.length === 1);
    const payment = directDebitPaymentParams(payToken, { notifyUrl: target.url });
    const { transactionId } = await setup.client.directDebit.createPayment(payment);
    setup.sandbox.completePayment({ transactionId });
    await until(() => target.seen.length === 2);
    expect(target.seen).toEqual(['token ACTIVED', 'paid 50000 COMPLETED']);
    expect(target.errors).toEqual([]);
  });

  it('refuses a direct.debit.success the gateway holds for no payment of this merchant', async () => {
    const target = await receiver();
    // Signed with the platform key, as a replayed notification of another merchant is, but naming an
    // order this merchant never made.
    const { body } = await signNotification(
      {
        eventName: 'direct.debit.success',
        mchOrderId: 'neverMade1',
        transactionId: 'TX-never',
        amount: 50000,
        transactionStatus: 'COMPLETED',
      },
      { privateKey: platform.privateKey },
    );
    const response = await fetch(target.url, { method: 'POST', body });
    expect(response.status).toBe(409);
    expect(target.seen).toEqual([]);
    expect(target.errors).toMatchObject([{ name: 'NotificationNotConfirmedError', reason: 'not-found' }]);
  });
});

describe('token notifications against the token query', () => {
  /** A receiver of token events that keeps the tokens it saved and cancelled. */
  async function tokenReceiver() {
    const saved: string[] = [];
    const cancelled: string[] = [];
    const errors: unknown[] = [];
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
      plugins: [directDebit],
      confirm: setup.client,
      on: {
        'token.create.success': (n) => void saved.push(n.payload.payToken ?? ''),
        'token.cancel.success': (n) => void cancelled.push(n.payload.payToken ?? ''),
      },
      onError: (error) => void errors.push(error),
    });
    return { url: `${await listen(toNodeListener(handler))}/tokens`, saved, cancelled, errors };
  }

  /** A token the payer authorized, still ACTIVED at the gateway. */
  async function authorizedToken() {
    const params = authorizationParams();
    await setup.client.directDebit.createAuthorizationUrl(params);
    const { payToken } = setup.sandbox.authorize(params.requestId);
    return { userId: params.userId, requestId: params.requestId, channelCode: params.channelCode, payToken };
  }

  const post = async (url: string, body: string) => (await fetch(url, { method: 'POST', body })).status;

  it('finding 3: answers a cancellation the token query does not show yet 503, not 409, and takes it once it does', async () => {
    const target = await tokenReceiver();
    const token = await authorizedToken();
    const { body } = await signNotification(
      { eventName: 'token.cancel.success', ...token, tokenStatus: 'INACTIVED', inactiveType: 'USER_CANCEL' },
      { privateKey: platform.privateKey, plugins: [directDebit] },
    );
    // The gateway notified the cancellation before its token query shows it.
    expect(await post(target.url, body)).toBe(503);
    expect(target.errors).toMatchObject([{ name: 'NotificationNotConfirmedError', reason: 'pending' }]);
    setup.sandbox.cancelToken({ payToken: token.payToken });
    expect(await post(target.url, body)).toBe(200);
    expect(target.cancelled).toEqual([token.payToken]);
  });

  it('finding 5: refuses a token.create.success without tokenStatus, replayed after the token was cancelled', async () => {
    const target = await tokenReceiver();
    const token = await authorizedToken();
    setup.sandbox.cancelToken({ payToken: token.payToken });
    // The page marks tokenStatus optional; a copy of the notification without it, signed by the gateway.
    const { body } = await signNotification(
      { eventName: 'token.create.success', ...token },
      { privateKey: platform.privateKey, plugins: [directDebit] },
    );
    expect(await post(target.url, body)).toBe(409);
    expect(target.saved).toEqual([]);
    expect(target.errors).toMatchObject([
      { name: 'NotificationNotConfirmedError', reason: 'differs', fields: ['tokenStatus'] },
    ]);
  });

  it('saves a token.create.success without tokenStatus whose token is active', async () => {
    const target = await tokenReceiver();
    const token = await authorizedToken();
    const { body } = await signNotification(
      { eventName: 'token.create.success', ...token },
      { privateKey: platform.privateKey, plugins: [directDebit] },
    );
    expect(await post(target.url, body)).toBe(200);
    expect(target.saved).toEqual([token.payToken]);
  });
});
