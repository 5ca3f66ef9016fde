import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayClient, testKeys } from './helpers/gateway-client.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

interface Started {
  child: ChildProcessWithoutNullStreams;
  firstLine: Promise<string>;
  exit: Promise<{ code: number | null; stderr: string }>;
}

function run(args: string[]): Started {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const end = stdout.indexOf('\n');
      if (end >= 0) resolve(stdout.slice(0, end));
    });
    child.once('exit', () => reject(new Error(`exited before printing: ${stderr}`)));
  });
  firstLine.catch(() => undefined);
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  return { child, firstLine, exit };
}

describe('lintas-sandbox CLI', () => {
  const children: ChildProcessWithoutNullStreams[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  it('prints one JSON line for a demo merchant, serves signed calls, and stops cleanly on SIGTERM', async () => {
    const started = run(['--json', '--port', '0']);
    children.push(started.child);
    const facts = JSON.parse(await started.firstLine) as Record<string, string>;
    expect(Object.keys(facts).sort()).toEqual(['appId', 'platformPublicKey', 'privateKey', 'publicKey', 'url']);
    expect(facts['url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = gatewayClient(facts['url']!, { appId: facts['appId']!, privateKey: facts['privateKey']!, publicKey: facts['publicKey']! });
    expect(await client.call('/open-api/account/balance', { countryCode: 'PH' })).toEqual({
      code: 10000,
      message: 'Success',
      data: { balance: '1000000.00', currency: 'PHP', countryCode: 'PH' },
    });
    started.child.kill('SIGTERM');
    expect((await started.exit).code).toBe(0);
  });

  it('registers a merchant from a public key file with the given appId and prints no private key', async () => {
    const keys = testKeys();
    const dir = mkdtempSync(join(tmpdir(), 'lintas-cli-'));
    const file = join(dir, 'merchant.pub');
    writeFileSync(file, `${keys.publicKey}\n`);
    try {
      const started = run(['--json', '--port', '0', '--app-id', 'my-app', '--public-key', file]);
      children.push(started.child);
      const facts = JSON.parse(await started.firstLine) as Record<string, string>;
      expect(facts).toEqual({ url: expect.any(String), appId: 'my-app', platformPublicKey: expect.any(String) });
      const client = gatewayClient(facts['url']!, { appId: 'my-app', ...keys });
      expect((await client.call('/open-api/account/balance', {})).code).toBe(10000);
      started.child.kill('SIGINT');
      expect((await started.exit).code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints a copy-paste block without --json', async () => {
    const started = run(['--port', '0']);
    children.push(started.child);
    expect(await started.firstLine).toMatch(/^Lintas sandbox listening on http:\/\/127\.0\.0\.1:\d+$/);
    started.child.kill('SIGTERM');
    await started.exit;
  });

  it('exits 1 with a message, and without the key, when the public key is invalid', async () => {
    const bogus = Buffer.from('definitely not a key').toString('base64');
    const { exit } = run(['--port', '0', '--public-key', bogus]);
    const { code, stderr } = await exit;
    expect(code).toBe(1);
    expect(stderr).toContain('publicKey is not a valid RSA public key');
    expect(stderr).not.toContain(bogus);
  });

  it('exits 1 on an unknown flag', async () => {
    const { code, stderr } = await run(['--nope']).exit;
    expect(code).toBe(1);
    expect(stderr).toContain('--nope');
  });
});
