import { createPrivateKey, createSecretKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createClientFromEnv,
  createVerifierFromEnv,
  isSignatureError,
  type RsaKeyInput,
  rsaSha256Signer,
  rsaSha256Verifier,
} from '../src/index.js';

// A key that cannot be used, given to each function that takes one: the error names the function and
// the option (or variable), says what is wrong and the likely fix, lists the accepted forms, never
// holds the key, and is the same whether node:crypto or WebCrypto reads the key.

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const base64 = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'der', type }).toString('base64');
const privateBase64 = base64(rsa.privateKey, 'pkcs8');
const publicBase64 = base64(rsa.publicKey, 'spki');
const pem = (body: string, label: string) =>
  `-----BEGIN ${label}-----\n${body.match(/.{1,64}/g)?.join('\n')}\n-----END ${label}-----\n`;

/** The key with its private exponent and first CRT exponent changed: it imports, but signs wrongly. */
function corruptPrivateKey(): string {
  const jwk = rsa.privateKey.export({ format: 'jwk' });
  const bump = (value: string | undefined) => {
    const bytes = Buffer.from(value ?? '', 'base64url');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0x02;
    return bytes.toString('base64url');
  };
  const damaged = createPrivateKey({ key: { ...jwk, d: bump(jwk.d), dp: bump(jwk.dp) }, format: 'jwk' });
  return base64(damaged, 'pkcs8');
}

/** Inputs every key-taking function refuses, with what its error must say (`problem`, `fix`). */
const privateRows: { name: string; key: unknown; problem: string; fix: string }[] = [
  { name: 'undefined', key: undefined, problem: 'is undefined', fix: 'is LINTAS_PRIVATE_KEY set' },
  { name: 'a file path', key: './keys/private.pem', problem: 'holds a file path', fix: "readFileSync(path, 'utf8')" },
  {
    name: 'an unexpanded variable',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text a shell or .env loader left unexpanded
    key: '${LINTAS_PRIVATE_KEY}',
    problem: 'holds a reference to a variable',
    fix: 'set the key text itself',
  },
  {
    name: 'a JSON Web Key',
    key: JSON.stringify(rsa.privateKey.export({ format: 'jwk' })),
    problem: 'holds a JSON Web Key',
    fix: "crypto.subtle.importKey('jwk'",
  },
  {
    name: 'a PEM cut short',
    key: pem(privateBase64, 'PRIVATE KEY').slice(0, 900),
    problem: 'holds a PEM block cut short',
    fix: 'through its END line',
  },
  {
    name: 'garbage',
    key: 'not a key at all!',
    problem: 'is neither PEM nor base64 (a text of 17 characters',
    fix: 'Copy the key again, whole',
  },
  { name: 'its public key', key: publicBase64, problem: 'is a public key', fix: 'the half you keep secret' },
  {
    name: 'its public key as PEM',
    key: pem(publicBase64, 'PUBLIC KEY'),
    problem: 'is a public key',
    fix: 'the half you keep secret',
  },
  {
    name: 'an encrypted PEM',
    key: rsa.privateKey.export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'x' }),
    problem: 'is an encrypted PEM key',
    fix: 'openssl pkey',
  },
  {
    name: 'an encrypted PKCS#1 PEM (Proc-Type header)',
    key: rsa.privateKey.export({ format: 'pem', type: 'pkcs1', cipher: 'aes-256-cbc', passphrase: 'x' }),
    problem: 'is an encrypted PEM key',
    fix: 'openssl pkey',
  },
  {
    name: 'an EC key',
    key: ec.privateKey.export({ format: 'pem', type: 'pkcs8' }),
    problem: 'is a key of type EC, not an RSA key',
    fix: 'npx lintas keys',
  },
  {
    name: 'an EC key in SEC1 PEM',
    key: ec.privateKey.export({ format: 'pem', type: 'sec1' }),
    problem: 'is a key of type EC, not an RSA key',
    fix: 'npx lintas keys',
  },
  {
    name: 'a certificate',
    key: pem(publicBase64, 'CERTIFICATE'),
    problem: 'is an X.509 certificate, not a private key',
    fix: 'Pass your merchant private key',
  },
  {
    name: 'a truncated key',
    key: privateBase64.slice(0, 400),
    problem: 'is base64 (400 characters) but not a valid RSA private key',
    fix: 'about 1,600 base64 characters',
  },
  { name: 'a corrupt key', key: corruptPrivateKey(), problem: 'is corrupt', fix: 'one character changed' },
];

const publicRows: { name: string; key: unknown; problem: string; fix: string }[] = [
  { name: 'an empty string', key: '', problem: 'is an empty string', fix: 'is LINTAS_PLATFORM_PUBLIC_KEY set' },
  {
    name: 'a file path',
    key: '/etc/lintas/platform.pub',
    problem: 'holds a file path',
    fix: "readFileSync(path, 'utf8')",
  },
  {
    name: 'the private key',
    key: privateBase64,
    problem: 'is a private key',
    fix: 'keep private keys out of verifiers',
  },
  {
    name: 'the private key as PKCS#1 PEM',
    key: rsa.privateKey.export({ format: 'pem', type: 'pkcs1' }),
    problem: 'is a private key',
    fix: 'keep private keys out of verifiers',
  },
  {
    name: 'a certificate',
    key: pem(publicBase64, 'CERTIFICATE'),
    problem: 'is an X.509 certificate, not a key',
    fix: 'openssl x509 -in certificate.pem -pubkey -noout',
  },
  {
    name: 'a truncated key',
    key: publicBase64.slice(0, 100),
    problem: 'is base64 (100 characters) but not a valid RSA public key',
    fix: 'about 390 base64 characters',
  },
  {
    name: 'a secret KeyObject',
    key: createSecretKey(Buffer.alloc(32)),
    problem: 'is a secret KeyObject',
    fix: 'Pass the public KeyObject',
  },
  {
    name: 'a PGP block',
    key: pem(publicBase64, 'PGP PUBLIC KEY BLOCK'),
    problem: 'is a PEM block labelled PGP PUBLIC KEY BLOCK',
    fix: 'Pass the block labelled PUBLIC KEY',
  },
];

const good = { privateBase64 };
const signers: { name: string; option: string; refuse(key: unknown): Promise<unknown> }[] = [
  {
    name: 'rsaSha256Signer',
    option: 'rsaSha256Signer: privateKey',
    refuse: (key) => rsaSha256Signer({ privateKey: key as RsaKeyInput }),
  },
  {
    name: 'createClientFromEnv',
    option: 'createClientFromEnv: LINTAS_PRIVATE_KEY',
    refuse: (key) =>
      createClientFromEnv({
        env: { LINTAS_BASE_URL: 'http://127.0.0.1:1', LINTAS_APP_ID: 'app-1', LINTAS_PRIVATE_KEY: key as string },
      }),
  },
];
const verifiers: { name: string; option: string; refuse(key: unknown): Promise<unknown> }[] = [
  {
    name: 'rsaSha256Verifier',
    option: 'rsaSha256Verifier: publicKey',
    refuse: (key) => rsaSha256Verifier({ publicKey: key as RsaKeyInput }),
  },
  {
    name: 'rsaSha256Verifier with two keys',
    option: 'rsaSha256Verifier: publicKeys[1]',
    refuse: (key) => rsaSha256Verifier({ publicKeys: [publicBase64, key as RsaKeyInput] }),
  },
  {
    name: 'createVerifierFromEnv',
    option: 'createVerifierFromEnv: LINTAS_PLATFORM_PUBLIC_KEY',
    refuse: (key) => createVerifierFromEnv({ env: { LINTAS_PLATFORM_PUBLIC_KEY: key as string } }),
  },
];

/** The error `refuse(key)` rejects with, on node:crypto and with node:crypto hidden (WebCrypto). */
async function refusals(refuse: () => Promise<unknown>): Promise<[unknown, unknown]> {
  const runtime = process as { getBuiltinModule?: unknown };
  const original = runtime.getBuiltinModule;
  const native = await refuse().then(
    () => undefined,
    (error: unknown) => error,
  );
  runtime.getBuiltinModule = undefined;
  try {
    const web = await refuse().then(
      () => undefined,
      (error: unknown) => error,
    );
    return [native, web];
  } finally {
    runtime.getBuiltinModule = original;
  }
}

function expectRefusal(error: unknown, option: string, row: { problem: string; fix: string }, key: unknown) {
  expect(isSignatureError(error) && error.reason).toBe('invalid-key');
  const message = (error as Error).message;
  expect(message.startsWith(`${option} ${row.problem}`), message).toBe(true);
  expect(message).toContain(row.fix);
  expect(message).toContain('Accepted: PEM (BEGIN ');
  expect(message).toContain('or a KeyObject or a CryptoKey.');
  const text = typeof key === 'string' ? key.replace(/-----[A-Z0-9 ]+-----|\s/g, '') : '';
  for (let index = 0; index + 24 <= text.length; index += 24)
    expect(message).not.toContain(text.slice(index, index + 24));
  expect(JSON.stringify(error)).not.toContain(good.privateBase64.slice(60, 90));
}

/** The rows a function can be given: the environment holds text, and an unset variable is an EnvironmentError. */
const rowsFor = <TRow extends { key: unknown }>(rows: TRow[], option: string) =>
  option.includes('LINTAS_') ? rows.filter((row) => typeof row.key === 'string' && row.key !== '') : rows;

describe.each(signers)('$name refuses a private key that cannot be used', ({ option, refuse }) => {
  it.each(rowsFor(privateRows, option))('$name: says what it is, the fix and the accepted forms', async (row) => {
    const [native, web] = await refusals(() => refuse(row.key));
    expectRefusal(native, option, row, row.key);
    expect((web as Error | undefined)?.message).toBe((native as Error).message);
  });
});

describe.each(verifiers)('$name refuses a public key that cannot be used', ({ option, refuse }) => {
  it.each(rowsFor(publicRows, option))('$name: says what it is, the fix and the accepted forms', async (row) => {
    const [native, web] = await refusals(() => refuse(row.key));
    expectRefusal(native, option, row, row.key);
    expect((web as Error | undefined)?.message).toBe((native as Error).message);
  });
});
