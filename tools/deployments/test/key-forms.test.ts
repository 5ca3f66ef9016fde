import { createPrivateKey, createPublicKey, createSign, createVerify } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createDemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { type RunningWorker, startWorker } from '@lintas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyFormsRequest, KeyFormsResult } from '../workers/key-forms-worker.js';

// The built SDK in a Worker on workerd without nodejs_compat, where keys are read and used through
// WebCrypto only: every form a merchant holds a key in, given to every key-taking function.
const entry = fileURLToPath(new URL('../workers/key-forms-worker.ts', import.meta.url));
const payload = '{"mchOrderId":"order-1","amount":50010,"timestamp":1763700000000}';

let sandbox: Sandbox;
let worker: RunningWorker;
beforeAll(async () => {
  sandbox = await startSandbox();
  worker = await startWorker({ entry });
});
afterAll(async () => {
  await worker?.close();
  await sandbox?.close();
});

const pem = (base64: string, label: string) =>
  `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)?.join('\n')}\n-----END ${label}-----\n`;

/** The text forms of a key, by name. */
function forms(base64: string, label: string, pkcs1Base64: string): Record<string, string> {
  const pemText = pem(base64, label);
  const oneLine = pemText.trim().replaceAll('\n', '\\n');
  return {
    'base64 alone, as the dashboard issues it': base64,
    PEM: pemText,
    'PKCS#1 PEM': pem(pkcs1Base64, `RSA ${label}`),
    'PKCS#1 base64 alone': pkcs1Base64,
    'PEM on one line with literal \\n, as platforms hold it': oneLine,
    'PEM in quotes with literal \\n, as a .env file holds it': `"${oneLine}"`,
    'PEM with literal \\r\\n': pemText.trim().replaceAll('\n', '\\r\\n'),
    'PEM with CRLF': pemText.replaceAll('\n', '\r\n'),
    'PEM whose line breaks became spaces': pemText.trim().replaceAll('\n', ' '),
    'base64 with spaces and a line break around': ` ${base64}\n`,
  };
}

describe('a Worker on workerd (web APIs only)', () => {
  it('reads every key form with rsaSha256Signer, createClientFromEnv, rsaSha256Verifier and createVerifierFromEnv', async () => {
    const merchant = createDemoMerchant(sandbox);
    const privateKey = createPrivateKey({
      key: Buffer.from(merchant.privateKey, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    const publicKey = createPublicKey(privateKey);
    const spki = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    const request: KeyFormsRequest = {
      baseUrl: sandbox.url,
      appId: merchant.appId,
      privateForms: forms(
        merchant.privateKey,
        'PRIVATE KEY',
        privateKey.export({ format: 'der', type: 'pkcs1' }).toString('base64'),
      ),
      publicForms: forms(spki, 'PUBLIC KEY', publicKey.export({ format: 'der', type: 'pkcs1' }).toString('base64')),
      payload,
      signature: createSign('RSA-SHA256').update(payload).sign(privateKey, 'base64'),
      notAKey: './lintas-private-key.pem',
    };
    const response = await fetch(worker.url, { method: 'POST', body: JSON.stringify(request) });
    const result = (await response.json()) as KeyFormsResult & { error?: string };
    expect(result.error, worker.logs.join('\n')).toBeUndefined();
    expect(result.node).toBe(false);
    const formNames = Object.keys(request.privateForms);
    expect(
      Object.fromEntries(
        Object.entries(result.signatures).map(([form, signature]) => [
          form,
          createVerify('RSA-SHA256').update(payload).verify(publicKey, signature, 'base64'),
        ]),
      ),
    ).toEqual(Object.fromEntries(formNames.map((form) => [form, true])));
    expect(result.calls).toEqual(Object.fromEntries(formNames.map((form) => [form, 10000])));
    expect(result.verified).toEqual(Object.fromEntries(formNames.map((form) => [form, [true, true]])));
    expect(result.refusals).toEqual([
      expect.stringMatching(
        /^SignatureError: rsaSha256Signer: privateKey holds a file path, not a key\. Pass the file's contents/,
      ),
      expect.stringMatching(/^SignatureError: createClientFromEnv: LINTAS_PRIVATE_KEY holds a file path, not a key\./),
      expect.stringMatching(/^SignatureError: rsaSha256Verifier: publicKey holds a file path, not a key\./),
      expect.stringMatching(
        /^SignatureError: createVerifierFromEnv: LINTAS_PLATFORM_PUBLIC_KEY holds a file path, not a key\./,
      ),
    ]);
    for (const refusal of result.refusals) expect(refusal).toContain('Accepted: PEM (BEGIN ');
  });
});
