import { execFileSync } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Debian's SoftHSM2 module (package `softhsm2`, which scripts/ensure-system-deps.mjs installs). */
export const softHsmLibrary = '/usr/lib/softhsm/libsofthsm2.so';

/** A SoftHSM2 token of a test, in a folder of its own, holding one RSA key generated inside it. */
export interface SoftHsm {
  readonly library: string;
  readonly tokenLabel: string;
  /** The user PIN. */
  readonly pin: string;
  readonly keyLabel: string;
  /** The key's public half, SPKI DER base64, read from the token (the private half cannot be). */
  readonly publicKey: string;
  /** The private key's attributes as the token reports them. */
  readonly privateKey: { readonly extractable: boolean; readonly sensitive: boolean; readonly readable: boolean };
  /** Generates another key in the same token (a key to rotate to); answers its public half. */
  generateKey(keyLabel: string): string;
  /** Deletes the token's folder. */
  close(): void;
}

/**
 * Compiles pkcs11js's Node-API addon once, against the headers of the Node that runs (pnpm does not run
 * its install script: node-gyp would download headers). One build serves Node 22 and 24.
 */
function buildPkcs11js(): void {
  const root = dirname(require.resolve('pkcs11js/package.json'));
  const addon = join(root, 'build/Release/pkcs11.node');
  if (existsSync(addon)) return;
  const lock = join(root, '.lintas-build-lock');
  try {
    mkdirSync(lock);
  } catch {
    // Another test process builds it: wait for its addon (a build takes seconds).
    const until = Date.now() + 180_000;
    while (!existsSync(addon) && Date.now() < until) execFileSync('sleep', ['0.2']);
    return;
  }
  try {
    const nodeDir = join(dirname(process.execPath), '..');
    execFileSync(process.execPath, [require.resolve('node-gyp/bin/node-gyp.js'), 'rebuild', `--nodedir=${nodeDir}`], {
      cwd: root,
      stdio: 'pipe',
    });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

type Pkcs11js = typeof import('pkcs11js');

/** Runs `work` in a logged-in read-write session of the token labelled `label`, then finalizes. */
function inSession<T>(
  label: string,
  pin: string,
  work: (p: Pkcs11js, token: InstanceType<Pkcs11js['PKCS11']>, session: Buffer) => T,
): T {
  const p = require('pkcs11js') as Pkcs11js;
  const token = new p.PKCS11();
  token.load(softHsmLibrary);
  token.C_Initialize();
  try {
    const slot = token.C_GetSlotList(true).find((s) => token.C_GetTokenInfo(s).label.trim() === label);
    if (slot === undefined) throw new Error(`no SoftHSM token labelled ${label}`);
    const session = token.C_OpenSession(slot, p.CKF_SERIAL_SESSION | p.CKF_RW_SESSION);
    token.C_Login(session, p.CKU_USER, pin);
    try {
      return work(p, token, session);
    } finally {
      token.C_Logout(session);
      token.C_CloseSession(session);
    }
  } finally {
    token.C_Finalize();
  }
}

/** Generates a 2048-bit RSA key pair inside the token: the private half sensitive and not extractable. */
function generate(p: Pkcs11js, token: InstanceType<Pkcs11js['PKCS11']>, session: Buffer, keyLabel: string) {
  const id = Buffer.from(keyLabel);
  const { publicKey, privateKey } = token.C_GenerateKeyPair(
    session,
    { mechanism: p.CKM_RSA_PKCS_KEY_PAIR_GEN },
    [
      { type: p.CKA_TOKEN, value: true },
      { type: p.CKA_VERIFY, value: true },
      { type: p.CKA_LABEL, value: keyLabel },
      { type: p.CKA_ID, value: id },
      { type: p.CKA_MODULUS_BITS, value: 2048 },
      { type: p.CKA_PUBLIC_EXPONENT, value: Buffer.from([1, 0, 1]) },
    ],
    [
      { type: p.CKA_TOKEN, value: true },
      { type: p.CKA_PRIVATE, value: true },
      { type: p.CKA_SIGN, value: true },
      { type: p.CKA_SENSITIVE, value: true },
      { type: p.CKA_EXTRACTABLE, value: false },
      { type: p.CKA_LABEL, value: keyLabel },
      { type: p.CKA_ID, value: id },
    ],
  );
  const [modulus, exponent] = token.C_GetAttributeValue(session, publicKey, [
    { type: p.CKA_MODULUS },
    { type: p.CKA_PUBLIC_EXPONENT },
  ]);
  const jwk = {
    kty: 'RSA',
    n: Buffer.from(modulus?.value as Buffer).toString('base64url'),
    e: Buffer.from(exponent?.value as Buffer).toString('base64url'),
  };
  const spki = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'der' }).toString('base64');
  const [extractable, sensitive] = token.C_GetAttributeValue(session, privateKey, [
    { type: p.CKA_EXTRACTABLE },
    { type: p.CKA_SENSITIVE },
  ]);
  let readable = true;
  try {
    token.C_GetAttributeValue(session, privateKey, [{ type: p.CKA_PRIVATE_EXPONENT }]);
  } catch {
    readable = false;
  }
  const flag = (attribute: { value?: unknown } | undefined) => Buffer.from(attribute?.value as Buffer)[0] === 1;
  return { spki, extractable: flag(extractable), sensitive: flag(sensitive), readable };
}

/**
 * Starts a SoftHSM2 token for a test: a folder of its own under the system's temp folder (named by
 * `SOFTHSM2_CONF`, which the module reads when it is initialized), a token initialized with
 * `softhsm2-util`, and an RSA key generated inside it that cannot be read out.
 */
export function startSoftHsm(tokenLabel = 'lintas', keyLabel = 'merchant-1'): SoftHsm {
  buildPkcs11js();
  const folder = mkdtempSync(join(tmpdir(), 'lintas-softhsm-'));
  mkdirSync(join(folder, 'tokens'));
  const conf = join(folder, 'softhsm2.conf');
  writeFileSync(
    conf,
    `directories.tokendir = ${join(folder, 'tokens')}\nobjectstore.backend = file\nlog.level = ERROR\n`,
  );
  process.env['SOFTHSM2_CONF'] = conf;
  const pin = '246810';
  execFileSync('softhsm2-util', ['--init-token', '--free', '--label', tokenLabel, '--so-pin', '135791', '--pin', pin], {
    env: process.env,
    stdio: 'pipe',
  });
  const generateKey = (label: string) =>
    inSession(tokenLabel, pin, (p, token, session) => generate(p, token, session, label));
  const first = generateKey(keyLabel);
  return {
    library: softHsmLibrary,
    tokenLabel,
    pin,
    keyLabel,
    publicKey: first.spki,
    privateKey: { extractable: first.extractable, sensitive: first.sensitive, readable: first.readable },
    generateKey: (label) => generateKey(label).spki,
    close: () => rmSync(folder, { recursive: true, force: true }),
  };
}
