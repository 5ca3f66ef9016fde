import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantKeys, refusal, startTestGateway, success, type TestGateway } from './helpers/test-gateway.js';

// The built package, as merchants get it: calls that fail in several ways end in the same typed errors
// from the ESM build on Node, Bun and Deno and from the CommonJS build, which is one file.
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

describe('the CommonJS build', () => {
  it('is one file', () => {
    expect(readFileSync(`${dist}index.cjs`, 'utf8')).not.toMatch(/require\("\.\/|import\("\.\//);
  });
});

describe('a failing call through the built package', () => {
  const keys = merchantKeys();
  const privateKey = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const fixture = fileURLToPath(new URL('./fixtures/failing-calls.mjs', import.meta.url));
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway(keys.publicKey);
  });
  afterAll(() => gateway.close());

  const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
  const runs: Record<string, (args: string[]) => [string, string[]]> = {
    'ESM on Node': (args) => [process.execPath, [fixture, 'esm', ...args]],
    'CJS on Node': (args) => [process.execPath, [fixture, 'cjs', ...args]],
    'ESM on Bun': (args) => [bin('bun'), [fixture, 'esm', ...args]],
    'ESM on Deno': (args) => [
      bin('deno'),
      ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys', fixture, 'esm', ...args],
    ],
  };

  for (const [name, command] of Object.entries(runs)) {
    it(`with the same typed errors (${name})`, async () => {
      gateway.script(
        '/open-api/lazy/query',
        success({ mchOrderId: 'lazy-1' }),
        // A 503 (retried), then a refusal.
        { json: {}, status: 503 },
        refusal(21006, 'Merchant transaction not found'),
        // Held past the call's timeout.
        { ...success({ mchOrderId: 'lazy-4' }), delayMs: 10_000 },
        success({ mchOrderId: 'lazy-5' }),
        success({ mchOrderId: 'lazy-8' }),
      );
      const before = gateway.requests.length;
      const [file, args] = command([gateway.url, privateKey]);
      const { stdout } = await promisify(execFile)(file, args, {
        timeout: 60_000,
        env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      });
      expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({
        succeeded: { mchOrderId: 'lazy-1' },
        refused: {
          name: 'GatewayError',
          message: '/open-api/lazy/query answered 21006: Merchant transaction not found',
          code: 21006,
          attempts: [503, 200],
          typed: true,
        },
        invalid: {
          name: 'RequestValidationError',
          message: expect.stringContaining('mchOrderId must be at most 32 characters'),
          attempts: [],
          typed: true,
        },
        timedOut: {
          name: 'TimeoutError',
          message: '/open-api/lazy/query did not answer within 1500 ms',
          causeName: 'TimeoutError',
          attempts: ['timeout'],
          typed: true,
        },
        withExtra: { mchOrderId: 'lazy-5' },
        clash: {
          name: 'RequestValidationError',
          message: expect.stringContaining('is a field of this endpoint: pass it in the params'),
          attempts: [],
          typed: true,
        },
        lenient: { mchOrderId: 'lazy-8' },
      });
      const sent = gateway.requests.slice(before).map((request) => request.params);
      expect(sent.at(-2)).toMatchObject({ mchOrderId: 'lazy-5', channelHint: 'gcash' });
      expect(sent.at(-1)).toMatchObject({ mchOrderId: 'y'.repeat(33) });
    });
  }
});
