import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeBlock, codeBlocks } from '../src/code-blocks.js';
import { lintasInLockfile, lintasInNodeModules, lintasLockEntries } from '../src/install-by-name.js';
import { publishRelease, startRegistry, type TestRegistry } from '../src/registry.js';
import { describeRun, type RunResult, run } from '../src/run.js';
import { type SandboxProcess, startSandboxCommand } from '../src/sandbox-process.js';
import { packedTarballs } from '../src/tarballs.js';
import { repositoryRoot } from '../src/workspace.js';

// A release as merchants receive it. Every published package, packed once for the run (`release/`), is
// published with `npm publish` to a Verdaccio registry this file starts on 127.0.0.1 (storage in a temp
// folder), exactly as a release publishes to the public registry but for its address. Then, in fresh
// folders outside the repository, with an .npmrc that sends `@lintas/*` to that registry (everything else,
// tsx, typescript, ky, valibot, comes from the npm registry as usual):
// - the root README's quick start, word for word: `npm init -y` (CommonJS, npm's default), and again with
//   "type": "module"; the only change is `--port 0` for the sandbox (the .env it writes carries its port);
// - with the CommonJS project, a strict type check of an ES module and a CommonJS consumer, the `lintas`
//   command and a payment collected from a require()d client.
// Adding by name with pnpm, yarn and Bun, and upgrading one package alone: tarball-install.test.ts.
// Every command runs without standard input, so one that would prompt (npx offering to install) fails.

const clock = fileURLToPath(new URL('./support/quick-start-clock.mjs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'lintas-quick-start-'));
const quickStartPackages = ['@lintas/core', '@lintas/philippines', '@lintas/sandbox'];
let registry: TestRegistry | undefined;
afterAll(async () => {
  await registry?.stop();
  rmSync(root, { recursive: true, force: true });
});

beforeAll(async () => {
  registry = await startRegistry();
  await packedTarballs();
  // The three packages the quick start installs; the whole release is published in tarball-install.test.ts.
  const published = await publishRelease(registry, quickStartPackages);
  expect(published.map((name) => name.replace(/@[^@]+$/, '')).sort()).toEqual(quickStartPackages);
}, 900_000);

const blocks: CodeBlock[] = codeBlocks(readFileSync(join(repositoryRoot, 'README.md'), 'utf8')).filter(
  ({ heading }) => heading === 'Quick start',
);
const shell = blocks.filter(({ language }) => language === 'sh').map(({ code }) => code.trim().split('\n'));
const program = blocks.find(({ language }) => language === 'ts')?.code;
const tsconfig = blocks.find(({ language }) => language === 'json')?.code;
const [install = [], startSandbox = [], runWithTsx = [], installTsc = [], runWithTsc = []] = shell;

function environment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LINTAS_')));
}

/** Runs one command line in `project`, as a shell would, with no LINTAS_* of the test's own. */
function sh(line: string, project: string, extra: NodeJS.ProcessEnv = {}): Promise<RunResult> {
  return run('sh', ['-c', line], { cwd: project, env: { ...environment(), ...extra } });
}

/** A new folder whose .npmrc sends `@lintas/*` to the test registry. */
function newFolder(name: string): string {
  const project = join(root, name);
  mkdirSync(project);
  writeFileSync(join(project, '.npmrc'), `${registry?.scopeLine}\n`);
  return project;
}

/** Makes a project as the README says, `type` set by `npm pkg set` for the ES module one. */
async function newProject(name: string, type: 'commonjs' | 'module'): Promise<string> {
  const project = newFolder(name);
  for (const line of install) {
    const result = await sh(line, project);
    expect(result.status, describeRun(line, result)).toBe(0);
    if (line === 'npm init -y' && type === 'module') {
      const typed = await sh('npm pkg set type=module', project);
      expect(typed.status, describeRun('npm pkg set type=module', typed)).toBe(0);
    }
  }
  const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { type?: string };
  expect(manifest.type ?? 'commonjs').toBe(type);
  writeFileSync(join(project, 'quick-start.mts'), program ?? '');
  return project;
}

async function expectQuickStartRan(line: string, project: string): Promise<void> {
  const ran = await sh(line, project);
  expect(ran.status, describeRun(line, ran)).toBe(0);
  expect(ran.stdout).toMatch(/^send the payer to http:\/\/127\.0\.0\.1:\d+\/\S+$/m);
  expect(ran.stdout).toMatch(/^notified: paid order-\d+$/m);
  expect(ran.stdout).toMatch(/^payout PENDING$/m);
  expect(ran.stdout).toMatch(/^notified: paid out payout-\d+$/m);
  // It ends right after its last line: no kept-alive connection (the sandbox's notification delivery
  // to its server) holds it open.
  expect(ran.exitAfterLastOutputMs, describeRun(line, ran)).toBeLessThan(1000);
}

describe('the README quick start', () => {
  it('has its steps in the order this test follows: install by name, sandbox, tsx, then the tsc route', () => {
    expect(install).toEqual([
      'npm init -y',
      'npm install @lintas/core @lintas/philippines',
      'npm install -D @lintas/sandbox tsx',
    ]);
    expect(startSandbox).toEqual(['npx lintas-sandbox']);
    expect(runWithTsx).toEqual(['npx tsx --env-file=.lintas-sandbox/.env quick-start.mts']);
    expect(installTsc).toEqual(['npm install -D typescript @types/node']);
    expect(runWithTsc).toEqual(['npx tsc && node --env-file=.lintas-sandbox/.env dist/quick-start.mjs']);
    expect(program).toMatch(/notified\('disbursement\.success'\)/);
    expect(tsconfig).toBeDefined();
  });

  describe.each([
    ['in a project made with npm init -y (CommonJS)', 'commonjs', true],
    ['in a project with "type": "module"', 'module', false],
  ] as const)('%s', (_, type, withTsc) => {
    let project = '';
    let sandbox: SandboxProcess | undefined;
    beforeAll(async () => {
      project = await newProject(type, type);
      sandbox = await startSandboxCommand(`${startSandbox[0]} --port 0`, project, environment());
    }, 900_000);
    afterAll(() => sandbox?.stop());

    it('installs the packages it names from the registry, and no other @lintas package', async () => {
      expect(lintasInNodeModules(project)).toEqual(quickStartPackages);
      const lock = readFileSync(join(project, 'package-lock.json'), 'utf8');
      expect(lintasInLockfile(lock)).toEqual(quickStartPackages);
      // The very tarballs the registry serves: the lockfile's integrity is the published one's.
      for (const [path, entry] of Object.entries(lintasLockEntries(project))) {
        const { version, integrity } = entry as { version: string; integrity: string };
        const packument = await registry?.packument(path.replace(/^node_modules\//, ''));
        expect(integrity, path).toBe(packument?.versions[version]?.dist.integrity);
      }
    });

    it('runs with npx tsx and the sandbox’s .env: a payment and a payout, each notified', async () => {
      expect(existsSync(join(project, '.lintas-sandbox/.env'))).toBe(true);
      await expectQuickStartRan(runWithTsx[0] ?? '', project);
    }, 600_000);
    it('ends with a message and exit code 1, not a wait, when the platform public key is wrong', async () => {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
        format: 'der',
        type: 'spki',
      });
      // A variable set in the environment wins over the same one in the --env-file.
      const ran = await sh(runWithTsx[0] ?? '', project, { LINTAS_PLATFORM_PUBLIC_KEY: other.toString('base64') });
      expect(ran.status, describeRun('the quick start with a wrong platform key', ran)).toBe(1);
      expect(ran.stderr).toMatch(/^quick start stopped: a notification did not verify: .*platform public key/m);
    }, 600_000);

    // Once, in the ES module project. The test drives the quick start's clock (support/quick-start-clock.mjs):
    // the program arms its 30 s wait and gives up when that timer fires, a hundredth of the time later.
    if (!withTsc) {
      it('ends with a message and exit code 1 after 30 s when the notification never comes (the payer never pays)', async () => {
        // Between the program and the sandbox, a proxy that forwards every request except the control
        // call standing for the payer paying: so no payment.success is ever sent.
        const target = new URL(sandbox?.env['LINTAS_BASE_URL'] ?? '');
        const proxy = await startSwallowingProxy(target, '/__sandbox/payments/complete');
        try {
          const ran = await sh(runWithTsx[0] ?? '', project, {
            LINTAS_BASE_URL: proxy.url,
            NODE_OPTIONS: `--import=${pathToFileURL(clock).href}`,
          });
          expect(ran.status, describeRun('the quick start whose payer never pays', ran)).toBe(1);
          expect(ran.stdout).toMatch(/^send the payer to http:\/\/127\.0\.0\.1:\d+\/\S+$/m);
          expect(ran.stdout).not.toMatch(/^notified: paid/m);
          expect(ran.stderr).toMatch(/^quick start stopped: no payment\.success notification within 30 s$/m);
          expect(ran.stderr).toMatch(/^\[test clock\] the quick start armed a 30000 ms timer$/m);
          expect(proxy.swallowed()).toBe(1);
        } finally {
          await proxy.close();
        }
      }, 600_000);
    }

    if (withTsc) {
      it('compiles with tsc and the README’s tsconfig.json, then runs with node', async () => {
        writeFileSync(join(project, 'tsconfig.json'), tsconfig ?? '');
        const installed = await sh(installTsc[0] ?? '', project);
        expect(installed.status, describeRun(installTsc[0] ?? '', installed)).toBe(0);
        await expectQuickStartRan(runWithTsc[0] ?? '', project);
      }, 900_000);
    }

    if (withTsc) {
      it('type-checks strictly from ES modules and from CommonJS (import = require)', async () => {
        writeFileSync(join(project, 'check-require.cts'), checkRequire);
        writeFileSync(join(project, 'tsconfig.strict.json'), JSON.stringify(strictTsconfig));
        const compiled = await sh('npx tsc -p tsconfig.strict.json', project);
        expect(compiled.status, describeRun('tsc, strict, on the quick start and a CommonJS consumer', compiled)).toBe(
          0,
        );
      }, 600_000);

      it('gives the merchant the `lintas keys` command, which writes a key pair and prints the public half to upload', async () => {
        const keys = await sh('npx lintas keys --out secrets', project);
        expect(keys.status, describeRun('npx lintas keys', keys)).toBe(0);
        const publicKey = readFileSync(join(project, 'secrets/lintas-public-key.txt'), 'utf8').trim();
        expect(keys.stdout).toContain(publicKey);
        expect(readFileSync(join(project, 'secrets/lintas-private-key.txt'), 'utf8')).toMatch(/^MII/);
      }, 600_000);

      it('works from CommonJS: require() the packages and collect a payment against the sandbox', async () => {
        writeFileSync(join(project, 'collect.cjs'), collectCommonJs);
        const ran = await sh('node collect.cjs', project, sandbox?.env);
        expect(ran.status, describeRun('node collect.cjs', ran)).toBe(0);
        expect(ran.stdout).toMatch(/^transaction \w+$/m);
      }, 600_000);
    }

    it('keeps the sandbox’s merchant across a restart, so the .env it wrote stays valid', async () => {
      const before = readFileSync(join(project, '.lintas-sandbox/.env'), 'utf8');
      await sandbox?.stop();
      sandbox = await startSandboxCommand(`${startSandbox[0]} --port 0`, project, environment());
      const after = readFileSync(join(project, '.lintas-sandbox/.env'), 'utf8');
      const merchant = (text: string) => text.split('\n').filter((line) => !/^LINTAS_(SNAP_)?BASE_URL=/.test(line));
      expect(merchant(after)).toEqual(merchant(before));
      expect(sandbox.env['LINTAS_APP_ID']).toBe(/LINTAS_APP_ID=(\S+)/.exec(before)?.[1]);
    }, 600_000);
  });
});

const strictTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    types: ['node'],
    noEmit: true,
  },
  files: ['quick-start.mts', 'check-require.cts'],
};

const checkRequire = `import core = require('@lintas/core');
import ph = require('@lintas/philippines');
export async function make(env: NodeJS.ProcessEnv) {
  const signer = await core.rsaSha256Signer({ privateKey: env['LINTAS_PRIVATE_KEY'] ?? '' });
  return core.createClient({ baseUrl: env['LINTAS_BASE_URL'] ?? '', appId: env['LINTAS_APP_ID'] ?? '', signer }).use(ph.philippines);
}
`;

const collectCommonJs = `const { createClient, rsaSha256Signer } = require('@lintas/core');
const { philippines } = require('@lintas/philippines');
(async () => {
  const client = createClient({
    baseUrl: process.env.LINTAS_BASE_URL,
    appId: process.env.LINTAS_APP_ID,
    signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY }),
  }).use(philippines);
  const payment = await client.philippines.createPayment({
    mchOrderId: 'cjs-' + Date.now(), amount: 50010, customerName: 'Juan Dela Cruz', channelCode: 'PH_GCASH_URL',
    email: 'juan@example.com', mobile: '09171234567', notifyUrl: 'http://127.0.0.1:9/notifications',
  });
  console.log('transaction', payment.transactionId);
})().catch((error) => { console.error(error); process.exit(1); });
`;

/** An HTTP proxy to `target` that answers `swallowedPath` itself with 200 and `{}`, never forwarding it. */
async function startSwallowingProxy(
  target: URL,
  swallowedPath: string,
): Promise<{ url: string; swallowed: () => number; close: () => Promise<void> }> {
  let swallowed = 0;
  const server: Server = createServer((incoming, answer) => {
    if (incoming.url === swallowedPath) {
      swallowed += 1;
      incoming.resume();
      answer.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const forwarded = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    forwarded.on('error', () => answer.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    swallowed: () => swallowed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
