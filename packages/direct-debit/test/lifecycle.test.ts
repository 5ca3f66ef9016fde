import { describe, expect, it } from 'vitest';
import { authorizationParams, directDebitPaymentParams, useSandbox } from './setup-sandbox.js';

const setup = useSandbox();

describe('a direct-debit authorization, as a merchant lives it', () => {
  it('goes from authorization URL to an active token, then to an inactive one when the merchant cancels', async () => {
    const params = authorizationParams({ terminalType: 'APP', osType: 'IOS' });
    const { authUrl } = await setup.client.directDebit.createAuthorizationUrl(params);
    const page = await fetch(authUrl);
    expect(page.status).toBe(200);
    await page.body?.cancel();
    expect((await setup.client.directDebit.queryTokens({ userId: params.userId })).tokenList).toEqual([]);

    const { payToken } = setup.sandbox.authorize(params.requestId, { userLoginId: '09998887777' });
    const active = await setup.client.directDebit.queryTokens({ userId: params.userId, countryCode: 'PH' });
    expect(active.tokenList).toEqual([
      {
        channelCode: params.channelCode,
        payToken,
        tokenStatus: 'ACTIVED',
        expiresTime: expect.any(String),
        userLoginId: '0999****777',
      },
    ]);

    setup.sandbox.cancelToken({ payToken });
    const inactive = await setup.client.directDebit.queryTokens({ userId: params.userId, payToken });
    expect(inactive.tokenList).toEqual([
      {
        channelCode: params.channelCode,
        payToken,
        tokenStatus: 'INACTIVED',
        expiresTime: expect.any(String),
        inactiveTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/),
        inactiveType: 'MCH_CANCEL',
      },
    ]);
  });

  it('issues no active token when the payer rejects the authorization', async () => {
    const params = authorizationParams();
    await setup.client.directDebit.createAuthorizationUrl(params);
    setup.sandbox.rejectAuthorization(params.requestId);
    const { tokenList } = await setup.client.directDebit.queryTokens({ userId: params.userId });
    expect(tokenList.filter((token) => token.tokenStatus === 'ACTIVED')).toEqual([]);
    expect(setup.sandbox.state().authorizations.find((record) => record.requestId === params.requestId)?.status).toBe(
      'REJECTED',
    );
  });

  it('debits the token the payer approved, and reads the payment FAILED once the channel refuses it', async () => {
    const params = authorizationParams();
    await setup.client.directDebit.createAuthorizationUrl(params);
    setup.sandbox.authorize(params.requestId);
    const [token] = (await setup.client.directDebit.queryTokens({ userId: params.userId })).tokenList;
    expect(token?.tokenStatus).toBe('ACTIVED');
    const payment = directDebitPaymentParams(token?.payToken ?? '', { channelCode: token?.channelCode ?? '' });
    const { transactionId, transactionStatus } = await setup.client.directDebit.createPayment(payment);
    expect(transactionStatus).toBe('PENDING');
    setup.sandbox.failPayment(
      { transactionId },
      { failedCode: -10003, failedMessage: 'Transaction Insufficient Balance' },
    );
    // The detail page's table has no failure members; the sandbox answers them as the notification carries them.
    expect(await setup.client.directDebit.queryPayment({ mchOrderId: payment.mchOrderId })).toMatchObject({
      transactionId,
      transactionStatus: 'FAILED',
      transactionReturnTime: expect.any(String),
      failedCode: -10003,
    });
  });
});
