import { spawn } from 'node:child_process';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxControlBodyBytes, maxGatewayBodyBytes } from '../src/server/body-limits.js';
import { startTestSandbox, type TestSandbox } from './helpers/test-sandbox.js';

interface RawAnswer {
  status: number;
  json: { error?: { reason: string; message: string }; code?: number; message?: string } | null;
  /** The error the request met once the answer was read (EPIPE, a reset), if any. */
  after?: string;
}

/** Sends a request with exactly these headers (Host and Origin included), as a browser or proxy could. */
function raw(
  url: string,
  method: string,
  path: string,
  headers: OutgoingHttpHeaders,
  body?: string | Buffer,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path, headers, setHost: !('host' in headers) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: RawAnswer['json'] = null;
        try {
          json = JSON.parse(text) as RawAnswer['json'];
        } catch {
          // not JSON: json stays null
        }
        // Resolved once the request is done with: a body cut off after the answer is an error too.
        req.once('close', () => resolve({ status: res.statusCode ?? 0, json, ...(failed && { after: failed }) }));
      });
    });
    let failed: string | undefined;
    // The server may answer (413) before the whole body is written: it must read it before it closes.
    req.on('error', (error: NodeJS.ErrnoException) => {
      failed = error.code ?? error.message;
      reject(error);
    });
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };

describe('control API hardening', () => {
  let t: TestSandbox;
  let origin: string;
  const balance = async (): Promise<unknown> => (await t.control.get(`/merchants/${t.merchant.appId}/balances`)).json;
  const setBalance = (amount: number) => JSON.stringify({ appId: t.merchant.appId, currency: 'PHP', amount });

  beforeAll(async () => {
    t = await startTestSandbox();
    origin = t.sandbox.url;
  });
  afterAll(() => t.sandbox.close());

  it('refuses a text/plain POST (what a cross-site form or no-preflight fetch sends) with 415, and changes nothing', async () => {
    const before = await balance();
    const answer = await raw(
      t.sandbox.url,
      'POST',
      '/__sandbox/balances',
      { 'content-type': 'text/plain' },
      setBalance(1),
    );
    expect(answer.status).toBe(415);
    expect(answer.json?.error?.reason).toBe('unsupported_media_type');
    expect(answer.json?.error?.message).toContain('content-type: application/json');
    const noType = await raw(t.sandbox.url, 'POST', '/__sandbox/balances', {}, setBalance(2));
    expect(noType.status).toBe(415);
    expect(await balance()).toEqual(before);
  });

  it("refuses a request from another site's page (Origin) with 403, and accepts the sandbox's own pages", async () => {
    const before = await balance();
    const foreign = await raw(
      t.sandbox.url,
      'POST',
      '/__sandbox/balances',
      { ...json, origin: 'http://evil.example' },
      setBalance(3),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.json?.error?.reason).toBe('forbidden_origin');
    const opaque = await raw(t.sandbox.url, 'POST', '/__sandbox/balances', { ...json, origin: 'null' }, setBalance(4));
    expect(opaque.status).toBe(403);
    expect(await balance()).toEqual(before);
    const own = await raw(t.sandbox.url, 'POST', '/__sandbox/balances', { ...json, origin }, setBalance(5));
    expect(own.status).toBe(200);
    expect(await balance()).toMatchObject({ PHP: 5 });
  });

  it('refuses a request addressed to another host name (DNS rebinding) with 403, also for reads', async () => {
    const host = `rebound.example:${t.sandbox.port}`;
    const write = await raw(
      t.sandbox.url,
      'POST',
      '/__sandbox/balances',
      { ...json, host, origin: `http://${host}` },
      setBalance(6),
    );
    expect(write.status).toBe(403);
    expect(write.json?.error?.reason).toBe('forbidden_host');
    const read = await raw(t.sandbox.url, 'GET', '/__sandbox/state', { host });
    expect(read.status).toBe(403);
    for (const local of [`localhost:${t.sandbox.port}`, `127.0.0.1:${t.sandbox.port}`]) {
      expect((await raw(t.sandbox.url, 'GET', '/__sandbox/state', { host: local })).status).toBe(200);
    }
    expect(await balance()).not.toMatchObject({ PHP: 6 });
  });

  it(`answers 413 to a control body above ${maxControlBodyBytes} bytes, declared (50 MiB too) or streamed, without storing it`, async () => {
    const remark = 'x'.repeat(maxControlBodyBytes);
    const body = JSON.stringify({ appId: t.merchant.appId, currency: 'PHP', amount: 7, remark });
    const declared = await raw(t.sandbox.url, 'POST', '/__sandbox/balances', json, body);
    expect(declared.status).toBe(413);
    expect(declared.json?.error).toEqual({
      reason: 'body_too_large',
      message: 'A control request body may be at most 64 KiB',
    });
    const streamed = await raw(
      t.sandbox.url,
      'POST',
      '/__sandbox/balances',
      { ...json, 'transfer-encoding': 'chunked' },
      body,
    );
    expect(streamed.status).toBe(413);
    // 50 MiB: read and dropped before the answer, which the client gets instead of EPIPE.
    const huge = await raw(t.sandbox.url, 'POST', '/__sandbox/balances', json, Buffer.alloc(50 * 1024 * 1024, 0x20));
    expect(huge).toEqual({ status: 413, json: { error: declared.json?.error } });
    expect(await balance()).not.toMatchObject({ PHP: 7 });
  });

  it(`answers 413 JSON to a gateway API body above ${maxGatewayBodyBytes} bytes (50 MiB declared, or streamed) before the connection closes, and keeps serving`, async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 0x20);
    const tooLarge = { code: 413, message: 'Request body too large: the sandbox reads at most 8 MiB', data: null };
    // 50 MiB, far more than the socket buffers hold: the answer must come before the connection closes,
    // not a reset the client sees as EPIPE while it still writes.
    const answer = await fetch(`${t.sandbox.url}/open-api/account/balance`, {
      method: 'POST',
      headers: json,
      body: huge,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(tooLarge);
    const declared = await raw(t.sandbox.url, 'POST', '/open-api/account/balance', json, huge);
    expect(declared).toEqual({ status: 413, json: tooLarge });
    const streamed = await raw(
      t.sandbox.url,
      'POST',
      '/open-api/account/balance',
      { ...json, 'transfer-encoding': 'chunked' },
      huge,
    );
    expect(streamed).toEqual({ status: 413, json: tooLarge });
    const next = await t.gateway.call('/open-api/account/balance', { countryCode: 'PH' });
    expect(next.code).toBe(10000);
  });
});

describe('a client that drops mid-request', () => {
  it('is let go without a stack trace on stderr, and the sandbox keeps serving', async () => {
    const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
    const child = spawn(process.execPath, [cli, '--json', '--port', '0', '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      const firstLine = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const end = stdout.indexOf('\n');
          if (end >= 0) resolve(stdout.slice(0, end));
        });
        child.once('exit', () => reject(new Error(`sandbox exited: ${stderr}`)));
      });
      const url = new URL((JSON.parse(firstLine) as { url: string }).url);
      for (const path of ['/open-api/payout/create', '/__sandbox/balances']) {
        await new Promise<void>((resolve, reject) => {
          const socket = connect(Number(url.port), url.hostname, () => {
            socket.write(
              `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"appId":`,
            );
            setTimeout(() => {
              socket.destroy();
              resolve();
            }, 100);
          });
          socket.on('error', reject);
        });
      }
      // Another request after the drops is served: the drops have been handled by then.
      const info = await fetch(`${url.origin}/__sandbox/info`);
      expect(info.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stderr).toBe('');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
