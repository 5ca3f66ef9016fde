import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { rsaSha256Signer, rsaSha256Verifier } from '../../src/index.js';

const cli = fileURLToPath(new URL('../../dist/cli/lintas.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'lintas-keys-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function lintas(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
}

describe('lintas keys', () => {
  const out = join(folder, 'keys');
  const first = lintas('keys', '--out', out);
  const privateKey = () => readFileSync(join(out, 'lintas-private-key.txt'), 'utf8').trim();
  const publicKey = () => readFileSync(join(out, 'lintas-public-key.txt'), 'utf8').trim();

  it('writes both halves as bare base64 (PKCS#8 private, SPKI public), the private one readable by its owner only', () => {
    expect(first.status, first.stderr).toBe(0);
    expect(privateKey()).toMatch(/^MII[A-Za-z0-9+/]+=*$/);
    expect(publicKey()).toMatch(/^MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA[A-Za-z0-9+/]+=*$/); // 2048-bit SPKI
    if (process.platform !== 'win32') expect(statSync(join(out, 'lintas-private-key.txt')).mode & 0o777).toBe(0o600);
  });

  it('prints the public key to upload, and never the private key', () => {
    expect(first.stdout).toContain(`\n${publicKey()}\n`);
    expect(first.stdout).toContain('Upload this public key in the merchant dashboard');
    expect(first.stdout).not.toContain(privateKey().slice(0, 64));
  });

  it('makes a pair the SDK signs with and the gateway verifies with', async () => {
    const signer = await rsaSha256Signer({ privateKey: privateKey() });
    const verifier = await rsaSha256Verifier({ publicKey: publicKey() });
    const param = '{"mchOrderId":"order-1","timestamp":1763709472000}';
    expect(await verifier.verify(param, await signer.sign(param))).toBe(true);
  });

  it('refuses to replace an existing key unless --force', () => {
    const again = lintas('keys', '--out', out);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('lintas-private-key.txt already exists; move it away or pass --force to replace it');
    const before = publicKey();
    expect(lintas('keys', '--out', out, '--force').status).toBe(0);
    expect(publicKey()).not.toBe(before);
  });

  it('takes 4096-bit keys, and says what it accepts when given something else', () => {
    expect(lintas('keys', '--out', join(folder, 'big'), '--bits', '4096').status).toBe(0);
    expect(readFileSync(join(folder, 'big', 'lintas-public-key.txt'), 'utf8')).toMatch(/^MIICIjAN/);
    const wrong = lintas('keys', '--bits', '1024');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('--bits must be 2048, 3072 or 4096, got 1024');
    const unknown = lintas('key');
    expect(unknown.stderr).toContain('lintas: unknown command key');
    // Generating a 4096-bit key takes seconds, and far longer on a loaded machine.
  }, 120_000);
});
