import { createPublicKey, createSign, createVerify, generateKeyPairSync, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignatureError, rsaSha256Signer, rsaSha256Verifier } from '../src/index.js';

const payload = '{"mchOrderId":"order-1","amount":50010,"remark":"Pagbabayad ₱ 😀","timestamp":1763700000000}';

function pair(modulusLength: number) {
  return generateKeyPairSync('rsa', { modulusLength });
}

function verifiesWithNode(publicKey: ReturnType<typeof pair>['publicKey'], signature: string): boolean {
  return createVerify('RSA-SHA256').update(payload, 'utf8').verify(publicKey, signature, 'base64');
}

const keys2048 = pair(2048);
const bareBase64Pkcs8 = keys2048.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');

describe('rsaSha256Signer', () => {
  const forms: [string, () => unknown][] = [
    ['bare base64 PKCS#8 DER, as the dashboard issues it', () => bareBase64Pkcs8],
    ['PKCS#8 PEM', () => keys2048.privateKey.export({ format: 'pem', type: 'pkcs8' })],
    ['PKCS#1 PEM', () => keys2048.privateKey.export({ format: 'pem', type: 'pkcs1' })],
    ['bare base64 PKCS#1 DER', () => keys2048.privateKey.export({ format: 'der', type: 'pkcs1' }).toString('base64')],
    ['base64 with line breaks', () => bareBase64Pkcs8.replace(/(.{64})/g, '$1\n')],
    ['a KeyObject', () => keys2048.privateKey],
  ];
  for (const [name, key] of forms) {
    it(`signs with ${name}, and node:crypto verifies the signature`, async () => {
      const signer = await rsaSha256Signer({ privateKey: key() as string });
      expect(verifiesWithNode(keys2048.publicKey, await signer.sign(payload))).toBe(true);
    });
  }

  it('signs every key form with WebCrypto where the runtime offers no node:crypto (Workers)', async () => {
    const runtime = process as { getBuiltinModule?: unknown };
    const original = runtime.getBuiltinModule;
    runtime.getBuiltinModule = undefined;
    try {
      for (const [, key] of forms) {
        const signer = await rsaSha256Signer({ privateKey: key() as string });
        expect(verifiesWithNode(keys2048.publicKey, await signer.sign(payload))).toBe(true);
      }
      const error = await rsaSha256Signer({ privateKey: 'not a key' }).catch((caught: unknown) => caught);
      expect(isSignatureError(error) && error.reason).toBe('invalid-key');
    } finally {
      runtime.getBuiltinModule = original;
    }
  });

  it('signs with a WebCrypto CryptoKey', async () => {
    const cryptoKey = await webcrypto.subtle.importKey(
      'pkcs8',
      keys2048.privateKey.export({ format: 'der', type: 'pkcs8' }),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const signer = await rsaSha256Signer({ privateKey: cryptoKey as CryptoKey });
    expect(verifiesWithNode(keys2048.publicKey, await signer.sign(payload))).toBe(true);
  });

  for (const size of [3072, 4096]) {
    it(`accepts a ${size}-bit key`, async () => {
      const keys = pair(size);
      const signer = await rsaSha256Signer({
        privateKey: keys.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
      });
      const signature = await signer.sign(payload);
      expect(Buffer.from(signature, 'base64')).toHaveLength(size / 8);
      expect(verifiesWithNode(keys.publicKey, signature)).toBe(true);
      // Generating a 4096-bit key takes seconds, and far longer on a loaded machine.
    }, 120_000);
  }

  it('produces exactly the signature node:crypto produces (PKCS#1 v1.5 is deterministic)', async () => {
    const signer = await rsaSha256Signer({ privateKey: bareBase64Pkcs8 });
    expect(await signer.sign(payload)).toBe(
      createSign('RSA-SHA256').update(payload, 'utf8').sign(keys2048.privateKey, 'base64'),
    );
  });

  const invalid: [string, unknown][] = [
    ['garbage text', 'not a key at all!'],
    ['a public key', keys2048.publicKey.export({ format: 'pem', type: 'spki' })],
    ['truncated DER', bareBase64Pkcs8.slice(0, 200)],
    [
      'an encrypted PEM',
      keys2048.privateKey.export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'x' }),
    ],
    ['a public KeyObject', keys2048.publicKey],
  ];
  for (const [name, key] of invalid) {
    it(`refuses ${name} with a SignatureError that holds no key material`, async () => {
      const error = await rsaSha256Signer({ privateKey: key as string }).catch((caught: unknown) => caught);
      expect(isSignatureError(error) && error.reason).toBe('invalid-key');
      expect(String((error as Error).message)).not.toContain(bareBase64Pkcs8.slice(40, 80));
    });
  }
});

describe('rsaSha256Verifier', () => {
  const signature = createSign('RSA-SHA256').update(payload, 'utf8').sign(keys2048.privateKey, 'base64');

  it('verifies with a bare base64 SPKI DER key, an SPKI PEM and a PKCS#1 PEM', async () => {
    for (const publicKey of [
      keys2048.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
      keys2048.publicKey.export({ format: 'pem', type: 'spki' }) as string,
      keys2048.publicKey.export({ format: 'pem', type: 'pkcs1' }) as string,
    ]) {
      const verifier = await rsaSha256Verifier({ publicKey });
      expect(await verifier.verify(payload, signature)).toBe(true);
    }
  });

  it('rejects a signature of another payload, another key, or garbage', async () => {
    const verifier = await rsaSha256Verifier({ publicKey: keys2048.publicKey });
    expect(await verifier.verify(`${payload} `, signature)).toBe(false);
    expect(
      await verifier.verify(payload, createSign('RSA-SHA256').update(payload).sign(pair(2048).privateKey, 'base64')),
    ).toBe(false);
    expect(await verifier.verify(payload, '%%% not base64')).toBe(false);
  });

  it('accepts any of several keys during a rotation', async () => {
    const next = pair(2048);
    const verifier = await rsaSha256Verifier({ publicKeys: [createPublicKey(next.privateKey), keys2048.publicKey] });
    expect(await verifier.verify(payload, signature)).toBe(true);
    expect(
      await verifier.verify(payload, createSign('RSA-SHA256').update(payload).sign(next.privateKey, 'base64')),
    ).toBe(true);
  });

  it('refuses an empty key list', async () => {
    await expect(rsaSha256Verifier({ publicKeys: [] })).rejects.toSatisfy(isSignatureError);
  });
});

describe('rsaSha256Signer with a damaged key', () => {
  /** Every 16th base64 character of the key replaced by another one: 64+ one-character corruptions. */
  function corruptions(text: string): string[] {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const damaged: string[] = [];
    for (let index = 40; index < text.length - 4; index += 16) {
      const original = text[index] ?? 'A';
      const replacement = alphabet[(alphabet.indexOf(original) + 17) % alphabet.length] ?? 'A';
      damaged.push(text.slice(0, index) + replacement + text.slice(index + 1));
    }
    return damaged;
  }

  it('is refused at creation unless the gateway would still verify its signatures, with node:crypto and WebCrypto', async () => {
    const runtime = process as { getBuiltinModule?: unknown };
    const original = runtime.getBuiltinModule;
    const outcomes = { refused: 0, verifies: 0, invalid: 0 };
    for (const withNode of [true, false]) {
      runtime.getBuiltinModule = withNode ? original : undefined;
      try {
        for (const damaged of corruptions(bareBase64Pkcs8)) {
          const signer = await rsaSha256Signer({ privateKey: damaged }).catch((caught: unknown) => caught);
          if (isSignatureError(signer)) {
            expect(signer.reason).toBe('invalid-key');
            expect(signer.message).not.toContain(damaged.slice(40, 80));
            outcomes.refused += 1;
          } else {
            const signature = await (signer as { sign(text: string): Promise<string> }).sign(payload);
            outcomes[verifiesWithNode(keys2048.publicKey, signature) ? 'verifies' : 'invalid'] += 1;
          }
        }
      } finally {
        runtime.getBuiltinModule = original;
      }
    }
    expect(outcomes.invalid).toBe(0);
    expect(outcomes.refused).toBeGreaterThan(0);
    expect(outcomes.refused + outcomes.verifies).toBe(2 * corruptions(bareBase64Pkcs8).length);
  }, 120_000);

  it('says so in a SignatureError that names the problem and not the key', async () => {
    const modulusDamaged = corruptions(bareBase64Pkcs8)[1] ?? '';
    const error = await rsaSha256Signer({ privateKey: modulusDamaged }).catch((caught: unknown) => caught);
    expect(isSignatureError(error) && error.message).toMatch(/corrupt|not a valid/);
  });
});
