import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { platformKeys, samples } from './helpers.js';

const source = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

/** Only what the Fetch API, WebCrypto and the encoding standard give: what Workers, Deno and Bun share. */
function webGlobals(logged: unknown[][]) {
  const globals = {
    crypto,
    TextEncoder,
    TextDecoder,
    Request,
    Response,
    Headers,
    URL,
    ReadableStream,
    atob,
    btoa,
    console: { ...console, error: (...args: unknown[]) => void logged.push(args) },
    setTimeout,
    clearTimeout,
    queueMicrotask,
    structuredClone,
  };
  return { ...globals, globalThis: undefined as unknown };
}

describe('notifications on a web-standard runtime', () => {
  it('bundle for a neutral platform and run with web globals only: no process, Buffer, require or node: module', async () => {
    const bundle = await build({
      stdin: {
        contents: `export * from ${JSON.stringify(source('notifications/index.ts'))};
export { rsaSha256Verifier } from ${JSON.stringify(source('signing/rsa-sha256-verifier.ts'))};
export { rsaSha256Signer } from ${JSON.stringify(source('signing/rsa-sha256-signer.ts'))};`,
        resolveDir: source('.'),
        loader: 'ts',
      },
      bundle: true,
      platform: 'neutral',
      mainFields: ['module', 'main'],
      format: 'iife',
      globalName: 'lintas',
      write: false,
      logLevel: 'silent',
    });
    const code = bundle.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/require\(["']node:|from ["']node:/);

    const logged: unknown[][] = [];
    const context = webGlobals(logged);
    context.globalThis = context;
    const lintas = runInNewContext(`${code}; lintas`, context) as typeof import('../../src/index.js');
    expect('process' in context || 'Buffer' in context).toBe(false);

    const platform = platformKeys();
    const publicKey = platform.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    const privateKey = platform.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const runs: string[] = [];
    const payments = {
      name: 'payments',
      notifications: lintas.transactionEvents('payment', { kind: 'payment', schema: lintas.PaymentNotificationSchema }),
    };
    const handler = lintas.createNotificationHandler({
      verifier: lintas.rsaSha256Verifier({ publicKey }),
      plugins: [payments],
      unconfirmed: ['payment.success'],
      on: { 'payment.success': (n) => void runs.push(n.payload.transactionId) },
    });
    const { body } = await lintas.signNotification(samples.payment, { privateKey, plugins: [payments] });
    const deliver = (text: string) =>
      handler(new Request('https://merchant.example/notify', { method: 'POST', body: text }));

    const answer = await deliver(body);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('{"code":10000,"message":"Success"}');
    expect((await deliver(body)).status).toBe(200);
    expect(runs).toEqual(['TX-PAY-1']);
    const tampered = body.replace('50010', '50011');
    expect((await deliver(tampered)).status).toBe(401);
    // The default onError logs the refusal, and nothing of the key.
    expect(logged).toHaveLength(1);
    const line = logged[0]?.map((part) => String(part)).join(' ') ?? '';
    expect(line).toContain('[lintas] notification verification failed');
    expect(line).not.toContain(privateKey.slice(40, 80));
  });
});
