import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rsaSha256Signer } from '@lintas/core';
import { createDemoMerchant, startSandbox } from '@lintas/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSnapClient, snap } from '../src/index.js';
import { hmacSha512Signer } from '../src/signing/hmac-sha512-signer.js';
import { minifyJson } from '../src/signing/minify-json.js';
import { tokenStringToSign, transactionStringToSign } from '../src/signing/string-to-sign.js';

/** Runs openssl with `args`, `input` on its stdin; its stdout, or the test fails with its stderr. */
function openssl(args: readonly string[], input?: string | Buffer): Buffer {
  const run = spawnSync('openssl', args, input === undefined ? {} : { input });
  if (run.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${run.stderr.toString()}`);
  return run.stdout;
}

let folder: string;
let privateKeyPem: string;
const file = (name: string) => join(folder, name);

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'lintas-snap-openssl-'));
  openssl(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', file('private.pem')]);
  openssl(['pkey', '-in', file('private.pem'), '-pubout', '-out', file('public.pem')]);
  privateKeyPem = readFileSync(file('private.pem'), 'utf8');
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the signatures, cross-checked with openssl', () => {
  const clientKey = '3a34d6a9debb4246931f3941c471dd3b';
  const timestamp = '2023-09-25T17:57:35+07:00';

  it('signs the access token request as openssl dgst -sha256 -sign does, and openssl verifies it', async () => {
    const text = tokenStringToSign(clientKey, timestamp);
    writeFileSync(file('token.txt'), text);
    const ours = await (await rsaSha256Signer({ privateKey: privateKeyPem })).sign(text);
    const theirs = openssl(['dgst', '-sha256', '-sign', file('private.pem'), file('token.txt')]).toString('base64');
    expect(ours).toBe(theirs);
    writeFileSync(file('token.sig'), Buffer.from(ours, 'base64'));
    const verified = openssl([
      'dgst',
      '-sha256',
      '-verify',
      file('public.pem'),
      '-signature',
      file('token.sig'),
      file('token.txt'),
    ]);
    expect(verified.toString()).toContain('Verified OK');
  });

  it('signs a transaction as openssl dgst -sha512 -hmac does, over the body hash openssl dgst -sha256 gives', async () => {
    const body =
      '{\n  "partnerReferenceNo": "2020102900000000000001",\n  "amount": {"value": "10000.00", "currency": "IDR"}\n}';
    const minified = minifyJson(body);
    const digest = openssl(['dgst', '-sha256', '-r'], minified).toString().split(' ')[0];
    const text = await transactionStringToSign(
      { method: 'POST', path: '/v2.1/qr/qr-mpm-generate', body, timestamp },
      'token',
    );
    expect(text).toBe(`POST:/v2.1/qr/qr-mpm-generate:token:${digest}:${timestamp}`);
    const secret = 'a client secret with spaces and ü';
    const ours = await (await hmacSha512Signer({ clientSecret: secret })).sign(text);
    const theirs = openssl(['dgst', '-sha512', '-hmac', secret, '-binary'], text).toString('base64');
    expect(ours).toBe(theirs);
  });
});

describe('the headers the client sent to the sandbox, checked with openssl', () => {
  it.each(['paycools-cargo', 'eztrans'] as const)(
    'verify on %s: the token request’s RSA signature, and each call’s',
    async (profile) => {
      const sandbox = await startSandbox();
      try {
        const merchant = createDemoMerchant(sandbox);
        const sent: { url: string; headers: Headers; body: string }[] = [];
        const client = (
          await createSnapClient({
            baseUrl: sandbox.url,
            profile,
            clientKey: merchant.appId,
            privateKey: merchant.privateKey,
            clientSecret: merchant.clientSecret,
            fetch: (input, init) => {
              // A call's attempt comes as ky's Request (its headers on it, its body as text in init).
              const request = input instanceof Request ? input : undefined;
              sent.push({
                url: request?.url ?? String(input),
                headers: new Headers(request?.headers ?? init?.headers),
                body: String(init?.body),
              });
              return fetch(input, init);
            },
          })
        ).use(snap);
        const partnerReferenceNo = `openssl${Date.now()}`;
        if (profile === 'eztrans')
          await client.snap.createAtmQrCode({ partnerReferenceNo, merchantId: merchant.appId, additionalInfo: {} });
        else
          await client.snap.createQris({
            partnerReferenceNo,
            codAmount: { value: '1.00', currency: 'IDR' },
            frtAmount: { value: '2.00', currency: 'IDR' },
            merchantId: merchant.appId,
          });
        const [token, call] = sent;
        const publicKey = file(`${profile}-public.pem`);
        writeFileSync(publicKey, `-----BEGIN PUBLIC KEY-----\n${merchant.publicKey}\n-----END PUBLIC KEY-----\n`);
        const verifies = (text: string, signature: string) => {
          writeFileSync(file('signed.txt'), text);
          writeFileSync(file('signed.sig'), Buffer.from(signature, 'base64'));
          return openssl([
            'dgst',
            '-sha256',
            '-verify',
            publicKey,
            '-signature',
            file('signed.sig'),
            file('signed.txt'),
          ]).toString();
        };
        const tokenTimestamp = token?.headers.get('x-timestamp') ?? '';
        expect(verifies(`${merchant.appId}|${tokenTimestamp}`, token?.headers.get('x-signature') ?? '')).toContain(
          'Verified OK',
        );
        const timestamp = call?.headers.get('x-timestamp') ?? '';
        const signature = call?.headers.get('x-signature') ?? '';
        if (profile === 'eztrans') {
          expect(verifies(`${merchant.appId}|${timestamp}`, signature)).toContain('Verified OK');
        } else {
          const digest = openssl(['dgst', '-sha256', '-r'], call?.body).toString().split(' ')[0];
          const bearer = (call?.headers.get('authorization') ?? '').replace('Bearer ', '');
          const text = `POST:${new URL(call?.url ?? '').pathname}:${bearer}:${digest}:${timestamp}`;
          expect(openssl(['dgst', '-sha512', '-hmac', merchant.clientSecret, '-binary'], text).toString('base64')).toBe(
            signature,
          );
        }
      } finally {
        await sandbox.close();
      }
    },
  );
});
