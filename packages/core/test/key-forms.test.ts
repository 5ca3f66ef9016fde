import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  webcrypto,
} from 'node:crypto';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClientFromEnv,
  createVerifierFromEnv,
  type RsaKeyInput,
  rsaSha256Signer,
  rsaSha256Verifier,
  signNotification,
} from '../src/index.js';
import { queryBalance } from './helpers/sandbox-endpoints.js';

// Every form a merchant holds a key in, given to every function that takes a key, on both signing
// paths: node:crypto (Node, Bun, Deno) and WebCrypto (Workers, browsers; here by hiding node:crypto, and
// on workerd itself in tools/deployments). One key pair: the sandbox knows its public half.

const payload = '{"mchOrderId":"order-1","amount":50010,"timestamp":1763700000000}';

let sandbox: Sandbox;
let merchant: DemoMerchant;
beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
});
afterAll(() => sandbox?.close());

const pem = (base64: string, label: string) =>
  `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END ${label}-----\n`;

/** The text forms of one key, from its PEM and its bare base64, as hosting platforms and files hold them. */
function textForms(pemText: string, otherPem: string, base64: string, otherBase64: string): [string, string][] {
  const oneLine = pemText.trim().replaceAll('\n', '\\n');
  return [
    ['PEM', pemText],
    ['PEM of the other encoding (PKCS#1 / PKCS#8 or SPKI)', otherPem],
    ['base64 without PEM lines, as the dashboard issues it', base64],
    ['base64 of the other encoding without PEM lines', otherBase64],
    ['base64 broken into 64-character lines, with spaces around', `\n  ${base64.replace(/.{64}/g, '$&\n')}  \n`],
    ['PEM on one line with literal \\n, as platforms hold it', oneLine],
    ['PEM on one line with literal \\r\\n', pemText.trim().replaceAll('\n', '\\r\\n')],
    ['PEM on one line with \\\\n escaped twice (JSON in JSON)', pemText.trim().replaceAll('\n', '\\\\n')],
    ['PEM with CRLF line breaks', pemText.replaceAll('\n', '\r\n')],
    ['PEM whose line breaks became spaces', pemText.trim().replaceAll('\n', ' ')],
    ['PEM without any line break', pemText.trim().replaceAll('\n', '')],
    ['PEM in double quotes with literal \\n, as a .env file holds it', `"${oneLine}"`],
    ['PEM in single quotes', `'${pemText}'`],
    ['base64 in double quotes with a trailing newline', `"${base64}"\n`],
  ];
}

const keys = () => {
  const privateKey = createPrivateKey({
    key: Buffer.from(merchant.privateKey, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
  return { privateKey, publicKey: createPublicKey(privateKey) };
};

function privateForms(): [string, RsaKeyInput][] {
  const { privateKey } = keys();
  const pkcs1 = privateKey.export({ format: 'der', type: 'pkcs1' }).toString('base64');
  return textForms(pem(merchant.privateKey, 'PRIVATE KEY'), pem(pkcs1, 'RSA PRIVATE KEY'), merchant.privateKey, pkcs1);
}

function publicForms(publicKey = keys().publicKey): [string, RsaKeyInput][] {
  const spki = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
  const pkcs1 = publicKey.export({ format: 'der', type: 'pkcs1' }).toString('base64');
  return textForms(pem(spki, 'PUBLIC KEY'), pem(pkcs1, 'RSA PUBLIC KEY'), spki, pkcs1);
}

const importedPrivate = (extractable: boolean) =>
  webcrypto.subtle.importKey(
    'pkcs8',
    Buffer.from(merchant.privateKey, 'base64'),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    extractable,
    ['sign'],
  ) as Promise<CryptoKey>;

const paths = [
  { path: 'node:crypto', hide: false },
  { path: 'WebCrypto (no node:crypto, as on Workers)', hide: true },
];

/** Runs `run` with `process.getBuiltinModule` hidden, so the signer takes the WebCrypto path. */
async function onPath<T>(hide: boolean, run: () => Promise<T>): Promise<T> {
  const runtime = process as { getBuiltinModule?: unknown };
  const original = runtime.getBuiltinModule;
  if (hide) runtime.getBuiltinModule = undefined;
  try {
    return await run();
  } finally {
    runtime.getBuiltinModule = original;
  }
}

const verifiesWithNode = (signature: string) =>
  createVerify('RSA-SHA256').update(payload, 'utf8').verify(keys().publicKey, signature, 'base64');
const signedByMerchant = () => createSign('RSA-SHA256').update(payload, 'utf8').sign(keys().privateKey, 'base64');

describe.each(paths)('every private key form, on $path', ({ hide }) => {
  it('rsaSha256Signer signs with each, and node:crypto verifies every signature', async () => {
    const forms: [string, RsaKeyInput][] = [
      ...privateForms(),
      ['a KeyObject', keys().privateKey as unknown as RsaKeyInput],
      ['an extractable CryptoKey', await importedPrivate(true)],
      ['a non-extractable CryptoKey', await importedPrivate(false)],
    ];
    const verified = await onPath(hide, async () => {
      const results: Record<string, boolean> = {};
      for (const [form, privateKey] of forms) {
        const signer = await rsaSha256Signer({ privateKey });
        results[form] = verifiesWithNode(await signer.sign(payload));
      }
      return results;
    });
    expect(verified).toEqual(Object.fromEntries(forms.map(([form]) => [form, true])));
  });

  it('createClientFromEnv reads each text form from LINTAS_PRIVATE_KEY, and the sandbox accepts its calls over HTTP', async () => {
    const forms = privateForms();
    const answered = await onPath(hide, async () => {
      const results: Record<string, number | undefined> = {};
      for (const [form, key] of forms) {
        const client = await createClientFromEnv({
          env: { LINTAS_BASE_URL: sandbox.url, LINTAS_APP_ID: merchant.appId, LINTAS_PRIVATE_KEY: key as string },
        });
        const { metadata } = await client.call(queryBalance, { countryCode: 'PH' }).withMetadata();
        results[form] = metadata.code;
      }
      return results;
    });
    expect(answered).toEqual(Object.fromEntries(forms.map(([form]) => [form, 10000])));
  });

  it('signNotification signs with each text form, and the verifier of its public key accepts it', async () => {
    const forms = privateForms();
    const verifier = await rsaSha256Verifier({ publicKey: keys().publicKey as unknown as RsaKeyInput });
    const verified = await onPath(hide, async () => {
      const results: Record<string, boolean> = {};
      for (const [form, privateKey] of forms) {
        const notification = {
          eventName: 'payment.success',
          mchOrderId: 'o-1',
          transactionId: 'TX-1',
          amount: 50010,
          transactionStatus: 'COMPLETED',
        } as const;
        const signed = await signNotification(notification, { privateKey: privateKey as string });
        results[form] = await verifier.verify(signed.param, signed.sign);
      }
      return results;
    });
    expect(verified).toEqual(Object.fromEntries(forms.map(([form]) => [form, true])));
  });
});

describe('every public key form', () => {
  it('rsaSha256Verifier and createVerifierFromEnv verify with each, and refuse a signature of another payload', async () => {
    const signature = signedByMerchant();
    const forms: [string, RsaKeyInput][] = [
      ...publicForms(),
      ['a KeyObject', keys().publicKey as unknown as RsaKeyInput],
      [
        'a CryptoKey',
        (await webcrypto.subtle.importKey(
          'spki',
          keys().publicKey.export({ format: 'der', type: 'spki' }),
          { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
          false,
          ['verify'],
        )) as CryptoKey,
      ],
    ];
    const results: Record<string, [boolean, boolean]> = {};
    for (const [form, publicKey] of forms) {
      const verifier = await rsaSha256Verifier({ publicKey });
      results[form] = [await verifier.verify(payload, signature), await verifier.verify(`${payload} `, signature)];
      if (typeof publicKey !== 'string') continue;
      const fromEnv = await createVerifierFromEnv({ env: { LINTAS_PLATFORM_PUBLIC_KEY: publicKey } });
      results[`${form}, from LINTAS_PLATFORM_PUBLIC_KEY`] = [
        await fromEnv.verify(payload, signature),
        await fromEnv.verify(`${payload} `, signature),
      ];
    }
    expect(Object.keys(results)).toHaveLength(forms.length * 2 - 2);
    expect(results).toEqual(Object.fromEntries(Object.keys(results).map((form) => [form, [true, false]])));
  });

  it('createVerifierFromEnv reads two keys in one-line PEM with literal \\n, separated by a comma, during a rotation', async () => {
    const next = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const oneLine = (key: string) => key.trim().replaceAll('\n', '\\n');
    const current = publicForms()[0]?.[1] as string;
    const nextPem = next.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    const verifier = await createVerifierFromEnv({
      env: { LINTAS_PLATFORM_PUBLIC_KEY: `"${oneLine(nextPem)},${oneLine(current)}"` },
    });
    expect(await verifier.verify(payload, signedByMerchant())).toBe(true);
    expect(
      await verifier.verify(payload, createSign('RSA-SHA256').update(payload).sign(next.privateKey, 'base64')),
    ).toBe(true);
  });
});
