import { constants, createPublicKey, privateEncrypt, verify } from 'node:crypto';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  definePlugin,
  digestSigner,
  type Signer,
  type SignOptions,
  sha256DigestInfo,
} from '../src/index.js';
import { createPayout, payoutParams } from './helpers/sandbox-endpoints.js';

// A signer over a key that never leaves a KMS or an HSM: the payload is hashed here, the 32-byte digest
// signed there. Over real HTTP against @lintas/sandbox, which verifies with the merchant's public key.
// The KMS of each recipe is a local function standing in for its SDK client (STAND-IN, not the service):
// it checks the request as the service's API page documents it, and signs the digest with the merchant's
// key as the service would (RSASSA-PKCS1-v1_5 over the DigestInfo of the digest).

const payouts = definePlugin({ name: 'payouts', endpoints: { createPayout } });
const payoutPath = '/open-api/philippines/disbursement/transfer';

let sandbox: Sandbox;
let merchant: DemoMerchant;

beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
});
afterEach(() => sandbox.clearFaults());
afterAll(() => sandbox.close());

/** STAND-IN for a KMS: RSASSA-PKCS1-v1_5 of a SHA-256 digest with the merchant's key; keeps each request. */
function standInKms() {
  const digests: Uint8Array[] = [];
  const signals: (AbortSignal | undefined)[] = [];
  const signDigest = async (digest: Uint8Array, options: SignOptions = {}) => {
    expect(digest).toHaveLength(32);
    digests.push(digest);
    signals.push(options.signal);
    const key = `-----BEGIN PRIVATE KEY-----\n${merchant.privateKey}\n-----END PRIVATE KEY-----`;
    return new Uint8Array(privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, sha256DigestInfo(digest)));
  };
  return { signDigest, digests, signals };
}

const publicKey = () =>
  createPublicKey({ key: Buffer.from(merchant.publicKey, 'base64'), format: 'der', type: 'spki' });

describe('digestSigner', () => {
  it('signs a payout the gateway accepts, sending the KMS the 32-byte digest only', async () => {
    const kms = standInKms();
    const signer = digestSigner({ keyId: 'kms-key-1', signDigest: kms.signDigest });
    const client = createClient({ baseUrl: sandbox.url, appId: merchant.appId, signer }).use(payouts);
    const payout = payoutParams();
    await expect(client.payouts.createPayout(payout)).resolves.toMatchObject({ mchOrderId: payout.mchOrderId });
    expect(kms.digests).toHaveLength(1);
    expect(kms.signals[0]).toBeInstanceOf(AbortSignal);
    expect(signer.keyId).toBe('kms-key-1');
  });

  it('signs a param of 7 million characters in one request of 32 bytes, verifiable with the public key', async () => {
    const kms = standInKms();
    const signer = digestSigner({ signDigest: kms.signDigest });
    const payload = JSON.stringify({ fileContent: 'A'.repeat(7_000_000), timestamp: 1 });
    const signature = await signer.sign(payload);
    expect(kms.digests).toHaveLength(1);
    expect(verify('sha256', Buffer.from(payload, 'utf8'), publicKey(), Buffer.from(signature, 'base64'))).toBe(true);
  });

  it('asks the KMS again only for other bytes: a signature is reused for byte-identical params', async () => {
    const kms = standInKms();
    const signer = digestSigner({ signDigest: kms.signDigest });
    const first = await signer.sign('{"a":1,"timestamp":1}');
    expect(await signer.sign('{"a":1,"timestamp":1}')).toBe(first);
    expect(kms.digests).toHaveLength(1);
    expect(await signer.sign('{"a":1,"timestamp":2}')).not.toBe(first);
    expect(kms.digests).toHaveLength(2);
  });

  it('does not ask the KMS again for a retry whose param is unchanged (the same second), and does for a new one', async () => {
    const kms = standInKms();
    const signer = digestSigner({ signDigest: kms.signDigest });
    const second = Date.now();
    const client = createClient({
      baseUrl: sandbox.url,
      appId: merchant.appId,
      signer,
      timestampUnit: 'seconds',
      // The clock held within one second: both attempts carry the same timestamp, so the same bytes.
      now: () => second,
      retry: { initialDelay: 1 },
    }).use(payouts);
    // "Nothing was done, try later": a write is sent again.
    sandbox.injectFault({ path: payoutPath, kind: 'rate-limit', retryAfterSeconds: 0, times: 1 });
    const payout = payoutParams();
    const { metadata } = await client.payouts.createPayout(payout).withMetadata();
    expect(metadata.attempts.map((attempt) => attempt.status)).toEqual([429, 200]);
    expect(kms.digests).toHaveLength(1);
  });

  it('prints without anything but its algorithm and key id', () => {
    const signer = digestSigner({ keyId: 'kms-key-1', signDigest: standInKms().signDigest });
    expect(JSON.stringify(signer)).toBe('{"algorithm":"RSA-SHA256","keyId":"kms-key-1"}');
  });
});

// The recipes of packages/core/docs/signers.md, as written there, each given a STAND-IN for its SDK client.

/** What the AWS KMS recipe uses of `KMSClient`: `send(new SignCommand(input), { abortSignal })`. */
interface AwsKms {
  send(
    command: { input: Record<string, unknown> },
    options: { abortSignal?: AbortSignal },
  ): Promise<{ Signature?: Uint8Array }>;
}

/** AWS KMS `Sign` of a digest (https://docs.aws.amazon.com/kms/latest/APIReference/API_Sign.html). */
function awsKmsSigner(
  kms: AwsKms,
  SignCommand: new (input: Record<string, unknown>) => { input: Record<string, unknown> },
  keyId: string,
): Signer {
  return digestSigner({
    keyId,
    signDigest: async (digest, { signal }) => {
      const command = new SignCommand({
        KeyId: keyId,
        Message: digest,
        MessageType: 'DIGEST',
        SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
      });
      const { Signature } = await kms.send(command, signal ? { abortSignal: signal } : {});
      if (!Signature) throw new Error('AWS KMS answered no Signature');
      return Signature;
    },
  });
}

/** What the Google Cloud KMS recipe uses of `KeyManagementServiceClient`. */
interface GoogleKms {
  asymmetricSign(request: {
    name: string;
    digest: { sha256: Uint8Array };
  }): Promise<[{ signature?: Uint8Array | string | null }]>;
}

/** Cloud KMS `asymmetricSign` (https://cloud.google.com/kms/docs/reference/rest/v1/projects.locations.keyRings.cryptoKeys.cryptoKeyVersions/asymmetricSign). */
function googleKmsSigner(kms: GoogleKms, name: string): Signer {
  return digestSigner({
    keyId: name,
    signDigest: async (digest) => {
      const [answer] = await kms.asymmetricSign({ name, digest: { sha256: digest } });
      if (!answer.signature) throw new Error('Cloud KMS answered no signature');
      return answer.signature;
    },
  });
}

/** What the Azure Key Vault recipe uses of `CryptographyClient` (@azure/keyvault-keys). */
interface AzureCryptography {
  sign(
    algorithm: 'RS256',
    digest: Uint8Array,
    options: { abortSignal?: AbortSignal },
  ): Promise<{ result: Uint8Array; keyID?: string }>;
}

/** Key Vault `sign` with RS256 over a SHA-256 digest (https://learn.microsoft.com/en-us/rest/api/keyvault/keys/sign/sign). */
function azureKeyVaultSigner(cryptography: AzureCryptography, keyId: string): Signer {
  return digestSigner({
    keyId,
    signDigest: async (digest, { signal }) =>
      (await cryptography.sign('RS256', digest, signal ? { abortSignal: signal } : {})).result,
  });
}

/** Vault transit `sign` of a prehashed SHA-256 digest (https://developer.hashicorp.com/vault/api-docs/secret/transit#sign-data). */
function vaultTransitSigner(
  fetch: typeof globalThis.fetch,
  vault: { address: string; token: string; key: string },
): Signer {
  return digestSigner({
    keyId: `vault:transit/${vault.key}`,
    signDigest: async (digest, { signal }) => {
      const answer = await fetch(`${vault.address}/v1/transit/sign/${vault.key}/sha2-256`, {
        method: 'POST',
        headers: { 'x-vault-token': vault.token, 'content-type': 'application/json' },
        body: JSON.stringify({
          input: Buffer.from(digest).toString('base64'),
          prehashed: true,
          signature_algorithm: 'pkcs1v15',
        }),
        ...(signal ? { signal } : {}),
      });
      if (!answer.ok) throw new Error(`Vault answered HTTP ${answer.status}`);
      const { data } = (await answer.json()) as { data: { signature: string } };
      // "vault:v1:<base64>": the key version, then the signature.
      return data.signature.replace(/^vault:v\d+:/, '');
    },
  });
}

describe('the KMS recipes, each with a stand-in for its SDK client', () => {
  /** Pays a payout signed by `signer` against the sandbox: the gateway verifies the signature. */
  async function pays(signer: Signer) {
    const client = createClient({ baseUrl: sandbox.url, appId: merchant.appId, signer }).use(payouts);
    const payout = payoutParams();
    await expect(client.payouts.createPayout(payout)).resolves.toMatchObject({ mchOrderId: payout.mchOrderId });
  }

  it('AWS KMS: Sign with MessageType DIGEST and RSASSA_PKCS1_V1_5_SHA_256', async () => {
    const { signDigest } = standInKms();
    const inputs: Record<string, unknown>[] = [];
    // STAND-IN for `SignCommand` and `KMSClient` of @aws-sdk/client-kms.
    class SignCommand {
      constructor(readonly input: Record<string, unknown>) {}
    }
    const kms: AwsKms = {
      async send(command, options) {
        inputs.push(command.input);
        expect(options.abortSignal).toBeInstanceOf(AbortSignal);
        return { Signature: await signDigest(command.input['Message'] as Uint8Array) };
      },
    };
    await pays(awsKmsSigner(kms, SignCommand, 'alias/lintas-merchant'));
    expect(inputs[0]).toMatchObject({
      KeyId: 'alias/lintas-merchant',
      MessageType: 'DIGEST',
      SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
    });
    expect(inputs[0]?.['Message']).toHaveLength(32);
  });

  it('Google Cloud KMS: asymmetricSign of digest.sha256, the answer signature taken as it comes', async () => {
    const { signDigest } = standInKms();
    const names: string[] = [];
    // STAND-IN for `KeyManagementServiceClient` of @google-cloud/kms (it answers a Buffer).
    const kms: GoogleKms = {
      async asymmetricSign(request) {
        names.push(request.name);
        return [{ signature: Buffer.from(await signDigest(request.digest.sha256)) }];
      },
    };
    const name = 'projects/p/locations/asia-southeast2/keyRings/lintas/cryptoKeys/merchant/cryptoKeyVersions/1';
    await pays(googleKmsSigner(kms, name));
    expect(names).toEqual([name]);
  });

  it('Azure Key Vault: sign with RS256 over the digest', async () => {
    const { signDigest } = standInKms();
    // STAND-IN for `CryptographyClient` of @azure/keyvault-keys.
    const cryptography: AzureCryptography = {
      async sign(algorithm, digest, options) {
        expect(algorithm).toBe('RS256');
        expect(options.abortSignal).toBeInstanceOf(AbortSignal);
        return { result: await signDigest(digest), keyID: 'https://vault.example/keys/merchant/1' };
      },
    };
    await pays(azureKeyVaultSigner(cryptography, 'https://vault.example/keys/merchant/1'));
  });

  it('HashiCorp Vault transit: sign/<key>/sha2-256, prehashed, pkcs1v15, "vault:v1:" taken off', async () => {
    const { signDigest } = standInKms();
    const bodies: Record<string, unknown>[] = [];
    // STAND-IN for Vault's HTTP API, as a `fetch` function (not a server).
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toBe('https://vault.example:8200/v1/transit/sign/lintas-merchant/sha2-256');
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      const signature = Buffer.from(await signDigest(Buffer.from(String(body['input']), 'base64'))).toString('base64');
      return Response.json({ data: { signature: `vault:v1:${signature}`, key_version: 1 } });
    }) as typeof globalThis.fetch;
    await pays(
      vaultTransitSigner(fetch, { address: 'https://vault.example:8200', token: 'hvs.test', key: 'lintas-merchant' }),
    );
    expect(bodies[0]).toMatchObject({ prehashed: true, signature_algorithm: 'pkcs1v15' });
  });
});
