import { isOutcomeUnknownError } from '@lintas/core';
import { createSnapClient, memorySnapStore, type SnapProfileName, snap } from '@lintas/snap';
import type { SandboxDriver } from '../sandbox-driver.js';
import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { addSnapMerchant } from '../snap/snap-merchant.js';
import { type SnapReceiver, type SnapSite, startSnapReceiver } from '../snap/snap-receiver.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';

const TITLES = [
  'PayCools cargo: access token fetched, QRIS created for a COD parcel',
  'QRIS paid: notification verified, goods and freight as the page lists them',
  'access token refused by the gateway: a new one fetched, the call sent again',
  'answer lost after the QRIS was made: OutcomeUnknownError, made once',
  'EZTrans: ATM code created, its status pending (03)',
  'ATM code paid: status 00, notification verified with amount, fee and total',
  'EZTrans: card debited (54), paid, its status 00 by the check of service 55',
];

const idr = (value: string) => ({ value, currency: 'IDR' });

/**
 * A SNAP merchant of its own on the sandbox and its client of `profile`'s site, whose codes its store
 * records: the receiver takes the site's notifications for it, proven against them.
 */
async function snapMerchant(
  context: DemoContext,
  sandbox: SandboxDriver,
  profile: SnapProfileName,
  receiver: SnapReceiver,
  site: SnapSite,
) {
  const merchant = await addSnapMerchant(sandbox, receiver.url(site));
  const store = memorySnapStore();
  await receiver.receive(site, { store, partnerId: merchant.appId });
  const client = await createSnapClient({
    baseUrl: context.baseUrl,
    profile,
    clientKey: merchant.appId,
    privateKey: merchant.privateKey,
    clientSecret: merchant.clientSecret,
    store,
    retry: { initialDelay: 50 },
  });
  return { appId: merchant.appId, client: client.use(snap) };
}

/**
 * SNAP BI on the gateway family's two SNAP sites, against the sandbox's SNAP mode: the B2B access
 * token, a QRIS for a cash-on-delivery parcel (PayCools cargo) and an ATM code (EZTrans), their payment
 * notifications verified, a refused token replaced, and a lost answer that never makes a second QRIS.
 */
export const snapScenario: Scenario = {
  family: 'snap',
  async run(context: DemoContext, steps: Steps) {
    const sandbox = sandboxOrSkip(context, steps, TITLES);
    if (!sandbox) return;
    const info = (await (await fetch(`${context.baseUrl}/__sandbox/info`)).json()) as { platformPublicKey: string };
    const receiver = await startSnapReceiver(info.platformPublicKey);
    try {
      await cargoSteps(context, sandbox, steps, receiver);
      await eztransSteps(context, sandbox, steps, receiver);
    } finally {
      await receiver.close();
    }
  },
};

async function cargoSteps(context: DemoContext, sandbox: SandboxDriver, steps: Steps, receiver: SnapReceiver) {
  const { appId, client } = await snapMerchant(context, sandbox, 'paycools-cargo', receiver, 'cargo');
  const qris = () => ({
    partnerReferenceNo: context.newId('awb').replace(/[^A-Za-z0-9]/g, ''),
    codAmount: idr('150000.00'),
    frtAmount: idr('12000.00'),
    merchantId: appId,
  });
  const first = qris();
  const created = await steps.run(TITLES[0] as string, async () => {
    const data = await client.snap.createQris(first);
    checkEqual(data.responseCode, '2004700', 'responseCode');
    return passed(`${data.referenceNo}, QRIS of ${data.qrContent?.length ?? 0} characters`, data);
  });
  await steps.run(TITLES[1] as string, async () => {
    await sandbox.completeSnapPayment({ referenceNo: created.referenceNo as string });
    await sandbox.notificationsIdle();
    const [notification] = receiver.of(first.partnerReferenceNo);
    check(notification?.profile === 'paycools-cargo', 'the cargo notification arrived, verified');
    checkEqual(notification.payload.totalAggregateAmount?.value, '162000.00', 'totalAggregateAmount');
    return passed(
      `${notification.payload.latestTransactionStatus}, goods ${notification.payload.aggregateCodAmount?.value} + freight ${notification.payload.aggregateFrtAmount?.value} IDR`,
    );
  });
  await steps.run(TITLES[2] as string, async () => {
    await sandbox.revokeSnapTokens({ appId });
    const { metadata } = await client.snap.createQris(qris()).withMetadata();
    checkEqual(metadata.attempts.map((attempt) => attempt.code).join(' then '), '4014701 then 2004700', 'the attempts');
    return passed(
      `${metadata.attempts.length} attempts: 4014701 Invalid Token (B2B), then 2004700; ${await sandbox.snapTokensIssued(appId)} tokens issued`,
    );
  });
  await steps.run(TITLES[3] as string, async () => {
    const lost = qris();
    await sandbox.injectFault({ path: '/v2.1/qr/qr-mpm-generate', kind: 'reset-after', times: 1 });
    const error = await client.snap.createQris(lost).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    check(isOutcomeUnknownError(error), `OutcomeUnknownError, not ${String(error)}`);
    const made = (await sandbox.snapTransactions()).filter((t) => t.partnerReferenceNo === lost.partnerReferenceNo);
    checkEqual(made.length, 1, 'QRIS made');
    return passed(`OutcomeUnknownError with ${JSON.stringify(error.keys)}; the gateway made it once`);
  });
}

async function eztransSteps(context: DemoContext, sandbox: SandboxDriver, steps: Steps, receiver: SnapReceiver) {
  const { appId, client } = await snapMerchant(context, sandbox, 'eztrans', receiver, 'eztrans');
  const partnerReferenceNo = context.newId('atm').replace(/[^A-Za-z0-9]/g, '');
  const query = { originalPartnerReferenceNo: partnerReferenceNo, merchantId: appId, serviceCode: '90' };
  const created = await steps.run(TITLES[4] as string, async () => {
    const data = await client.snap.createAtmQrCode({
      partnerReferenceNo,
      merchantId: appId,
      additionalInfo: { amount: idr('50000.00') },
    });
    const status = await client.snap.queryPaymentStatus(query);
    checkEqual(status.latestTransactionStatus, '03', 'latestTransactionStatus');
    return passed(`${data.referenceNo}, ${status.transactionStatusDesc}`, data);
  });
  await steps.run(TITLES[5] as string, async () => {
    await sandbox.completeSnapPayment({ referenceNo: created.referenceNo as string, amount: idr('50000.00') });
    await sandbox.notificationsIdle();
    const status = await client.snap.queryPaymentStatus(query);
    checkEqual(status.latestTransactionStatus, '00', 'latestTransactionStatus');
    const [notification] = receiver.of(partnerReferenceNo);
    check(notification?.profile === 'eztrans', 'the EZTrans notification arrived, verified');
    return passed(
      `amount ${notification.payload.amount.value}, fee ${notification.payload.feeAmount.value}, total ${notification.payload.totalAmount.value} IDR`,
    );
  });
  await steps.run(TITLES[6] as string, async () => {
    const reference = context.newId('debit').replace(/[^A-Za-z0-9]/g, '');
    const debit = await client.snap.createDirectDebitPayment({
      partnerReferenceNo: reference,
      merchantId: appId,
      bankCardToken: 'card-token-0001',
      amount: idr('75000.00'),
    });
    await sandbox.completeSnapPayment({ referenceNo: debit.referenceNo as string });
    const status = await client.snap.queryPaymentStatus({
      originalPartnerReferenceNo: reference,
      merchantId: appId,
      serviceCode: '54',
    });
    checkEqual(status.latestTransactionStatus, '00', 'latestTransactionStatus');
    checkEqual(status.amount?.value, '75000.00', 'amount.value');
    return passed(`${debit.referenceNo}, ${status.transactionStatusDesc}, ${status.amount?.value} IDR`);
  });
}
