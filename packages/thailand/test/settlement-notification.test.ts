import { generateKeyPairSync } from 'node:crypto';
import {
  createNotificationHandler,
  defineNotification,
  definePlugin,
  type Notification,
  rsaSha256Signer,
  rsaSha256Verifier,
  toNodeListener,
  verifyNotification,
} from '@lintas/core';
import { until, useListeners } from '@lintas/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isSettlementNotificationV2,
  type SettlementNotificationPayload,
  SettlementNotificationSchema,
  SettlementNotificationV1Schema,
  settlementNotificationId,
  thailand,
} from '../src/index.js';
import { uniqueId, useSandbox } from './setup-sandbox.js';

// Both shapes of `settle.payment.success`, as their pages show them:
// https://jtdocs.bluepay.asia/en/SettleNotification.html (V1) and
// https://jtdocs.bluepay.asia/en/SettleNotificationV2.html (V2, whose example our copy cuts off after two entries).
const v1 = {
  channelCode: 'THAI_DYNAMIC_QR',
  eventName: 'settle.payment.success',
  mchOrderId: '8880001',
  transactionId: 'QR123456789',
  amount: 2300,
  fee: 0,
  projectType: 'PPCASH',
  settledReturnTime: '2022-11-28 22:10:10',
  remark: 'example',
};
const v2 = {
  eventName: 'settle.payment.success',
  countryCode: 'TH',
  settlementDetailList: [
    { appId: '349094b672f347969422ca70123790477a8af', settlementDate: '2026-05-21', transDateList: ['2026-05-20'] },
    { appId: 'sub_app_id_001', settlementDate: '2026-05-21', transDateList: ['2026-05-20'] },
  ],
  notifyTime: '2026-05-21 02:00:00',
};

const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const verifier = rsaSha256Verifier({ publicKey: platform.publicKey });

async function body(param: object): Promise<string> {
  const text = JSON.stringify(param);
  const sign = await (await rsaSha256Signer({ privateKey: platform.privateKey })).sign(text);
  return JSON.stringify({ param: text, sign });
}

const post = (body: string) =>
  new Request('http://127.0.0.1/settlements', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('settle.payment.success, read by shape', () => {
  it.each([
    ['V1 (one transaction)', v1, false],
    ['V2 (a settlement date)', v2, true],
  ] as const)('reads %s and the guard tells which', (_shape, payload, isV2) => {
    const read = v.parse(SettlementNotificationSchema, payload);
    expect(read).toMatchObject(payload);
    expect(isSettlementNotificationV2(read)).toBe(isV2);
  });

  it.each([
    ['V1 keyed on its transaction', v1, 'QR123456789'],
    [
      'V2 keyed on its country, settlement date and appIds',
      v2,
      'TH:2026-05-21:349094b672f347969422ca70123790477a8af,sub_app_id_001',
    ],
    [
      'V2 sent again with another notifyTime and its list reordered: the same key',
      { ...v2, notifyTime: '2026-05-21 02:05:00', settlementDetailList: [...v2.settlementDetailList].reverse() },
      'TH:2026-05-21:349094b672f347969422ca70123790477a8af,sub_app_id_001',
    ],
    [
      "V2 of another master merchant's settlement of the same date: another key",
      { ...v2, settlementDetailList: [{ appId: 'other-master', settlementDate: '2026-05-21', transDateList: [] }] },
      'TH:2026-05-21:other-master',
    ],
  ] as const)('%s', (_case, payload, id) => {
    expect(settlementNotificationId(v.parse(SettlementNotificationSchema, payload))).toBe(id);
  });

  it.each([
    ['V2 without its country', { ...v2, countryCode: undefined }, 'countryCode'],
    ['V2 with an empty list', { ...v2, settlementDetailList: [] }, 'settlementDetailList'],
    [
      'V2 whose settlement date is not yyyy-MM-dd',
      { ...v2, settlementDetailList: [{ appId: 'a', settlementDate: '21/05/2026', transDateList: [] }] },
      'settlementDetailList.0.settlementDate',
    ],
    ['V1 without its transaction id', { ...v1, transactionId: undefined }, 'transactionId'],
  ] as const)('refuses %s, naming the member of that shape', (_case, payload, path) => {
    const result = v.safeParse(SettlementNotificationSchema, payload);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain(path);
  });
});

describe('settle.payment.success through createNotificationHandler with the thailand plugin', () => {
  it('refused V2 with HTTP 400 while the event was read with the V1 schema only (as before), and accepts it now', async () => {
    const before = definePlugin({
      name: 'thailand',
      endpoints: {},
      notifications: {
        'settle.payment.success': defineNotification({
          kind: 'settlement',
          schema: SettlementNotificationV1Schema,
          key: ['transactionId'],
        }),
      },
    });
    const received: Notification[] = [];
    const options = {
      verifier,
      unconfirmed: ['settle.payment.success'],
      on: { 'settle.payment.success': (n: Notification) => void received.push(n) },
    };
    const old = createNotificationHandler({ ...options, plugins: [before], onError: () => undefined } as never);
    expect((await old(post(await body(v2)))).status).toBe(400);

    const now = createNotificationHandler({ ...options, plugins: [thailand] } as never);
    const response = await now(post(await body(v2)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 10000, message: 'Success' });
    expect(received.map((n) => [n.eventName, n.key])).toEqual([
      [
        'settle.payment.success',
        'settle.payment.success:TH:2026-05-21:349094b672f347969422ca70123790477a8af,sub_app_id_001',
      ],
    ]);
  });

  it('runs the listener once for V2 redelivered with another notifyTime, and once for each V1 transaction', async () => {
    const seen: string[] = [];
    const handler = createNotificationHandler({
      verifier,
      plugins: [thailand],
      unconfirmed: ['settle.payment.success'],
      on: {
        'settle.payment.success': (n) => {
          const payload = n.payload;
          seen.push(isSettlementNotificationV2(payload) ? payload.countryCode : payload.transactionId);
        },
      },
    });
    const deliveries = [
      v2,
      { ...v2, notifyTime: '2026-05-21 02:10:00' },
      v1,
      { ...v1, transactionId: 'QR987654321' },
      v1,
    ];
    for (const param of deliveries) expect((await handler(post(await body(param)))).status).toBe(200);
    expect(seen).toEqual(['TH', 'QR123456789', 'QR987654321']);
  });

  it('dates V2 by its notifyTime, so maxAgeMs refuses an old one', async () => {
    const at = Date.parse('2026-05-21T02:00:00+08:00');
    const read = async (now: number) =>
      verifyNotification(await body(v2), { verifier, plugins: [thailand], maxAgeMs: 3_600_000, now: () => now });
    await expect(read(at + 60_000)).resolves.toMatchObject({ known: true, kind: 'settlement' });
    await expect(read(at + 2 * 3_600_000)).rejects.toThrow(/older|old|age/i);
  });
});

describe('settle.payment.success sent by @lintas/sandbox, received with the thailand plugin over HTTP', () => {
  const setup = useSandbox();
  const listen = useListeners();

  it('reaches the listener as V2 (once for the date) and as V1 (once per settled payment), each acknowledged', async () => {
    const received: SettlementNotificationPayload[] = [];
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
      plugins: [thailand],
      confirm: setup.client,
      // No settlement lookup is documented, and the address is the merchant's setting: accepted on the signature.
      unconfirmed: ['settle.payment.success'],
      on: { 'settle.payment.success': (n) => void received.push(n.payload), default: () => undefined },
    });
    const base = await listen(toNodeListener(handler));
    const url = `${base}/settlements`;
    await setup.sandbox.setReportSettings({ appId: setup.merchant.appId, settlementNotifyUrl: url });
    const code = await setup.client.thailand.createQrCode({
      mchOrderId: uniqueId('qr').replace(/-/g, ''),
      channelCode: 'THAI_DYNAMIC_QR',
      amount: 2300,
      notifyUrl: `${base}/qr`,
    });
    setup.sandbox.completePayment({ transactionId: code.transactionId });
    const transDate = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const { notifications } = setup.sandbox.settleDay({
      appId: setup.merchant.appId,
      countryCode: 'TH',
      transDate,
      versions: [1, 2],
    });
    expect(notifications).toHaveLength(2);
    const delivered = () => setup.sandbox.deliveries().filter((entry) => entry.url === url);
    await until(() => delivered().filter((entry) => entry.status === 'acknowledged').length === 2);
    expect(delivered().map((entry) => entry.httpStatus)).toEqual([200, 200]);
    const v2 = received.find(isSettlementNotificationV2);
    // The members of the page's V2 (the contract fixture's), and the notifyTime its table requires.
    expect(Object.keys(v2 ?? {}).sort()).toEqual(['countryCode', 'eventName', 'notifyTime', 'settlementDetailList']);
    expect(v2?.settlementDetailList).toEqual([
      {
        appId: setup.merchant.appId,
        settlementDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        transDateList: [transDate],
      },
    ]);
    const v1 = received.find((payload) => !isSettlementNotificationV2(payload));
    expect(v1).toMatchObject({
      transactionId: code.transactionId,
      amount: 2300,
      fee: 0,
      channelCode: 'THAI_DYNAMIC_QR',
    });
    expect(Object.keys(v1 ?? {}).sort()).toEqual([
      'amount',
      'channelCode',
      'eventName',
      'fee',
      'mchOrderId',
      'projectType',
      'remark',
      'settledReturnTime',
      'transactionId',
    ]);
  });
});
