import { createPrivateKey, createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCommand } from '../src/cli/call-command.js';
import { startSandbox } from '../src/index.js';
import { testKeys } from './helpers/gateway-client.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

// Every form a merchant or a platform holds a key in, given to every key option of the sandbox: its
// platform keys, a merchant's public key on the control API, and LINTAS_PRIVATE_KEY of `call`.

const pem = (base64: string, label: string) =>
  `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END ${label}-----\n`;

function forms(base64: string, label: string, pkcs1Base64: string): [string, string][] {
  const pemText = pem(base64, label);
  const oneLine = pemText.trim().replaceAll('\n', '\\n');
  return [
    ['base64 alone', base64],
    ['PEM', pemText],
    ['PKCS#1 PEM', pem(pkcs1Base64, `RSA ${label}`)],
    ['PKCS#1 base64 alone', pkcs1Base64],
    ['PEM on one line with literal \\n', oneLine],
    ['PEM in quotes with literal \\n, as a .env file holds it', `"${oneLine}"`],
    ['PEM with literal \\r\\n', pemText.trim().replaceAll('\n', '\\r\\n')],
    ['PEM with CRLF', pemText.replaceAll('\n', '\r\n')],
    ['PEM whose line breaks became spaces', pemText.trim().replaceAll('\n', ' ')],
    ['base64 with spaces and a line break around', `  ${base64}\n`],
  ];
}

let keys: { privateKey: string; publicKey: string };
const privateForms = () => {
  const key = createPrivateKey({ key: Buffer.from(keys.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  return forms(keys.privateKey, 'PRIVATE KEY', key.export({ format: 'der', type: 'pkcs1' }).toString('base64'));
};
const publicForms = () => {
  const key = createPublicKey({ key: Buffer.from(keys.publicKey, 'base64'), format: 'der', type: 'spki' });
  return forms(keys.publicKey, 'PUBLIC KEY', key.export({ format: 'der', type: 'pkcs1' }).toString('base64'));
};

let t: TestSandbox;
beforeAll(async () => {
  keys = await testKeys();
  t = await startTestSandbox();
});
afterAll(() => t?.sandbox.close());

describe('the sandbox reads a key in every form', () => {
  it('as its platform keys', async () => {
    const privates = privateForms();
    const publics = publicForms();
    const read: string[] = [];
    for (const [index, [, privateKey]] of privates.entries()) {
      const sandbox = await startSandbox({ platformKeys: { privateKey, publicKey: publics[index]?.[1] ?? '' } });
      read.push(sandbox.platformPublicKey);
      await sandbox.close();
    }
    expect(read).toEqual(privates.map(() => keys.publicKey));
  });

  it('as a merchant public key on the control API, and as LINTAS_PRIVATE_KEY of `lintas-sandbox call`', async () => {
    const publics = publicForms();
    const privates = privateForms();
    const codes: Record<string, [number, number]> = {};
    for (const [index, [form, publicKey]] of publics.entries()) {
      const appId = `key-form-${index}`;
      const created = await t.control.post('/merchants', { appId, publicKey });
      const called = await callCommand(['/open-api/account/balance', '{"countryCode":"PH"}'], {
        LINTAS_BASE_URL: t.sandbox.url,
        LINTAS_APP_ID: appId,
        LINTAS_PRIVATE_KEY: privates[index]?.[1],
      });
      codes[form] = [created.status, called.exitCode];
    }
    expect(codes).toEqual(Object.fromEntries(publics.map(([form]) => [form, [200, 0]])));
  });

  it('refuses what is not a key, naming the accepted forms and never the key', async () => {
    const text = 'bm90IGEga2V5IGF0IGFsbCBidXQgbG9uZw==';
    const answer = await t.control.post('/merchants', { publicKey: text });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(
      'publicKey is not a valid RSA public key (PEM, or its base64 alone; on one line with literal \\n, with CRLF, in quotes or with spaces around)',
    );
    const called = callCommand(['/open-api/account/balance'], {
      LINTAS_BASE_URL: t.sandbox.url,
      LINTAS_APP_ID: 'app',
      LINTAS_PRIVATE_KEY: text,
    });
    await expect(called).rejects.toThrow(
      /^LINTAS_PRIVATE_KEY is not a valid RSA private key \(PEM, or its base64 alone/,
    );
    await expect(called).rejects.not.toThrow(text);
  });
});
