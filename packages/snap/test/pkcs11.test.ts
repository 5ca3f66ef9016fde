import { createPublicKey, verify } from 'node:crypto';
import { createClient } from '@lintas/core';
import { pkcs11Signer } from '@lintas/core/pkcs11';
import { philippines } from '@lintas/philippines';
import { type Sandbox, startSandbox } from '@lintas/sandbox';
import { type SoftHsm, startSoftHsm, uniqueId } from '@lintas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSnapClient, snap } from '../src/index.js';
import { idr, partnerReference } from './setup-sandbox.js';

// A real PKCS#11 token: SoftHSM2, initialised by the test in a folder of its own, with an RSA key
// generated inside it that cannot be read out. A PH payout and a SNAP QRIS are signed through PKCS#11
// against the sandbox, which verifies them with the public key alone.

let sandbox: Sandbox;
let hsm: SoftHsm;
let appId: string;
let clientSecret: string;

beforeAll(async () => {
  hsm = startSoftHsm();
  sandbox = await startSandbox();
  ({ appId, clientSecret } = sandbox.addMerchant({ publicKey: hsm.publicKey }));
});
afterAll(async () => {
  await sandbox.close();
  hsm.close();
});

const signerOf = () =>
  pkcs11Signer({ library: hsm.library, tokenLabel: hsm.tokenLabel, pin: hsm.pin, keyLabel: hsm.keyLabel });

describe('a key in a SoftHSM2 token', () => {
  it('never leaves it: sensitive, not extractable, its private exponent unreadable', () => {
    expect(hsm.privateKey).toEqual({ extractable: false, sensitive: true, readable: false });
  });

  it('signs a PH payout through PKCS#11 that the gateway pays, and a payload any verifier checks with the public key alone', async () => {
    const signer = await signerOf();
    try {
      expect(signer.keyId).toBe(`pkcs11:${hsm.tokenLabel}/${hsm.keyLabel}`);
      const client = createClient({ baseUrl: sandbox.url, appId, signer }).use(philippines);
      const payout = {
        mchOrderId: uniqueId('hsm'),
        idempotencyId: uniqueId('hsm-idem'),
        amount: 150000,
        accountNo: '001234567890',
        accountName: 'Jose Reyes',
        payMethodCode: 'BANK',
        transferCode: 'CIMB',
      } as const;
      const { data, metadata } = await client.philippines.createPayout(payout).withMetadata();
      expect(data).toMatchObject({ mchOrderId: payout.mchOrderId });
      // The call's metadata names the token's key, never the key itself.
      expect(metadata.keyId).toBe(signer.keyId);
      expect(metadata.attempts.map((attempt) => attempt.keyId)).toEqual([signer.keyId]);
      expect(sandbox.state().payouts.filter((p) => p.mchOrderId === payout.mchOrderId)).toHaveLength(1);
      const payload = JSON.stringify({ ...payout, timestamp: Date.now() });
      const signature = await signer.sign(payload);
      const publicKey = createPublicKey({ key: Buffer.from(hsm.publicKey, 'base64'), format: 'der', type: 'spki' });
      expect(verify('sha256', Buffer.from(payload), publicKey, Buffer.from(signature, 'base64'))).toBe(true);
      expect(JSON.stringify(signer)).not.toContain(hsm.pin);
    } finally {
      await signer.close();
    }
  });

  it('signs the access token request and a SNAP QRIS through PKCS#11', async () => {
    const signer = await signerOf();
    try {
      const client = (
        await createSnapClient({
          baseUrl: sandbox.url,
          profile: 'paycools-cargo',
          clientKey: appId,
          signer,
          clientSecret,
        })
      ).use(snap);
      const params = {
        partnerReferenceNo: partnerReference('hsm'),
        codAmount: idr('10000.00'),
        frtAmount: idr('5000.00'),
        merchantId: appId,
      };
      await expect(client.snap.createQris(params)).resolves.toMatchObject({ responseCode: '2004700' });
      expect(sandbox.snapTransactions().filter((t) => t.partnerReferenceNo === params.partnerReferenceNo)).toHaveLength(
        1,
      );
    } finally {
      await signer.close();
    }
  });
});
