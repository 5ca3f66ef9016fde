import type { Token } from '@lintas/direct-debit';
import type { SandboxDriver } from '../sandbox-driver.js';
import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { payer } from './payer.js';

const AUTHORIZED = 'payer authorizes, token ACTIVED';
const PAID = 'payment with the token COMPLETED';
const DEBITED = 'direct-debit pay with the token, COMPLETED in its detail';
const CANCELLED = 'merchant cancels, token INACTIVED MCH_CANCEL';

/** The token pays: a country-neutral payment with `channelType` DIRECT_DEBIT, then a direct-debit pay. */
async function paidWithToken(context: DemoContext, steps: Steps, sandbox: SandboxDriver, token: Token): Promise<void> {
  await steps.run(PAID, async () => {
    const amount = 12_500;
    const created = await context.client.neutral.createPayment({
      mchOrderId: context.newId('dd'),
      currency: 'PHP',
      countryCode: 'PH',
      channelType: 'DIRECT_DEBIT',
      channelCode: token.channelCode,
      payToken: token.payToken,
      customerName: payer.customerName,
      email: payer.email,
      mobile: payer.phMobile,
      amount,
      notifyUrl: context.receiver.url('payments'),
      redirectUrl: payer.redirectUrl,
      terminalType: 'WEB',
    });
    await sandbox.completePayment({ transactionId: created.transactionId });
    const found = await context.client.neutral.queryPayment({
      transactionId: created.transactionId,
      countryCode: 'PH',
    });
    checkEqual(found.transactionStatus, 'COMPLETED', 'transactionStatus');
    return passed(
      `${found.transactionId} paid with ${token.payToken}: ${created.transactionStatus} → ${found.transactionStatus}`,
    );
  });
  await steps.run(DEBITED, async () => {
    const mchOrderId = context.newId('ddpay').replace(/[^A-Za-z0-9]/g, '');
    const created = await context.client.directDebit.createPayment({
      mchOrderId,
      amount: 9_900,
      channelCode: token.channelCode,
      payToken: token.payToken,
      projectType: 'PPCASH',
      items: [{ subOrderId: 'parcel1', amount: 9_900, regionNo: 'NCR', branchNo: 'MNL01', courierNo: 'C042' }],
      notifyUrl: context.receiver.url('payments'),
      remark: 'courier delivery 42',
    });
    await sandbox.completePayment({ transactionId: created.transactionId });
    const found = await context.client.directDebit.queryPayment({ mchOrderId });
    checkEqual(found.transactionStatus, 'COMPLETED', 'transactionStatus');
    checkEqual(found.totalAmount, 9_900, 'totalAmount');
    return passed(
      `${found.transactionId} debited ${token.payToken}: ${created.transactionStatus} → ${found.transactionStatus}, fee ${found.fee ?? '?'}`,
    );
  });
}

/**
 * Direct debit: authorization URL → the payer authorizes → token ACTIVED → a payment with the token
 * (neutral create, channelType DIRECT_DEBIT) → COMPLETED, notified as `direct.debit.success` → a
 * direct-debit pay with the token, with a sub-order → COMPLETED in its detail → the merchant cancels →
 * INACTIVED with MCH_CANCEL. The cancel operation's path is not documented, so the sandbox's control
 * API plays it; the token query shows the outcome through the SDK.
 */
export const directDebitScenario: Scenario = {
  family: 'direct-debit',
  async run(context: DemoContext, steps: Steps) {
    const { client } = context;
    const userId = context.newId('user');
    const requestId = context.newId('auth');
    await steps.run('authorization URL created', async () => {
      const created = await client.directDebit.createAuthorizationUrl({
        requestId,
        userId,
        channelCode: 'PH_GCASH_DIRECT_DEBIT',
        countryCode: 'PH',
        notifyUrl: context.receiver.url('authorizations'),
        redirectUrl: payer.redirectUrl,
        terminalType: 'WAP',
        osType: 'ANDROID',
      });
      check(created.authUrl.startsWith('http'), `authUrl is not a URL: ${created.authUrl}`);
      return passed(`${created.requestId} for ${created.userId}, payer sent to ${created.authUrl}`);
    });

    const sandbox = sandboxOrSkip(context, steps, [AUTHORIZED, PAID, DEBITED, CANCELLED]);
    if (!sandbox) return;
    const token = await steps.run(AUTHORIZED, async () => {
      await sandbox.authorize(requestId, { appId: context.appId });
      const { tokenList } = await client.directDebit.queryTokens({ userId, countryCode: 'PH' });
      const active = tokenList.find((candidate) => candidate.tokenStatus === 'ACTIVED');
      check(active, `no ACTIVED token for ${userId}`);
      return passed(
        `${active.payToken} on ${active.channelCode} for ${active.userLoginId ?? 'the payer'}, expires ${active.expiresTime}`,
        active,
      );
    });
    await paidWithToken(context, steps, sandbox, token);
    await steps.run(CANCELLED, async () => {
      await sandbox.cancelToken({ payToken: token.payToken });
      const { tokenList } = await client.directDebit.queryTokens({
        userId,
        countryCode: 'PH',
        payToken: token.payToken,
      });
      const found = tokenList.find((candidate) => candidate.payToken === token.payToken);
      check(found, `the token query lists no ${token.payToken}`);
      checkEqual(found.tokenStatus, 'INACTIVED', 'tokenStatus');
      checkEqual(found.inactiveType, 'MCH_CANCEL', 'inactiveType');
      return passed(`${found.payToken} INACTIVED MCH_CANCEL at ${found.inactiveTime ?? '?'}`);
    });
  },
};
