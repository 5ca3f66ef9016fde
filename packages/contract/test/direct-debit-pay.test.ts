// The direct-debit pay, as its two pages show it. https://jtdocs.bluepay.asia/en/DirectDebit/Pay.html
// documents the envelope API Lintas sends (POST /open-api/jt/direct/debit/pay); its request example stops
// after its opening brace and it shows no answer. The older copy, https://jtdoc.paycools.com/DirectDebit/Pay.html,
// shows a whole request of a flat API (members in the body, callbackUrl for the notification URL) and an
// answer example that stops after its first characters. No page shows a whole pay answer: its shape here
// is the older copy's field table (mchOrderId, transactionId, transactionStatus e.g. PENDING, channelType
// e.g. DIRECT_DEBIT, channelCode), not a documented sample.
import { type Client, createClient, GatewayCode, isGatewayError, rsaSha256Signer } from '@lintas/core';
import { createAuthorizationUrl, createPayment } from '@lintas/direct-debit';
import { createDemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from './fixtures.js';
import { clientFor, type ReplayServer, startReplayServer } from './replay-server.js';

const older = fixture('req.direct-debit-pay.paycools-jt.flat.json').payload;

/** The members the older copy shares with the envelope page, named as the envelope page names them. */
const shared = {
  mchOrderId: older.mchOrderId,
  amount: older.amount,
  channelCode: older.channelCode,
  payToken: older.payToken,
  notifyUrl: older.callbackUrl,
  remark: older.remark,
} as { mchOrderId: string; amount: number; channelCode: string; payToken: string; notifyUrl: string; remark: string };

/** The answer's members, from the older copy's field table, with values its sibling pages use. */
const tableAnswer = {
  mchOrderId: older.mchOrderId,
  transactionId: 'TXN20240101120000123456',
  transactionStatus: 'PENDING',
  channelType: 'DIRECT_DEBIT',
  channelCode: older.channelCode,
};

let server: ReplayServer;
let replayClient: Client;
let sandbox: Sandbox;
let sandboxClient: Client;

beforeAll(async () => {
  server = await startReplayServer();
  replayClient = await clientFor(server);
  sandbox = await startSandbox();
  const merchant = createDemoMerchant(sandbox);
  sandboxClient = createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
  });
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
});

/** An ACTIVED token of a fresh payer on the page's channel, as the payer's approval leaves it. */
async function activeToken(requestId: string): Promise<string> {
  await sandboxClient.call(createAuthorizationUrl, {
    requestId,
    userId: `${requestId}payer`,
    channelCode: shared.channelCode,
    notifyUrl: 'http://127.0.0.1:9/notifications',
    redirectUrl: 'https://merchant.example.com/authorized',
    terminalType: 'WEB',
  });
  return sandbox.authorize(requestId).payToken;
}

describe('the direct-debit pay as its pages show it', () => {
  it('the SDK sends every member the older copy shares with the envelope page as documented (its callbackUrl as notifyUrl), none the envelope page leaves out, and reads an answer of the older copy’s field table (no page shows a whole answer)', async () => {
    server.answer({ code: 10000, message: 'Success', data: tableAnswer });
    const before = server.received.length;
    await expect(replayClient.call(createPayment, shared)).resolves.toEqual(tableAnswer);
    const sent = server.received.slice(before);
    expect(sent.map((request) => request.path)).toEqual(['/open-api/jt/direct/debit/pay']);
    expect(sent[0]?.param).toEqual({ ...shared, timestamp: expect.any(Number) });
    for (const member of ['appName', 'customerName', 'email', 'mobile', 'callbackUrl'])
      expect(older, member).toHaveProperty(member);
  });

  it('the sandbox takes those members for an ACTIVED token on the page’s channel and answers the members of the older copy’s field table', async () => {
    const payToken = await activeToken('contractpay1');
    const answer = await sandboxClient.call(createPayment, { ...shared, mchOrderId: 'contractpay1', payToken });
    expect(Object.keys(answer).sort()).toEqual(Object.keys(tableAnswer).sort());
    expect(answer).toMatchObject({
      mchOrderId: 'contractpay1',
      transactionStatus: 'PENDING',
      channelType: 'DIRECT_DEBIT',
      channelCode: shared.channelCode,
    });
  });

  it('the sandbox refuses the page’s own pay token, which no payer approved here, with 21024 and records nothing', async () => {
    const error = await createPaymentError({ ...shared, mchOrderId: 'contractpay2' });
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.InvalidAccessToken);
    expect(sandbox.state().payments.filter((payment) => payment.mchOrderId === 'contractpay2')).toEqual([]);
  });
});

async function createPaymentError(params: typeof shared): Promise<unknown> {
  return sandboxClient.call(createPayment, params).then(
    () => undefined,
    (error: unknown) => error,
  );
}
