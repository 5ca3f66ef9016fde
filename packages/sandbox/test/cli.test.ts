import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatewayClient, testKeys } from './helpers/gateway-client.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

/** Each test runs the CLI in a folder of its own, where it keeps its state (.lintas-sandbox/). */
let cwd = tmpdir();
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'lintas-cli-cwd-'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

/** The `LINTAS_*` settings of the `export` lines of a banner. */
function exported(banner: string): Record<string, string> {
  return Object.fromEntries(
    [...banner.matchAll(/^export (LINTAS_[A-Z_]+)=(\S+)$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}

interface Started {
  child: ChildProcessWithoutNullStreams;
  firstLine: Promise<string>;
  /** Resolves with everything printed so far once a line matching `pattern` is printed. */
  lineMatching(pattern: RegExp): Promise<string>;
  exit: Promise<{ code: number | null; stderr: string }>;
}

function run(args: string[], env: NodeJS.ProcessEnv = process.env): Started {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env, cwd });
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
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env, cwd });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

// Each test starts CLI processes, which generate RSA keys: generous, for a machine that runs many suites at once.
describe('lintas-sandbox CLI', { timeout: 180_000 }, () => {
  const children: ChildProcessWithoutNullStreams[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  it('prints one JSON line for a demo merchant, serves signed calls, and stops cleanly on SIGTERM', async () => {
    const started = run(['--json', '--port', '0']);
    children.push(started.child);
    const facts = JSON.parse(await started.firstLine) as Record<string, string>;
    expect(Object.keys(facts).sort()).toEqual([
      'appId',
      'clientSecret',
      'envFile',
      'payoutNotifyUrl',
      'platformPublicKey',
      'privateKey',
      'publicKey',
      'url',
    ]);
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
      expect(facts).toEqual({
        url: expect.any(String),
        appId: 'my-app',
        publicKey: keys.publicKey,
        platformPublicKey: expect.any(String),
        envFile: join('.lintas-sandbox', '.env'),
        payoutNotifyUrl: null,
      });
      const envText = readFileSync(join(cwd, '.lintas-sandbox/.env'), 'utf8');
      expect(envText).not.toMatch(/PRIVATE_KEY/);
      // The SNAP client secret is written for the SDK, in the file only: nothing secret is printed.
      expect(envText).toMatch(/^LINTAS_SNAP_CLIENT_SECRET=[0-9a-f]{64}$/m);
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
    const quiet = run(['--port', '0', '--quiet', '--state', 'quiet-state']);
    children.push(loud.child, quiet.child);
    for (const started of [loud, quiet]) {
      const banner = await started.lineMatching(/^Press Ctrl\+C/);
      const env = exported(banner);
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

  it('adds the channels --channel names: a payment on one is served, another code is refused 21005 naming it', async () => {
    const started = run([
      '--json',
      '--port',
      '0',
      '--channel',
      'MY_GRABPAY_URL:MY:EWALLET',
      '--state',
      'channel-state',
    ]);
    children.push(started.child);
    const facts = JSON.parse(await started.firstLine) as Record<string, string>;
    const env = {
      ...process.env,
      LINTAS_BASE_URL: facts['url'],
      LINTAS_APP_ID: facts['appId'],
      LINTAS_PRIVATE_KEY: facts['privateKey'],
    };
    const payment = (channelCode: string) =>
      JSON.stringify({
        mchOrderId: `cli${channelCode.length}${Date.now()}`,
        amount: 5610,
        customerName: 'Aminah',
        channelCode,
        notifyUrl: 'http://127.0.0.1:9/notify',
        email: 'aminah@example.com',
        mobile: '0123456789',
      });
    const paid = await output(['call', '/open-api/malaysia/payment/generate', payment('MY_GRABPAY_URL')], env);
    expect(paid.code).toBe(0);
    expect(paid.stdout).toContain('"code": 10000');
    const refused = await output(['call', '/open-api/malaysia/payment/generate', payment('MY_GRAB_URL')], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('MY_GRAB_URL is not a channel of this merchant; the payment channels of MY:');
    expect(refused.stdout).toContain('MY_GRABPAY_URL');
  });

  it('exits 1 saying the form when a --channel is not CODE:COUNTRY:TYPE', async () => {
    const { code, stderr } = await run(['--port', '0', '--channel', 'MY_GRABPAY_URL:XX:EWALLET']).exit;
    expect(code).toBe(1);
    expect(stderr).toContain('--channel MY_GRABPAY_URL:XX:EWALLET: the country must be PH, ID, MY, TH or RU');
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

  it('prints export lines a shell runs as they are, and where payout notifications go', async () => {
    const started = run(['--port', '0', '--payout-notify-url', 'http://127.0.0.1:9/payouts']);
    children.push(started.child);
    const banner = await started.lineMatching(/^Press Ctrl\+C/);
    const env = exported(banner);
    expect(Object.keys(env)).toEqual([
      'LINTAS_BASE_URL',
      'LINTAS_APP_ID',
      'LINTAS_PRIVATE_KEY',
      'LINTAS_PLATFORM_PUBLIC_KEY',
      'LINTAS_SNAP_BASE_URL',
      'LINTAS_SNAP_CLIENT_KEY',
      'LINTAS_SNAP_CLIENT_SECRET',
      'LINTAS_SNAP_PRIVATE_KEY',
    ]);
    const lines = banner.split('\n').filter((line) => line.startsWith('export '));
    const script =
      'console.log(process.env.LINTAS_APP_ID, process.env.LINTAS_SNAP_PRIVATE_KEY === process.env.LINTAS_PRIVATE_KEY)';
    const shell = spawn('sh', ['-c', `${lines.join('\n')}\nnode -e '${script}'`], {
      env: { PATH: process.env['PATH'] ?? '' },
    });
    let printed = '';
    shell.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await new Promise((resolve) => shell.once('close', resolve));
    expect(printed.trim()).toBe(`${env['LINTAS_APP_ID']} true`);
    expect(env['LINTAS_SNAP_CLIENT_KEY']).toBe(env['LINTAS_APP_ID']);
    expect(banner).toContain(`curl -X POST ${env['LINTAS_BASE_URL']}/__sandbox/snap/payments/complete`);
    expect(banner).toContain(
      '# Payout notifications (disbursement.success / .failed) go to http://127.0.0.1:9/payouts.',
    );
    expect(banner).toContain(`curl -X PATCH ${env['LINTAS_BASE_URL']}/__sandbox/merchants/${env['LINTAS_APP_ID']}`);
    const state = (await (await fetch(`${env['LINTAS_BASE_URL']}/__sandbox/state`)).json()) as {
      merchants: Array<{ appId: string; payoutNotifyUrl: string | null; clientSecret: string }>;
    };
    expect(
      state.merchants.map(({ appId, payoutNotifyUrl, clientSecret }) => ({ appId, payoutNotifyUrl, clientSecret })),
    ).toEqual([
      {
        appId: env['LINTAS_APP_ID'],
        payoutNotifyUrl: 'http://127.0.0.1:9/payouts',
        clientSecret: env['LINTAS_SNAP_CLIENT_SECRET'],
      },
    ]);
    started.child.kill('SIGTERM');
    await started.exit;
  });

  it('keeps its merchant and keys across restarts in .lintas-sandbox/, with a .env for node --env-file, and makes new ones with --fresh', async () => {
    const first = run(['--json', '--port', '0']);
    children.push(first.child);
    const before = JSON.parse(await first.firstLine) as Record<string, string>;
    first.child.kill('SIGTERM');
    await first.exit;

    const again = run(['--json', '--port', '0']);
    children.push(again.child);
    const after = JSON.parse(await again.firstLine) as Record<string, string>;
    for (const field of ['appId', 'privateKey', 'publicKey', 'platformPublicKey', 'clientSecret'])
      expect(after[field], field).toBe(before[field]);
    const client = gatewayClient(after['url']!, {
      appId: before['appId']!,
      privateKey: before['privateKey']!,
      publicKey: before['publicKey']!,
    });
    expect((await client.call('/open-api/account/balance', { countryCode: 'PH' })).code).toBe(10000);

    const envFile = join(cwd, '.lintas-sandbox/.env');
    expect(statSync(envFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(cwd, '.lintas-sandbox/state.json')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(cwd, '.lintas-sandbox/.gitignore'), 'utf8')).toMatch(/^\*$/m);
    const read = spawn(
      process.execPath,
      [
        `--env-file=${envFile}`,
        '-e',
        "console.log(['LINTAS_BASE_URL','LINTAS_APP_ID','LINTAS_PRIVATE_KEY','LINTAS_PLATFORM_PUBLIC_KEY','LINTAS_SNAP_BASE_URL','LINTAS_SNAP_CLIENT_KEY','LINTAS_SNAP_CLIENT_SECRET','LINTAS_SNAP_PRIVATE_KEY'].map((n) => process.env[n]).join(' '))",
      ],
      { env: { PATH: process.env['PATH'] ?? '' } },
    );
    let printed = '';
    read.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await new Promise((resolve) => read.once('close', resolve));
    expect(printed.trim()).toBe(
      [
        after['url'],
        after['appId'],
        after['privateKey'],
        after['platformPublicKey'],
        after['url'],
        after['appId'],
        after['clientSecret'],
        after['privateKey'],
      ].join(' '),
    );
    again.child.kill('SIGTERM');
    await again.exit;

    const fresh = run(['--json', '--port', '0', '--fresh']);
    children.push(fresh.child);
    const renewed = JSON.parse(await fresh.firstLine) as Record<string, string>;
    for (const field of ['appId', 'privateKey', 'publicKey', 'platformPublicKey', 'clientSecret'])
      expect(renewed[field], field).not.toBe(before[field]);
    expect(readFileSync(envFile, 'utf8')).toContain(`LINTAS_APP_ID=${renewed['appId']}`);
    fresh.child.kill('SIGTERM');
    await fresh.exit;
  });

  it('exits 1 saying how to start afresh when its state file is damaged, and leaves the file as it was', async () => {
    const folder = join(cwd, 'kept');
    const started = run(['--json', '--port', '0', '--state', 'kept']);
    children.push(started.child);
    await started.firstLine;
    started.child.kill('SIGTERM');
    await started.exit;
    writeFileSync(join(folder, 'state.json'), '{"platformKeys":');
    const { code, stderr } = await run(['--port', '0', '--state', 'kept']).exit;
    expect(code).toBe(1);
    expect(stderr).toContain(`cannot read ${join(folder, 'state.json')}`);
    expect(stderr).toContain('start with --fresh for a new merchant and keys');
    expect(readFileSync(join(folder, 'state.json'), 'utf8')).toBe('{"platformKeys":');
  });
});
