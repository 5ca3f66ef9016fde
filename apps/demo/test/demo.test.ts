import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createDemoMerchant, startSandbox } from '@lintas/sandbox';
import { describe, expect, it } from 'vitest';
import type { DemoReport } from '../src/report.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** Runs the built demo with `--json` and only `env`'s LINTAS_ variables; answers its exit code, output and report. */
function runDemo(env: Record<string, string> = {}, args: readonly string[] = []) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LINTAS_')));
  const child = spawn(process.execPath, [main, '--json', ...args], { env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise<{ status: number | null; stdout: string; stderr: string; report: DemoReport }>(
    (resolve, reject) => {
      child.once('error', reject);
      child.once('close', (status) => {
        try {
          resolve({ status, stdout, stderr, report: JSON.parse(stdout) as DemoReport });
        } catch {
          reject(new Error(`the demo printed no JSON report (exit ${status}):\n${stdout}\n${stderr}`));
        }
      });
    },
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the demo', () => {
  it('passes every step against the embedded sandbox, covering every family and notification kind', async () => {
    const { status, stdout, stderr, report } = await runDemo();

    expect(status, `${stderr}${JSON.stringify(report.steps.filter((step) => step.status === 'failed'))}`).toBe(0);
    expect(report.target).toBe('sandbox');
    expect(report.steps.filter((step) => step.status !== 'passed')).toEqual([]);
    expect(report.summary).toEqual({ passed: report.steps.length, failed: 0, skipped: 0 });
    expect(report.steps.length).toBeGreaterThan(30);

    const families = new Set(report.steps.map((step) => step.family));
    for (const family of [
      'neutral',
      'philippines',
      'indonesia',
      'thailand',
      'split-v1',
      'direct-debit',
      'snap',
      'payment safety',
      'errors',
      'notifications',
    ]) {
      expect(families, family).toContain(family);
    }
    const kinds = new Set(report.notifications.map((notification) => notification.kind));
    for (const kind of ['payment', 'payout', 'refund', 'checkout-payment', 'authorization']) {
      expect(kinds, kind).toContain(kind);
    }
    const titles = report.steps.map((step) => `${step.family}: ${step.title}`);
    expect(titles).toContain('neutral: refund completed');
    expect(titles).toContain('indonesia: bank payout created, gateway code 1000');
    expect(titles).toContain('errors: duplicate mchOrderId refused: GatewayError 21007');
    expect(report.steps.find((step) => step.title.startsWith('access token refused by the gateway'))?.detail).toMatch(
      /^2 attempts: 4014701 Invalid Token \(B2B\), then 2004700; \d+ tokens issued$/,
    );
    expect(report.steps.find((step) => step.title.startsWith('payout after a connection reset'))?.detail).toMatch(
      /^OutcomeUnknownError after 2 attempts .*cannot confirm .*accountNo.*; 1 payout, 12,345 PHP minor units debited once/,
    );

    // The merchant key is generated inside the run; a base64 DER key or a PEM block in the output would be it.
    // A key starts a base64 run with MII; inside a random signature "MII" occurs by chance (~0.1% each).
    expect(`${stdout}\n${stderr}`).not.toMatch(/(?<![A-Za-z0-9+/])MII[A-Za-z0-9+/]{60,}|PRIVATE KEY/);
  });

  it('runs against a gateway from the environment, skips what needs the sandbox, and never prints the private key', async () => {
    const gateway = await startSandbox();
    try {
      const port = await freePort();
      const notifyBaseUrl = `http://127.0.0.1:${port}`;
      const merchant = createDemoMerchant(gateway, { payoutNotifyUrl: `${notifyBaseUrl}/notifications/payouts` });
      const { status, stdout, stderr, report } = await runDemo({
        LINTAS_BASE_URL: gateway.url,
        LINTAS_APP_ID: merchant.appId,
        LINTAS_PRIVATE_KEY: merchant.privateKey,
        LINTAS_PLATFORM_PUBLIC_KEY: gateway.platformPublicKey,
        LINTAS_NOTIFY_BASE_URL: notifyBaseUrl,
        LINTAS_NOTIFY_PORT: String(port),
      });

      expect(status, stderr).toBe(0);
      expect(report).toMatchObject({ target: 'gateway', baseUrl: gateway.url, appId: merchant.appId });
      expect(report.summary.failed).toBe(0);
      const skipped = report.steps.filter((step) => step.status === 'skipped');
      expect(skipped.length).toBeGreaterThan(5);
      expect(skipped.map((step) => step.detail)).toEqual(
        skipped.map(() => expect.stringMatching(/^needs (the sandbox|a notification from the gateway)/)),
      );
      const passedTitles = report.steps
        .filter((step) => step.status === 'passed')
        .map((step) => `${step.family}: ${step.title}`);
      expect(passedTitles).toEqual(
        expect.arrayContaining([
          'neutral: payment created',
          'philippines: bank payout created',
          'errors: duplicate mchOrderId refused: GatewayError 21007',
        ]),
      );

      const output = `${stdout}\n${stderr}`;
      expect(output).not.toContain(merchant.privateKey);
      expect(output).not.toContain(merchant.privateKey.slice(40, 100));
    } finally {
      await gateway.close();
    }
  });

  it('runs the whole suite against a sandbox started separately, given its URL, skipping nothing', async () => {
    const sandbox = await startSandbox({ notifications: { backoffMs: [50, 200] } });
    try {
      // Another client of the same sandbox: its deliveries must not count against the demo's.
      createDemoMerchant(sandbox);
      const { status, stderr, report } = await runDemo({}, ['--sandbox-url', sandbox.url]);
      expect(status, stderr).toBe(0);
      expect(report.target).toBe('remote-sandbox');
      expect(report.baseUrl).toBe(sandbox.url);
      expect(report.summary).toEqual({ passed: report.steps.length, failed: 0, skipped: 0 });
      expect(report.steps.length).toBeGreaterThan(30);
      // The merchant it registered is the one that made the payments.
      const payments = sandbox.state().payments.filter((payment) => payment.appId === report.appId);
      expect(payments.length).toBeGreaterThan(5);
    } finally {
      await sandbox.close();
    }
  });

  it('runs only the groups --only names, skipping the notification checks of the groups left out', async () => {
    const { status, stderr, report } = await runDemo({}, ['--only', 'errors,notifications']);
    expect(status, stderr).toBe(0);
    expect(new Set(report.steps.map((step) => step.family))).toEqual(new Set(['errors', 'notifications']));
    const skipped = report.steps.filter((step) => step.status === 'skipped');
    expect(skipped.map((step) => step.title)).toContain('payment notification verified');
    expect(skipped[0]?.detail).toContain('did not run (--only)');
    expect(report.summary.failed).toBe(0);
  });
});
