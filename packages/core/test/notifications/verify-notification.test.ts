import { createSign, type KeyObject } from 'node:crypto';
import { inspect } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isNotificationEnvelopeError,
  isNotificationExpiredError,
  isNotificationJsonError,
  isNotificationPayloadError,
  isNotificationRawBodyError,
  isSignatureError,
  rsaSha256Verifier,
  signNotification,
  type Verifier,
  verifyNotification,
} from '../../src/index.js';
import { platformKeys, samples } from './helpers.js';
import { testPlugins } from './test-events.js';

const platform = platformKeys();
const otherKey = platformKeys();
let verifier: Verifier;

beforeAll(async () => {
  verifier = await rsaSha256Verifier({ publicKey: platform.publicKey });
});

/** Signs `param` with node:crypto, independently of the SDK, and builds the gateway's body. */
function gatewayBody(param: string, key: KeyObject = platform.privateKey): string {
  const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(key, 'base64');
  return JSON.stringify({ param, sign });
}

async function refusal(
  body: unknown,
  options: { verifier?: Verifier; maxAgeMs?: number; requireEventTime?: boolean; now?: () => number } = {},
): Promise<unknown> {
  return verifyNotification(body as string, { verifier, plugins: testPlugins, ...options }).then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

describe('verifyNotification reads every known kind', () => {
  const cases = [
    ['payment', samples.payment, 'payment', 'payment.success:TX-PAY-1'],
    ['static payment', samples.staticPayment, 'static-payment', 'static.order.payment.success:TX-STATIC-1'],
    ['checkout payment', samples.checkout, 'checkout-payment', 'checkout.payment.success:TX-CHECKOUT-1'],
    ['payout', samples.payout, 'payout', 'disbursement.failed:TX-PAYOUT-1'],
    ['refund', samples.refund, 'refund', 'payment.refund.success:RF-1'],
    ['authorization', samples.authorization, 'authorization', 'token.create.success:req-1:PT-1'],
    ['direct-debit payment', samples.directDebit, 'direct-debit-payment', 'direct.debit.success:TX-DD-1'],
  ] as const;
  for (const [name, payload, kind, key] of cases) {
    it(`returns a verified ${name} notification typed by its eventName, with its dedup key`, async () => {
      const param = JSON.stringify(payload);
      const notification = await verifyNotification(gatewayBody(param), { verifier, plugins: testPlugins });
      expect(notification).toMatchObject({ known: true, eventName: payload.eventName, kind, key, param });
      expect(notification.payload).toMatchObject(payload);
    });
  }

  it('fills payToken from the paytoken spelling of the notification page', async () => {
    const notification = await verifyNotification(gatewayBody(JSON.stringify(samples.authorization)), {
      verifier,
      plugins: testPlugins,
    });
    expect(notification.known && notification.kind === 'authorization' && notification.payload.payToken).toBe('PT-1');
  });

  it('keeps members it does not know, and reads null members as absent', async () => {
    const param = JSON.stringify({
      ...samples.payment,
      returnTime: null,
      failedCode: null,
      newMember: { nested: true },
    });
    const notification = await verifyNotification(gatewayBody(param), { verifier, plugins: testPlugins });
    expect(notification.payload).not.toHaveProperty('returnTime');
    expect(notification.payload).not.toHaveProperty('failedCode');
    // Typed as the known members only; a member the gateway added later is still on the object.
    expect((notification.payload as Readonly<Record<string, unknown>>)['newMember']).toEqual({ nested: true });
    expect(notification.param).toBe(param);
  });

  it('accepts amounts and failed codes sent as digit strings, and status values not seen yet', async () => {
    const param = JSON.stringify({
      ...samples.payout,
      amount: '100000',
      failedCode: '-10004',
      transactionStatus: 'REVERSED',
    });
    const notification = await verifyNotification(gatewayBody(param), { verifier, plugins: testPlugins });
    expect(notification.payload).toMatchObject({ amount: 100000, failedCode: -10004, transactionStatus: 'REVERSED' });
  });

  it('verifies the exact param text, whitespace and member order included', async () => {
    const param =
      '{"eventName": "payment.success",  "transactionId": "TX9", "mchOrderId": "o-9", "amount": 1, "transactionStatus": "COMPLETED", "remark": "Pagbabayad ₱ 😀"}';
    const notification = await verifyNotification(gatewayBody(param), { verifier, plugins: testPlugins });
    expect(notification.param).toBe(param);
    expect(notification.known && notification.kind === 'payment' && notification.payload.remark).toBe(
      'Pagbabayad ₱ 😀',
    );
  });

  it('accepts the raw body as a string, a Uint8Array, a Buffer and an ArrayBuffer, with or without a byte order mark', async () => {
    const body = gatewayBody(JSON.stringify(samples.refund));
    const bytes = new TextEncoder().encode(body);
    for (const raw of [
      body,
      `\uFEFF${body}`,
      bytes,
      Buffer.from(body),
      bytes.slice().buffer,
      Buffer.from(`\uFEFF${body}`),
    ]) {
      await expect(verifyNotification(raw, { verifier, plugins: testPlugins })).resolves.toMatchObject({
        eventName: 'payment.refund.success',
      });
    }
  });

  it('verifies with the second key of a rotation', async () => {
    const rotating = await rsaSha256Verifier({ publicKeys: [otherKey.publicKey, platform.publicKey] });
    const notification = await verifyNotification(gatewayBody(JSON.stringify(samples.payment)), {
      verifier: rotating,
      plugins: testPlugins,
    });
    expect(notification.eventName).toBe('payment.success');
    const next = await verifyNotification(gatewayBody(JSON.stringify(samples.payment), otherKey.privateKey), {
      verifier: rotating,
      plugins: testPlugins,
    });
    expect(next.eventName).toBe('payment.success');
  });

  it('accepts a promise of a verifier', async () => {
    const notification = await verifyNotification(gatewayBody(JSON.stringify(samples.payment)), {
      verifier: rsaSha256Verifier({ publicKey: platform.publicKey }),
      plugins: testPlugins,
    });
    expect(notification.known).toBe(true);
  });

  it('returns an unknown eventName as a generic, still verified notification keyed on its id', async () => {
    const param = JSON.stringify({
      eventName: 'coupon.issued',
      mchOrderId: 'va-1',
      transactionId: 'TX-V',
      mobile: '0812',
      amount: null,
    });
    const notification = await verifyNotification(gatewayBody(param), { verifier, plugins: testPlugins });
    expect(notification).toMatchObject({
      known: false,
      kind: 'unknown',
      eventName: 'coupon.issued',
      key: 'coupon.issued:TX-V',
    });
    expect(notification.payload).toEqual(JSON.parse(param));
  });

  it('keys an unknown event without an id on the hash of its param', async () => {
    const param = JSON.stringify({ eventName: 'account.frozen', reason: 'audit' });
    const first = await verifyNotification(gatewayBody(param), { verifier, plugins: testPlugins });
    const again = await verifyNotification(gatewayBody(param), { verifier, plugins: testPlugins });
    expect(first.key).toMatch(/^account\.frozen:sha256:[0-9a-f]{64}$/);
    expect(again.key).toBe(first.key);
  });

  it('round-trips signNotification', async () => {
    const signed = await signNotification(samples.checkout, { privateKey: platform.privateKey });
    expect(JSON.parse(signed.body)).toEqual({ param: signed.param, sign: signed.sign });
    const notification = await verifyNotification(signed.body, { verifier, plugins: testPlugins });
    expect(notification).toMatchObject({ eventName: 'checkout.payment.success', sign: signed.sign });
  });
});

describe('verifyNotification refuses', () => {
  it('a body already parsed into an object, saying to pass the raw text', async () => {
    const error = await refusal(JSON.parse(gatewayBody(JSON.stringify(samples.payment))));
    expect(isNotificationRawBodyError(error)).toBe(true);
    expect((error as Error).message).toContain('ass the raw body text, e.g. `await request.text()` / express.raw(');
    expect((error as Error).message).toContain('not the parsed JSON');
  });

  it('an undefined body, hinting at a body parser', async () => {
    const error = await refusal(undefined);
    expect(isNotificationRawBodyError(error) && error.received).toBe('undefined');
    expect((error as Error).message).toContain('body parser');
  });

  it('a signature made with another key', async () => {
    const error = await refusal(gatewayBody(JSON.stringify(samples.payment), otherKey.privateKey));
    expect(isSignatureError(error) && error.reason).toBe('verification-failed');
    expect((error as Error).message).toContain('PLATFORM public key');
  });

  it('a param changed by one character after signing', async () => {
    const param = JSON.stringify(samples.payment);
    const { sign } = JSON.parse(gatewayBody(param)) as { sign: string };
    const tampered = param.replace('"amount":50010', '"amount":50011');
    expect(tampered).not.toBe(param);
    const error = await refusal(JSON.stringify({ param: tampered, sign }));
    expect(isSignatureError(error) && error.reason).toBe('verification-failed');
  });

  it('a missing or empty sign', async () => {
    for (const body of [{ param: '{}' }, { param: '{}', sign: '' }, { param: '{}', sign: 42 }]) {
      const error = await refusal(JSON.stringify(body));
      expect(isSignatureError(error) && error.reason).toBe('missing-signature');
    }
  });

  it('a sign that is not base64', async () => {
    const error = await refusal(JSON.stringify({ param: JSON.stringify(samples.payment), sign: 'not base64!' }));
    expect(isSignatureError(error) && error.reason).toBe('verification-failed');
  });

  it('a body that is not JSON, an empty body, and bytes that are not UTF-8', async () => {
    for (const body of ['param=x&sign=y', '', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])]) {
      const error = await refusal(body);
      expect(isNotificationJsonError(error) && error.part).toBe('body');
    }
    expect(((await refusal('')) as Error).message).toContain('consumed the stream');
  });

  it('a signed param that is not JSON', async () => {
    const error = await refusal(gatewayBody('eventName=payment.success'));
    expect(isNotificationJsonError(error) && error.part).toBe('param');
  });

  it('a body that is not the envelope', async () => {
    for (const body of [
      '[1,2]',
      'null',
      '"text"',
      '{"sign":"abc"}',
      '{"param":{"eventName":"payment.success"},"sign":"abc"}',
    ]) {
      expect(isNotificationEnvelopeError(await refusal(body))).toBe(true);
    }
  });

  it('a body whose members hold objects or arrays, before parsing it and before verifying', async () => {
    // 60,000 nested arrays: the envelope is two strings, so nothing nested is parsed.
    const nested = `{"param":"{}","sign":"abc","x":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    const deep = await refusal(nested);
    expect(isNotificationEnvelopeError(deep)).toBe(true);
    expect((deep as Error).message).toContain('holds an object or an array');
    expect(isNotificationEnvelopeError(await refusal(`[${'['.repeat(1000)}${']'.repeat(1000)}]`))).toBe(true);
    // Brackets inside the strings are text, not nesting.
    const param = JSON.stringify({ ...samples.payment, remark: '{[ "quoted \\" ]}' });
    await expect(verifyNotification(gatewayBody(param), { verifier, plugins: testPlugins })).resolves.toMatchObject({
      known: true,
    });
  });

  it('a param that is not well-formed text, before verifying it', async () => {
    // A real U+FFFD in transactionId, signed; the same text with a lone surrogate in its place encodes to
    // the same UTF-8 bytes, so it would verify and be keyed apart from the signed one.
    const param = JSON.stringify({ ...samples.payment, transactionId: 'TX-\uFFFD-1' });
    const body = gatewayBody(param);
    const escapedFffd = body.replace('\uFFFD', '\\ufffd');
    await expect(verifyNotification(escapedFffd, { verifier, plugins: testPlugins })).resolves.toMatchObject({
      key: 'payment.success:TX-\uFFFD-1',
    });
    for (const surrogate of ['\\ud800', '\\udbff', '\\udc00', '\\udfff']) {
      const error = await refusal(body.replace('\uFFFD', surrogate));
      expect(isNotificationEnvelopeError(error), surrogate).toBe(true);
      expect((error as Error).message).toContain('not well-formed');
    }
    // A surrogate pair (an emoji) is well-formed.
    const emoji = JSON.stringify({ ...samples.payment, remark: 'paid \u{1F600}' });
    await expect(verifyNotification(gatewayBody(emoji), { verifier, plugins: testPlugins })).resolves.toMatchObject({
      known: true,
    });
  });

  it('a verified payload that fails the schema of its kind, naming the members', async () => {
    const { transactionId: _dropped, ...withoutId } = samples.payment;
    const param = JSON.stringify({ ...withoutId, amount: 500.1 });
    const error = await refusal(gatewayBody(param));
    expect(isNotificationPayloadError(error)).toBe(true);
    if (!isNotificationPayloadError(error)) return;
    expect(error.eventName).toBe('payment.success');
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(['amount', 'transactionId']);
    expect(error.payload).toEqual(JSON.parse(param));
  });

  it('a verified param without eventName, or not an object', async () => {
    for (const param of ['{"transactionId":"TX1"}', '[1]', '{"eventName":""}']) {
      expect(isNotificationPayloadError(await refusal(gatewayBody(param)))).toBe(true);
    }
  });

  it('propagates a verifier that fails, rather than calling the notification forged', async () => {
    const broken: Verifier = { verify: () => Promise.reject(new Error('KMS down')) };
    const error = await refusal(gatewayBody(JSON.stringify(samples.payment)), { verifier: broken });
    expect((error as Error).message).toBe('KMS down');
  });
});

describe('maxAgeMs', () => {
  // 2026-11-21 09:39:00 at +08:00
  const returnTime = Date.parse('2026-11-21T01:39:00Z');

  it('is off by default: a notification a year old is accepted', async () => {
    const notification = await verifyNotification(gatewayBody(JSON.stringify(samples.payment)), {
      verifier,
      plugins: testPlugins,
      now: () => returnTime + 365 * 86_400_000,
    });
    expect(notification.known).toBe(true);
  });

  it('refuses an event older than the limit, measured from its return time at the gateway offset', async () => {
    const error = await refusal(gatewayBody(JSON.stringify(samples.payment)), {
      maxAgeMs: 60_000,
      now: () => returnTime + 60_001,
    });
    expect(isNotificationExpiredError(error)).toBe(true);
    if (!isNotificationExpiredError(error)) return;
    expect(error).toMatchObject({
      eventName: 'payment.success',
      eventTime: '2026-11-21 09:39:00',
      ageMs: 60_001,
      maxAgeMs: 60_000,
    });
  });

  it('accepts an event within the limit, and one that carries no time', async () => {
    await expect(
      verifyNotification(gatewayBody(JSON.stringify(samples.payment)), {
        verifier,
        plugins: testPlugins,
        maxAgeMs: 60_000,
        now: () => returnTime + 59_000,
      }),
    ).resolves.toBeDefined();
    const { expiresTime: _future, ...untimed } = samples.authorization;
    await expect(
      verifyNotification(gatewayBody(JSON.stringify(untimed)), { verifier, plugins: testPlugins, maxAgeMs: 1 }),
    ).resolves.toBeDefined();
  });

  it('refuses an event that carries no time with requireEventTime, except a payment.verification inquiry', async () => {
    const { expiresTime: _future, ...untimed } = samples.authorization;
    const error = await refusal(gatewayBody(JSON.stringify(untimed)), { maxAgeMs: 60_000, requireEventTime: true });
    expect(isNotificationExpiredError(error)).toBe(true);
    expect(error).toMatchObject({ eventName: 'token.create.success', eventTime: undefined, ageMs: undefined });
    expect((error as Error).message).toContain('carries no event time');
    const inquiry = { eventName: 'payment.verification', mchOrderId: 'va-1' };
    await expect(
      verifyNotification(gatewayBody(JSON.stringify(inquiry)), {
        verifier,
        plugins: testPlugins,
        maxAgeMs: 1,
        requireEventTime: true,
      }),
    ).resolves.toMatchObject({ eventName: 'payment.verification' });
    // A timed event within the limit passes; requireEventTime alone, without maxAgeMs, checks nothing.
    await expect(
      verifyNotification(gatewayBody(JSON.stringify(samples.payment)), {
        verifier,
        plugins: testPlugins,
        maxAgeMs: 60_000,
        requireEventTime: true,
        now: () => returnTime + 1000,
      }),
    ).resolves.toBeDefined();
    await expect(
      verifyNotification(gatewayBody(JSON.stringify(untimed)), {
        verifier,
        plugins: testPlugins,
        requireEventTime: true,
      }),
    ).resolves.toBeDefined();
  });

  it('refuses an event dated further ahead than the allowed clock skew (5 minutes unless set), and accepts one within it', async () => {
    const ahead = await refusal(gatewayBody(JSON.stringify(samples.payment)), {
      maxAgeMs: 86_400_000,
      now: () => returnTime - 300_001,
    });
    expect(isNotificationExpiredError(ahead) && [ahead.ageMs, ahead.maxAgeMs]).toEqual([-300_001, 300_000]);
    expect(isNotificationExpiredError(ahead) && ahead.message).toContain('in the future');
    await expect(
      verifyNotification(gatewayBody(JSON.stringify(samples.payment)), {
        verifier,
        plugins: testPlugins,
        maxAgeMs: 86_400_000,
        now: () => returnTime - 299_000,
      }),
    ).resolves.toBeDefined();
    const strict = verifyNotification(gatewayBody(JSON.stringify(samples.payment)), {
      verifier,
      plugins: testPlugins,
      maxAgeMs: 86_400_000,
      maxClockSkewMs: 1000,
      now: () => returnTime - 2000,
    });
    await expect(strict).rejects.toMatchObject({ name: 'NotificationExpiredError', ageMs: -2000, maxAgeMs: 1000 });
  });

  it('does not look at future times without maxAgeMs', async () => {
    await expect(
      verifyNotification(gatewayBody(JSON.stringify(samples.payment)), {
        verifier,
        plugins: testPlugins,
        now: () => returnTime - 86_400_000,
      }),
    ).resolves.toBeDefined();
  });

  it('reads ISO 8601 times with their own offset', async () => {
    const error = await refusal(gatewayBody(JSON.stringify(samples.payout)), {
      maxAgeMs: 1000,
      now: () => Date.parse('2024-07-09T07:38:54Z'),
    });
    expect(isNotificationExpiredError(error) && error.ageMs).toBe(2000);
  });
});

describe('no secret leaks', () => {
  it('puts no private key material in errors, their JSON or their inspection', async () => {
    const pkcs8 = platform.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const pem = platform.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    const errors = [
      await refusal(gatewayBody(JSON.stringify(samples.payment), otherKey.privateKey)),
      await refusal('not json'),
      await refusal({ param: 'x', sign: 'y' }),
      await signNotification({ eventName: 'x' }, { privateKey: 'MIIBnotakey' }).catch((error: unknown) => error),
      await signNotification({ eventName: 'x' }, { privateKey: pem.replace('MII', 'XII') }).catch(
        (error: unknown) => error,
      ),
    ];
    for (const error of errors) {
      const printed = `${String(error)} ${JSON.stringify(error)} ${inspect(error, { depth: 5 })}`;
      expect(printed).not.toContain(pkcs8.slice(40, 80));
      expect(printed).not.toContain(pem.slice(60, 100));
    }
  });
});
