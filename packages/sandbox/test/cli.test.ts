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
  /** Resolves with everything printed so far once a line matching `pattern` is printed. */
  lineMatching(pattern: RegExp): Promise<string>;
  exit: Promise<{ code: number | null; stderr: string }>;
}

function run(args: string[], env: NodeJS.ProcessEnv = process.env): Started {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env });
  let stdout = '';
  let stderr = '';
  const watchers: Array<() => void> = [];
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const watch of watchers) watch();
  });
  const lineMatching = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const watch = () =>
        void (
          stdout
            .split('\n')
            .slice(0, -1)
            .some((line) => pattern.test(line)) && resolve(stdout)
        );
      watchers.push(watch);
      watch();
    });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const end = stdout.indexOf('\n');
      if (end >= 0) resolve(stdout.slice(0, end));
    });
    child.once('exit', () => reject(new Error(`exited before printing: ${stderr}`)));
  });
  firstLine.catch(() => undefined);
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  return { child, firstLine, lineMatching, exit };
}

function output(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
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
    const client = gatewayClient(facts['url']!, {
      appId: facts['appId']!,
      privateKey: facts['privateKey']!,
      publicKey: facts['publicKey']!,
    });
    expect(await client.call('/open-api/account/balance', { countryCode: 'PH' })).toEqual({
      code: 10000,
      message: 'Success',
      data: { balance: '1000000.00', currency: 'PHP', countryCode: 'PH' },
    });
    started.child.kill('SIGTERM');
    expect((await started.exit).code).toBe(0);
  });

  it('registers a merchant from a public key file with the given appId and prints no private key', async () => {
    const keys = await testKeys();
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

  it('prints its version', async () => {
    const { code, stdout } = await output(['--version']);
    expect(code).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('prints one line per API request on the terminal, and none with --quiet', async () => {
    const loud = run(['--port', '0']);
    const quiet = run(['--port', '0', '--quiet']);
    children.push(loud.child, quiet.child);
    for (const started of [loud, quiet]) {
      const banner = await started.lineMatching(/^Press Ctrl\+C/);
      const env = Object.fromEntries(
        banner
          .split('\n')
          .filter((line) => line.startsWith('LINTAS_'))
          .map((line) => line.split(/=(.*)/s).slice(0, 2)),
      );
      const called = await output(['call', '/open-api/account/balance', '{"countryCode":"PH"}'], {
        ...process.env,
        ...env,
      });
      expect(called.code).toBe(0);
      expect(called.stdout).toContain('"balance": "1000000.00"');
      expect(called.stdout).not.toContain(env['LINTAS_PRIVATE_KEY']);
    }
    expect(await loud.lineMatching(/POST \/open-api\/account\/balance → 10000 Success \(\d+ ms\)$/)).toBeTruthy();
    const quietOutput = await quiet.lineMatching(/^Press Ctrl\+C/);
    quiet.child.kill('SIGTERM');
    await quiet.exit;
    expect(quietOutput).not.toContain('/open-api/account/balance →');
    loud.child.kill('SIGTERM');
    await loud.exit;
  });

  it('call signs the params as the merchant in the environment, prints the envelope and the answer, and exits 1 on a gateway error', async () => {
    const started = run(['--json', '--port', '0']);
    children.push(started.child);
    const facts = JSON.parse(await started.firstLine) as Record<string, string>;
    const env = {
      ...process.env,
      LINTAS_BASE_URL: facts['url'],
      LINTAS_APP_ID: facts['appId'],
      LINTAS_PRIVATE_KEY: facts['privateKey'],
    };
    const refused = await output(['call', '/open-api/payment/query', '{"mchOrderId":"nope"}'], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain(`"appId": "${facts['appId']}"`);
    expect(refused.stdout).toContain('"sign": ');
    expect(refused.stdout).toContain('"code": 21006');
    const missing = await output(['call', '/open-api/account/balance'], {
      ...process.env,
      LINTAS_APP_ID: '',
      LINTAS_PRIVATE_KEY: '',
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('set LINTAS_APP_ID and LINTAS_PRIVATE_KEY');
  });

  it('hints at --port 0 when the port is taken', async () => {
    const first = run(['--json', '--port', '0']);
    children.push(first.child);
    const { url } = JSON.parse(await first.firstLine) as { url: string };
    const port = new URL(url).port;
    const second = await output(['--port', port]);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`port ${port} on 127.0.0.1 is taken`);
    expect(second.stderr).toContain('--port 0');
  });
});
