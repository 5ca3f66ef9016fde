import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayChannels } from '../src/index.js';
import { countryInfo } from '../src/state/countries.js';
import { orderId, paymentParams } from './helpers/params.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

const GENERATE = '/open-api/payment/generate';
const UNAVAILABLE = 21005;

/** A channel the test gives the merchant's account: no public page of the gateway names a Russian channel. */
const russianChannel = {
  channelCode: 'RU_TEST_QR',
  channelType: 'QR',
  countryCode: 'RU',
  currency: 'RUB',
  source: 'given by this test',
};

describe('the channel codes the sandbox accepts', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ channels: [russianChannel] });
  });
  afterAll(() => t.sandbox.close());

  const paymentsOf = (mchOrderId: unknown) =>
    t.sandbox.state().payments.filter((payment) => payment.mchOrderId === mchOrderId);

  it('lists each documented code once, with its country’s currency and the public page that shows it', () => {
    const codes = gatewayChannels.map((channel) => channel.channelCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const channel of gatewayChannels) {
      expect(channel.source, channel.channelCode).toMatch(/^https:\/\/[a-z0-9.-]+\/\S+\.html$/);
      expect(countryInfo(channel.countryCode)?.currency, channel.channelCode).toBe(channel.currency);
    }
    expect(codes).toEqual(expect.arrayContaining(['PH_GCASH_URL', 'PH_QRPH_DYNAMIC', 'ID_BCA_VA', 'THAI_DYNAMIC_QR']));
  });

  it('refuses a misspelt channel code with 21005 and stores nothing (the typo a new user makes: PH_NOPE), naming the codes that exist', async () => {
    const params = paymentParams({ channelCode: 'PH_NOPE' });
    const answer = await t.gateway.call(GENERATE, params);
    expect([answer.code, answer.message]).toEqual([
      UNAVAILABLE,
      'Merchant channel is unavailable: PH_NOPE is not a channel of this merchant; the payment or direct-debit channels of PH: PH_GCASH_URL, PH_GCASH_QR, PH_QRPH_DYNAMIC, PH_GCASH_DIRECT_DEBIT, JTWALLET_DIRECT_DEBIT',
    ]);
    expect(answer.data).toBeNull();
    expect(paymentsOf(params['mchOrderId'])).toEqual([]);
  });

  it('refuses a channel of another country than the payment’s with 21005', async () => {
    const answer = await t.gateway.call(GENERATE, paymentParams({ channelCode: 'ID_BCA_VA' }));
    expect([answer.code, answer.message]).toEqual([
      UNAVAILABLE,
      'Merchant channel is unavailable: ID_BCA_VA is a channel of ID, not PH; the payment or direct-debit channels of PH: PH_GCASH_URL, PH_GCASH_QR, PH_QRPH_DYNAMIC, PH_GCASH_DIRECT_DEBIT, JTWALLET_DIRECT_DEBIT',
    ]);
  });

  it('refuses an unknown code on every operation that takes one: country paths, static codes, QR codes, VAs, checkouts, direct debit', async () => {
    const payer = { customerName: 'Juan Dela Cruz', email: 'juan@example.com', mobile: '09171234567' };
    const notifyUrl = 'http://127.0.0.1:9/notify';
    const calls: Array<[string, Record<string, unknown>]> = [
      [
        '/open-api/philippines/payment/generate',
        { mchOrderId: orderId(), amount: 50010, channelCode: 'PH_NOPE', notifyUrl, ...payer },
      ],
      [
        '/open-api/indonesia/payment/generate',
        { mchOrderId: orderId(), amount: 50000, channelCode: 'ID_NOPE_VA', notifyUrl, ...payer, mobile: '08123456789' },
      ],
      [
        '/open-api/malaysia/payment/generate',
        { mchOrderId: orderId(), amount: 5610, channelCode: 'MY_NOPE_URL', notifyUrl, ...payer, mobile: '0123456789' },
      ],
      [
        '/open-api/philippines/static/payment/generate',
        { mchOrderId: orderId(), channelCode: 'PH_NOPE_STATIC', ...payer },
      ],
      ['/open-api/qr/generate', { mchOrderId: orderId(), channelCode: 'THAI_NOPE_QR', amount: 1000, notifyUrl }],
      [
        '/open-api/dynamic/payment/code',
        {
          mchOrderId: orderId(),
          channelCode: 'NOPE_VA',
          amount: 10000,
          email: 'a@b.co',
          customerName: 'Siti',
          notifyUrl,
        },
      ],
      [
        '/open-api/static/payment/code',
        { mchOrderId: orderId(), channelCode: 'NOPE_VA', customerName: 'Siti', notifyUrl },
      ],
      [
        '/open-api/payment/checkout/generate',
        {
          mchOrderId: orderId(),
          countryCode: 'PH',
          currency: 'PHP',
          amount: 50010,
          channelCodeList: ['PH_GCASH_URL', 'PH_NOPE'],
          notifyUrl,
          redirectUrl: 'https://merchant.example/return',
          ...payer,
        },
      ],
      [
        '/open-api/direct/debit/token/apply',
        {
          requestId: orderId('RQ'),
          userId: 'payer-1',
          channelCode: 'PH_GCASH_URL',
          notifyUrl,
          redirectUrl: 'https://merchant.example/linked',
          terminalType: 'WEB',
        },
      ],
    ];
    for (const [path, params] of calls) {
      const answer = await t.gateway.call(path, params);
      expect([path, answer.code, answer.message]).toEqual([
        path,
        UNAVAILABLE,
        expect.stringMatching(/^Merchant channel is unavailable: /),
      ]);
    }
    const state = t.sandbox.state();
    expect(
      [state.payments, state.staticCodes, state.checkouts, state.authorizations].map((list) => list.length),
    ).toEqual([0, 0, 0, 0]);
  });

  it('accepts a channel given at start, lists it for its country and in the control API, beside the documented ones', async () => {
    const params = paymentParams({ countryCode: 'RU', currency: 'RUB', channelCode: 'RU_TEST_QR', amount: 150000 });
    const created = await t.gateway.call(GENERATE, params);
    expect(created).toMatchObject({ code: 10000, data: { channelType: 'QR', channelCode: 'RU_TEST_QR' } });
    const listed = await t.gateway.call('/open-api/payment/checkout/channel', { countryCode: 'RU' });
    expect(listed.data).toEqual({
      list: [{ channelType: 'QR', channelCode: 'RU_TEST_QR', countryCode: 'RU', currency: 'RUB' }],
    });
    const { status, json } = await t.control.get('/channels');
    expect(status).toBe(200);
    expect(json).toEqual([...gatewayChannels, { ...russianChannel, use: 'payment' }]);
    expect(t.sandbox.channels()).toEqual(json);
  });

  it('leaves static and direct-debit channels out of the checkout channel list', async () => {
    const { data } = await t.gateway.call('/open-api/payment/checkout/channel', { countryCode: 'PH' });
    const codes = data.list.map((channel: { channelCode: string }) => channel.channelCode);
    expect(codes).toEqual(['PH_GCASH_URL', 'PH_GCASH_QR', 'PH_QRPH_DYNAMIC']);
  });
});
