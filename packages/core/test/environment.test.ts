import {
  createDemoMerchant,
  type DemoMerchant,
  generateMerchantKeys,
  type Sandbox,
  startSandbox,
} from '@lintas/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createClientFromEnv,
  createVerifierFromEnv,
  isEnvironmentError,
  isSignatureError,
  signNotification,
  verifyNotification,
} from '../src/index.js';
import { queryBalance } from './helpers/sandbox-endpoints.js';

let sandbox: Sandbox;
let merchant: DemoMerchant;
const platform = generateMerchantKeys();

beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
});
afterAll(() => sandbox.close());

const variables = ['LINTAS_BASE_URL', 'LINTAS_APP_ID', 'LINTAS_PRIVATE_KEY', 'LINTAS_PLATFORM_PUBLIC_KEY'] as const;
const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of variables) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const toPem = (base64: string, label: string) =>
  `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END ${label}-----`;

describe('createClientFromEnv', () => {
  it('creates a client from the LINTAS_* variables of process.env that calls the gateway', async () => {
    process.env.LINTAS_BASE_URL = sandbox.url;
    process.env.LINTAS_APP_ID = merchant.appId;
    process.env.LINTAS_PRIVATE_KEY = merchant.privateKey;
    const client = await createClientFromEnv({ timeout: 20_000 });
    expect(client.appId).toBe(merchant.appId);
    await expect(client.call(queryBalance, { countryCode: 'PH' })).resolves.toBeTypeOf('object');
    expect(sandbox.hits('/open-api/account/balance')).toBeGreaterThan(0);
  });

  it('reads a given env object, with .env quoting and a PEM key written on one line with \\n escapes', async () => {
    const env = {
      LINTAS_BASE_URL: ` "${sandbox.url}" `,
      LINTAS_APP_ID: `'${merchant.appId}'`,
      LINTAS_PRIVATE_KEY: `"${toPem(merchant.privateKey, 'PRIVATE KEY').replaceAll('\n', '\\n')}"`,
    };
    const client = await createClientFromEnv({ env });
    await expect(client.call(queryBalance, { countryCode: 'PH' })).resolves.toBeTypeOf('object');
  });

  it('names every missing variable, what it holds and where it comes from', async () => {
    const error = await createClientFromEnv({ env: { LINTAS_APP_ID: '  ' } }).catch((caught: unknown) => caught);
    expect(isEnvironmentError(error) && error.variables).toEqual([
      'LINTAS_BASE_URL',
      'LINTAS_APP_ID',
      'LINTAS_PRIVATE_KEY',
    ]);
    expect((error as Error).message).toBe(
      "createClientFromEnv: missing environment variables LINTAS_BASE_URL (the gateway's URL for your account (or the URL `lintas-sandbox` prints)), LINTAS_APP_ID (your application id from the merchant dashboard), LINTAS_PRIVATE_KEY (your merchant private key, PEM or its base64 alone). Set them in the environment of this process; `npx lintas-sandbox` prints a set for local development.",
    );
    const one = await createClientFromEnv({
      env: { LINTAS_BASE_URL: sandbox.url, LINTAS_APP_ID: merchant.appId },
    }).catch((caught: unknown) => caught);
    expect((one as Error).message).toBe(
      'createClientFromEnv: missing environment variable LINTAS_PRIVATE_KEY (your merchant private key, PEM or its base64 alone). Set it in the environment of this process; `npx lintas-sandbox` prints a set for local development.',
    );
  });

  it('never puts a variable value in its errors', async () => {
    const secret = `${merchant.privateKey.slice(0, 200)}#corrupt`;
    const error = await createClientFromEnv({
      env: { LINTAS_BASE_URL: sandbox.url, LINTAS_APP_ID: 'app', LINTAS_PRIVATE_KEY: secret },
    }).catch((caught: unknown) => caught);
    expect(isSignatureError(error) && error.reason).toBe('invalid-key');
    expect(String((error as Error).message)).not.toContain(secret.slice(20, 60));
  });
});

describe('createVerifierFromEnv', () => {
  it('verifies notifications with LINTAS_PLATFORM_PUBLIC_KEY, two keys separated by a comma during a rotation', async () => {
    const signed = await signNotification(
      {
        eventName: 'payment.success',
        mchOrderId: 'order-1',
        transactionId: 'TX1',
        amount: 100,
        transactionStatus: 'COMPLETED',
      },
      { privateKey: platform.privateKey },
    );
    const next = generateMerchantKeys();
    const verifier = await createVerifierFromEnv({
      env: { LINTAS_PLATFORM_PUBLIC_KEY: `${next.publicKey}, ${platform.publicKey}` },
    });
    const notification = await verifyNotification(signed.body, { verifier });
    expect(notification.eventName).toBe('payment.success');
    expect(await verifier.verify(signed.param, signed.sign)).toBe(true);
    process.env.LINTAS_PLATFORM_PUBLIC_KEY = next.publicKey;
    expect(await (await createVerifierFromEnv()).verify(signed.param, signed.sign)).toBe(false);
  });

  it('names the missing variable', async () => {
    const error = await createVerifierFromEnv({ env: {} }).catch((caught: unknown) => caught);
    expect(isEnvironmentError(error) && error.variables).toEqual(['LINTAS_PLATFORM_PUBLIC_KEY']);
    expect((error as Error).message).toBe(
      "createVerifierFromEnv: missing environment variable LINTAS_PLATFORM_PUBLIC_KEY (the gateway's platform public key that signs its notifications to you, as the gateway gives it). Set it in the environment of this process; `npx lintas-sandbox` prints a set for local development.",
    );
  });
});
