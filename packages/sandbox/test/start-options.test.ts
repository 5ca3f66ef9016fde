import { createPrivateKey, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  createDemoMerchant,
  generateMerchantKeys,
  isSandboxControlError,
  SandboxControlError,
  startSandbox,
} from '../src/index.js';
import { gatewayClient, testKeys } from './helpers/gateway-client.js';
import { startNotificationReceiver } from './helpers/notification-receiver.js';
import { paymentParams } from './helpers/params.js';

describe('startSandbox options', () => {
  it('listens on 127.0.0.1 on a random port by default and closes idempotently', async () => {
    const sandbox = await startSandbox();
    expect(sandbox.host).toBe('127.0.0.1');
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
    expect(sandbox.port).toBeGreaterThan(0);
    await Promise.all([sandbox.close(), sandbox.close()]);
    await expect(fetch(`${sandbox.url}/__sandbox/state`)).rejects.toThrow();
  });

  it('rejects when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await expect(startSandbox({ port })).rejects.toThrow(/EADDRINUSE/);
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('registers the merchants given at start, and signs notifications with the given platform keys', async () => {
    const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const platformPublicKey = platform.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    const keys = await testKeys();
    const receiver = await startNotificationReceiver();
    const sandbox = await startSandbox({
      merchants: [{ appId: 'preset', publicKey: keys.publicKey, balances: { PHP: 5_00 } }],
      platformKeys: {
        privateKey: platform.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        publicKey: platformPublicKey,
      },
    });
    try {
      expect(sandbox.platformPublicKey).toBe(platformPublicKey);
      const client = gatewayClient(sandbox.url, { appId: 'preset', ...keys });
      expect((await client.call('/open-api/account/balance', {})).data.balance).toBe('5.00');
      const { data } = await client.call(
        '/open-api/payment/generate',
        paymentParams({ notifyUrl: `${receiver.url}/n` }),
      );
      sandbox.completePayment(data.transactionId);
      await sandbox.notificationsIdle();
      const [notification] = receiver.received;
      expect(
        verify(
          'RSA-SHA256',
          Buffer.from(notification!.body.param),
          platform.publicKey,
          Buffer.from(notification!.body.sign, 'base64'),
        ),
      ).toBe(true);
    } finally {
      await sandbox.close();
      await receiver.close();
    }
  });

  it('refuses invalid platform keys without echoing them', async () => {
    await expect(startSandbox({ platformKeys: { privateKey: 'c2VjcmV0LWtleQ==', publicKey: 'x' } })).rejects.toThrow(
      /^platformKeys\.privateKey is not a valid RSA private key/,
    );
  });
});

describe('key helpers', () => {
  it('generates 2048-bit RSA keys as bare base64 PKCS#8 and SPKI DER', () => {
    const keys = generateMerchantKeys();
    expect(keys.publicKey).toMatch(/^MIIBIjAN[A-Za-z0-9+/]+=*$/);
    expect(keys.privateKey).not.toContain('-----BEGIN');
    const privateKey = createPrivateKey({ key: Buffer.from(keys.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
    const publicKey = createPublicKey({ key: Buffer.from(keys.publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(publicKey.asymmetricKeyType).toBe('rsa');
  });

  it('registers a demo merchant whose private key signs accepted requests', async () => {
    const sandbox = await startSandbox();
    try {
      const demo = createDemoMerchant(sandbox, { appId: 'demo-app', payoutNotifyUrl: 'http://127.0.0.1:9/p' });
      expect(demo.appId).toBe('demo-app');
      expect(sandbox.state().merchants[0]).toMatchObject({
        appId: 'demo-app',
        publicKey: demo.publicKey,
        payoutNotifyUrl: 'http://127.0.0.1:9/p',
      });
      expect(JSON.stringify(sandbox.state())).not.toContain(demo.privateKey);
      expect((await gatewayClient(sandbox.url, demo).call('/open-api/account/balance', {})).code).toBe(10000);
    } finally {
      await sandbox.close();
    }
  });
});

describe('SandboxControlError', () => {
  it('carries a reason and an HTTP status, and is recognised by its guard', async () => {
    const sandbox = await startSandbox();
    try {
      let caught: unknown;
      try {
        sandbox.completePayment({ transactionId: 'TX-missing' });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(SandboxControlError);
      expect(isSandboxControlError(caught)).toBe(true);
      expect(caught).toMatchObject({ reason: 'not_found', status: 404, name: 'SandboxControlError' });
      expect(isSandboxControlError(new Error('x'))).toBe(false);
    } finally {
      await sandbox.close();
    }
  });
});
