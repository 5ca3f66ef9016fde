import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantKeys, refusal, startTestGateway, success, type TestGateway } from './helpers/test-gateway.js';

// The built ESM package: index.js and the chunks it imports statically are what a merchant's bundler
// ships for a successful call, and what Node loads at start; the failure path is a chunk loaded by import().
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const read = (file: string) => readFileSync(dist + file, 'utf8');
const staticImports = (code: string) =>
  [...code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gms)].map(
    (match) => match[1] ?? match[2] ?? '',
  );

/** index.js and every file of the package it imports statically, with the packages they import. */
function staticClosure(): { packages: string[]; code: string } {
  const files: string[] = [];
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const specifier of staticImports(read(file))) {
      if (specifier.startsWith('./')) visit(specifier.slice(2));
      else packages.add(specifier);
    }
  };
  visit('index.js');
  return { packages: [...packages], code: files.map(read).join('\n') };
}

describe('the failure path of a call, in the built package', () => {
  it('is not loaded by a successful call: index.js and its static chunks import no ky and hold none of its messages', () => {
    const { packages, code } = staticClosure();
    expect(packages).not.toContain('ky');
    for (const text of [
      'data does not match the response schema',
      'no answer was read',
      'did you mean',
      'Request timed out',
      'is set by the SDK on every attempt',
      'max_length',
    ]) {
      expect(code).not.toContain(text);
    }
    // ...but it is there, in a chunk of its own that index.js's chunks load by import().
    const lazy = [...code.matchAll(/\bimport\("\.\/(failure-path-\w+\.js)"\)/g)].map((match) => match[1] ?? '');
    expect(lazy).toHaveLength(1);
    const failurePath = read(lazy[0] ?? '');
    expect(staticImports(failurePath)).toContain('ky');
    expect(failurePath).toContain('data does not match the response schema');
    expect(code).toMatch(/\bimport\("\.\/extra-params-\w+\.js"\)/);
  });

  it('keeps CommonJS in one file', () => {
    expect(read('index.cjs')).not.toMatch(/require\("\.\/|import\("\.\//);
  });
});

describe('a failing call through the built package loads its failure path', () => {
  const keys = merchantKeys();
  const privateKey = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const fixture = fileURLToPath(new URL('./fixtures/failure-path.mjs', import.meta.url));
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
        // A 503 (retried by ky), then a refusal.
        { json: {}, status: 503 },
        refusal(21006, 'Merchant transaction not found'),
        // Held past the call's timeout (the first attempt's own timer).
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

describe('a deploy without the failure path chunk', () => {
  const keys = merchantKeys();
  const privateKey = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const fixture = fileURLToPath(new URL('./fixtures/failure-path-missing.mjs', import.meta.url));
  let gateway: TestGateway;
  let copy: string;

  beforeAll(async () => {
    gateway = await startTestGateway(keys.publicKey);
    // Inside the package, so that the copy resolves ky and valibot as the package does.
    copy = mkdtempSync(fileURLToPath(new URL('../.tmp-dist-', import.meta.url)));
    cpSync(dist, copy, { recursive: true });
    for (const file of readdirSync(copy)) if (file.startsWith('failure-path-')) rmSync(`${copy}/${file}`);
  });
  afterAll(async () => {
    rmSync(copy, { recursive: true, force: true });
    await gateway.close();
  });

  it('never lets a write that may have been committed fail as if nothing happened', async () => {
    gateway.script('/open-api/missing/create', success({ mchOrderId: 'missing-1' }), { json: {}, status: 503 });
    gateway.script('/open-api/missing/query', refusal(21006, 'Merchant transaction not found'));
    const { stdout } = await promisify(execFile)(process.execPath, [fixture, copy, gateway.url, privateKey], {
      timeout: 60_000,
    });
    expect(JSON.parse(stdout)).toEqual({
      // A successful call does not need the chunk.
      created: { mchOrderId: 'missing-1' },
      // The 503 may follow a commit, and without the failure path nothing classifies it: unknown, journaled.
      createFailed: {
        name: 'OutcomeUnknownError',
        lintas: true,
        outcomeUnknown: true,
        keys: { mchOrderId: 'missing-2' },
        causeCode: 'ERR_MODULE_NOT_FOUND',
        metadata: [503],
      },
      // A read moves no money: it fails with the load error as it is.
      queryFailed: { name: 'Error', lintas: false, outcomeUnknown: false, code: 'ERR_MODULE_NOT_FOUND' },
      journal: [{ endpoint: '/open-api/missing/create', keys: { mchOrderId: 'missing-2' }, attempts: 1 }],
    });
  });
});
