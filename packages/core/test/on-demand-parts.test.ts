import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantKeys, refusal, startTestGateway, success, type TestGateway } from './helpers/test-gateway.js';

// The signer's rarer key forms load on demand (import()); logging and tracing are entries of their own.
// These tests run the built package, as merchants get it, in both formats: what loads on demand still
// works without any code change, and the ESM entry a bundler starts from does not hold it.

const keys = merchantKeys();
const pkcs1Pem = keys.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
const fixture = fileURLToPath(new URL('./fixtures/on-demand-parts.mjs', import.meta.url));
const bin = (name: string) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
// Bun and Deno come from their npm packages (dev dependencies), as in runtimes.test.ts.
const runs: Record<string, (url: string) => [string, string[]]> = {
  'Node, ESM': (url) => [process.execPath, [fixture, 'esm', url]],
  'Node, CJS': (url) => [process.execPath, [fixture, 'cjs', url]],
  'Bun, ESM': (url) => [bin('bun'), [fixture, 'esm', url]],
  'Deno, ESM': (url) => [
    bin('deno'),
    ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys', fixture, 'esm', url],
  ],
};
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway(keys.publicKey, (request) =>
    request.params['mchOrderId'] === 'od-1'
      ? success({ mchOrderId: 'od-1' })
      : refusal(21006, 'Merchant transaction not found'),
  );
});
afterAll(() => gateway.close());

describe('the parts of @lintas/core that load on demand, from the build', () => {
  for (const [name, command] of Object.entries(runs)) {
    it(`sign with a PKCS#1 PEM key and log through @lintas/core/logging at LINTAS_LOG's level (${name})`, async () => {
      const before = gateway.requests.length;
      const [file, args] = command(gateway.url);
      const { stdout, stderr } = await promisify(execFile)(file, args, {
        timeout: 60_000,
        env: {
          ...process.env,
          LINTAS_LOG: 'debug',
          LAZY_PRIVATE_KEY: pkcs1Pem,
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
      });
      const lines = stdout.trim().split('\n');
      expect(JSON.parse(lines.at(-1) ?? '{}')).toEqual({
        data: { mchOrderId: 'od-1' },
        refused: 21006,
        keyRefusal: expect.stringMatching(
          /^SignatureError invalid-key: rsaSha256Signer: privateKey is neither PEM nor base64 \(a text of 10 characters, .*Accepted: PEM/,
        ),
      });
      expect(gateway.requests.slice(before).map((request) => request.signatureValid)).toEqual([true, true]);
      // In order, call by call: console.debug and console.info write to stdout, console.warn to stderr.
      const path = '/open-api/on-demand/query';
      expect(lines.slice(0, -1)).toEqual([
        expect.stringMatching(new RegExp(`^lintas ${path} attempt 1 sent: param \\{"mchOrderId":"od-1",`)),
        expect.stringMatching(new RegExp(`^lintas ${path} attempt 1 answered HTTP 200, code 10000 in \\d+ ms$`)),
        expect.stringMatching(new RegExp(`^lintas ${path} HTTP 200, code 10000 after 1 attempt in \\d+ ms$`)),
        `lintas ${path} answer body {"code":10000,"message":"Success","data":{"mchOrderId":"od-1"}}`,
        expect.stringMatching(new RegExp(`^lintas ${path} attempt 1 sent: param \\{"mchOrderId":"od-2",`)),
        expect.stringMatching(new RegExp(`^lintas ${path} attempt 1 answered HTTP 200, code 21006 in \\d+ ms$`)),
        `lintas ${path} answer body {"code":21006,"message":"Merchant transaction not found","data":null}`,
      ]);
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(new RegExp(`^lintas ${path} failed after 1 attempt in \\d+ ms: GatewayError: `)),
      ]);
      expect(`${stdout}${stderr}`).not.toContain(pkcs1Pem.split('\n')[2]);
    });
  }
});

describe('ky, from the build', () => {
  // Importing ky builds a Request to probe the runtime, which on Node loads its built-in fetch (undici):
  // tens of milliseconds that a process receiving notifications only never needs.
  const kyFixture = fileURLToPath(new URL('./fixtures/ky-on-first-call.mjs', import.meta.url));
  const pkcs8Pem = keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

  it.each(['esm', 'cjs'])('loads with the first call, not with the import or the client (%s)', async (format) => {
    const { stdout } = await promisify(execFile)(process.execPath, [kyFixture, format, gateway.url], {
      timeout: 60_000,
      env: { ...process.env, LAZY_PRIVATE_KEY: pkcs8Pem },
    });
    expect(JSON.parse(stdout.trim())).toEqual({
      afterImport: false,
      afterClient: false,
      afterCall: true,
      data: { mchOrderId: 'od-1' },
    });
  });
});

describe('the ESM entry of @lintas/core', () => {
  const dist = new URL('../dist/', import.meta.url);

  /** The text of dist/index.js and of every chunk it imports statically: what `import '@lintas/core'` loads. */
  async function loadedAtStartup(): Promise<Map<string, string>> {
    const loaded = new Map<string, string>();
    const visit = async (file: string): Promise<void> => {
      if (loaded.has(file)) return;
      const text = await readFile(new URL(file, dist), 'utf8');
      loaded.set(file, text);
      for (const [, imported] of text.matchAll(/(?:\bfrom|^import)\s*"\.\/([^"]+)"/gm)) await visit(imported ?? '');
    };
    await visit('index.js');
    return loaded;
  }

  // Each marker: something of the part that loads on demand, found in some file of the build.
  const onDemand = {
    'PKCS#1 conversion': 'function wrapPkcs1Private(',
    'WebCrypto signing': 'crypto.subtle.exportKey("jwk"',
    'words of a refused key': 'but not a valid RSA',
    'diagnosis of a missing key': 'Pass your merchant private key',
  };

  it.each(Object.entries(onDemand))('does not load the %s until it is needed', async (_part, marker) => {
    const files = (await readdir(dist)).filter((file) => file.endsWith('.js'));
    const holding = [];
    for (const file of files) if ((await readFile(new URL(file, dist), 'utf8')).includes(marker)) holding.push(file);
    expect(holding.length).toBeGreaterThan(0);
    const startup = await loadedAtStartup();
    expect(startup.has('index.js')).toBe(true);
    expect([...startup].filter(([, text]) => text.includes(marker)).map(([file]) => file)).toEqual([]);
  });

  // From its package Node loads ky as 24 modules, each costing a cold start more than its bytes; the
  // build holds it in one chunk, which the first attempt imports.
  it('holds ky in one chunk of its own, imported by the first attempt, not from its package', async () => {
    const files = (await readdir(dist)).filter((file) => file.endsWith('.js'));
    const texts = await Promise.all(files.map((file) => readFile(new URL(file, dist), 'utf8')));
    expect(texts.filter((text) => /\bfrom\s*"ky"|import\("ky"\)/.test(text))).toEqual([]);
    const holding = files.filter((_file, index) => texts[index]?.includes('var supportsRequestStreams ='));
    expect(holding).toHaveLength(1);
    const startup = await loadedAtStartup();
    expect(startup.has(holding[0] ?? '')).toBe(false);
    expect(startup.get('index.js')).toContain(`import("./${holding[0]}")`);
  });

  // Node spends on each module a fresh process loads more than its bytes cost: the main entry is built
  // on its own, not split into chunks it shares with the other entry points.
  it('loads at startup as index.js and the chunks it shares with the parts loaded on demand only', async () => {
    const startup = [...(await loadedAtStartup()).keys()];
    expect(startup.length).toBeLessThanOrEqual(3);
    const others = ['logging.js', 'tracing.js', 'pkcs11.js'];
    const texts = await Promise.all(others.map((file) => readFile(new URL(file, dist), 'utf8')));
    for (const text of texts) for (const file of startup) expect(text).not.toContain(`"./${file}"`);
  });

  it('loads the signing of the key form the dashboard issues at startup', async () => {
    const startup = [...(await loadedAtStartup()).values()].join('\n');
    expect(startup).toContain('createPrivateKey({ key: der, format: "der", type: "pkcs8" })');
  });
});

describe('a bundle of a client, from the build', () => {
  /** Every chunk esbuild emits for a merchant's module calling through a client `config` builds. */
  async function bundled(imports: string, config: string): Promise<string> {
    const contents = `import { createClient, defineEndpoint } from '@lintas/core';
${imports}
export const call = (signer, endpoint, params) =>
  createClient({ baseUrl: 'https://gateway.example', appId: 'app', signer${config} }).call(endpoint, params);`;
    const result = await build({
      stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'js' },
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      external: ['node:*'],
      write: false,
      logLevel: 'silent',
    });
    return result.outputFiles.map((file) => file.text).join('\n');
  }

  // Each marker: something only a log or a tracer needs, in the entry point that builds it.
  const parts = [
    ['log formatting', 'logging', 'settled by its recovery lookup'],
    ['log redaction', 'logging', '[redacted PEM]'],
    ['warning about LINTAS_LOG', 'logging', 'is not one of'],
    ['span of a call', 'tracing', 'lintas.attempt'],
  ] as const;

  it.each(parts)('holds no %s without a log or a tracer, in any chunk', async (_part, entry, marker) => {
    expect(await bundled('', '')).not.toContain(marker);
    const option = entry === 'logging' ? 'log: logging()' : 'tracer: tracing(tracer)';
    const imports = `import { ${entry} } from '@lintas/core/${entry}';\nconst tracer = undefined;`;
    expect(await bundled(imports, `, ${option}`)).toContain(marker);
  });
});
