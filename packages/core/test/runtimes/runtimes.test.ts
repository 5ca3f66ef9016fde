import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, success, type TestGateway } from '../helpers/test-gateway.js';

// The built ESM package, run by each runtime as a merchant's code would run it. Bun and Deno come from
// their npm packages (dev dependencies), so this needs nothing installed by hand.
const script = fileURLToPath(new URL('./smoke.mjs', import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));
const runtimes: Record<string, (args: string[]) => [string, string[]]> = {
  node: (args) => [process.execPath, [script, ...args]],
  bun: (args) => [bin('bun'), [script, ...args]],
  deno: (args) => [bin('deno'), ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys', script, ...args]],
};

const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKey = keys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
const publicKey = keys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway(keys.publicKey, () =>
    success({ mchOrderId: 'rt-1', transactionStatus: 'COMPLETED' }),
  );
});
afterAll(() => gateway.close());

describe('@lintas/core on every runtime', () => {
  for (const [name, command] of Object.entries(runtimes)) {
    it(`signs a call and receives notifications on ${name}`, async () => {
      const before = gateway.requests.length;
      const [file, args] = command([gateway.url, privateKey, publicKey]);
      const { stdout } = await promisify(execFile)(file, args, {
        timeout: 60_000,
        env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
      });
      expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({
        data: { mchOrderId: 'rt-1', transactionStatus: 'COMPLETED' },
        acknowledgement: { code: 10000, message: 'Success' },
        // delivered, delivered again (deduplicated, still acknowledged), tampered (refused)
        statuses: [200, 200, 401],
        received: ['TX-RT-1'],
      });
      expect(gateway.requests.slice(before).map((request) => request.signatureValid)).toEqual([true]);
    });
  }
});
