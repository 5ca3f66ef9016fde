import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVersion } from '../src/catalog.js';
import { codeBlocks } from '../src/code-blocks.js';
import { describeRun, run } from '../src/run.js';
import { type SandboxProcess, startSandboxCli } from '../src/sandbox-process.js';
import { packedTarballs } from '../src/tarballs.js';
import { publishedPackages, repositoryRoot } from '../src/workspace.js';

// A merchant's first hour, outside the monorepo: the packed tarballs installed with npm into a fresh project
// in the temp folder (registry dependencies such as ky and valibot come from the registry), the sandbox CLI
// from its tarball, then the root README's quick start type-checked and run as written, in ESM and CommonJS.

const root = mkdtempSync(join(tmpdir(), 'lintas-install-'));
let tarballs = '';
const project = join(root, 'app');
let sandbox: SandboxProcess | undefined;

function readmeQuickStart(): string {
  const block = codeBlocks(readFileSync(join(repositoryRoot, 'README.md'), 'utf8')).find(
    ({ heading, language }) => heading === 'Quick start' && language === 'ts',
  );
  if (!block) throw new Error('README.md has no ```ts block under "## Quick start"');
  return block.code;
}

beforeAll(async () => {
  tarballs = await packedTarballs();
  mkdirSync(project);
  const files = readdirSync(tarballs).filter((file) => file.endsWith('.tgz'));
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'merchant-app',
        private: true,
        type: 'module',
        dependencies: Object.fromEntries(
          publishedPackages().map(({ manifest }) => {
            const file = files.find(
              (name) => name === `${manifest.name.replace('@', '').replace('/', '-')}-${manifest.version}.tgz`,
            );
            if (!file) throw new Error(`no tarball of ${manifest.name} in ${tarballs}: ${files.join(', ')}`);
            return [manifest.name, `file:${join(tarballs, file)}`];
          }),
        ),
        devDependencies: { typescript: catalogVersion('typescript'), '@types/node': catalogVersion('@types/node') },
      },
      null,
      2,
    ),
  );
  const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: project });
  if (installed.status !== 0) throw new Error(describeRun('npm install of the tarballs', installed));
  sandbox = await startSandboxCli(join(project, 'node_modules/@lintas/sandbox/dist/cli.js'), project);
});

afterAll(async () => {
  await sandbox?.stop();
  rmSync(root, { recursive: true, force: true });
});

function environment(): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('LINTAS_')));
  return { ...inherited, ...sandbox?.env };
}

describe('the packed packages, installed with npm into a project outside the workspace', () => {
  it('resolve every workspace: and catalog: version, so npm installs them', () => {
    for (const { manifest } of publishedPackages()) {
      const installed = JSON.parse(
        readFileSync(join(project, 'node_modules', manifest.name, 'package.json'), 'utf8'),
      ) as Record<string, unknown>;
      const text = JSON.stringify(installed);
      expect(text, `${manifest.name}'s packed package.json`).not.toMatch(/"(workspace|catalog):/);
      expect(installed['license'], `${manifest.name}: "license" in its package.json`).toBe('MIT');
    }
  });

  it('run the README quick start as written: type-checked strictly, then against the sandbox CLI', async () => {
    writeFileSync(join(project, 'quick-start.ts'), readmeQuickStart());
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          skipLibCheck: false,
          types: ['node'],
          outDir: 'out',
        },
        files: ['quick-start.ts', 'check-require.cts'],
      }),
    );
    writeFileSync(
      join(project, 'check-require.cts'),
      [
        "import core = require('@lintas/core');",
        "import ph = require('@lintas/philippines');",
        'export async function make(env: NodeJS.ProcessEnv) {',
        "  const signer = await core.rsaSha256Signer({ privateKey: env['LINTAS_PRIVATE_KEY'] ?? '' });",
        "  return core.createClient({ baseUrl: env['LINTAS_BASE_URL'] ?? '', appId: env['LINTAS_APP_ID'] ?? '', signer }).use(ph.philippines);",
        '}',
        '',
      ].join('\n'),
    );
    const compiled = await run(
      process.execPath,
      [join(project, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
      { cwd: project },
    );
    expect(compiled.status, describeRun('tsc on the README quick start (ESM) and a CommonJS consumer', compiled)).toBe(
      0,
    );

    const ran = await run(process.execPath, ['out/quick-start.js'], { cwd: project, env: environment() });
    expect(ran.status, describeRun('node out/quick-start.js', ran)).toBe(0);
    expect(ran.stdout).toMatch(/send the payer to \S+/);
    expect(ran.stdout).toMatch(/notified: paid order-\d+/);
    expect(ran.stdout).toMatch(/payout PENDING/);
  });

  it('carry READMEs and docs whose links resolve outside the repository: into the tarball, or to the public repository', () => {
    const broken: string[] = [];
    for (const tarball of readdirSync(tarballs).filter((file) => file.endsWith('.tgz'))) {
      const listing = execFileSync('tar', ['-tzf', join(tarballs, tarball)], { encoding: 'utf8' }).split('\n');
      const manifest = JSON.parse(
        execFileSync('tar', ['-xzOf', join(tarballs, tarball), 'package/package.json'], { encoding: 'utf8' }),
      ) as { repository?: { directory?: string } };
      const markdown = listing.filter((file) => file.endsWith('.md') && !file.endsWith('CHANGELOG.md'));
      expect(markdown, tarball).toContain('package/README.md');
      for (const file of markdown) {
        const text = execFileSync('tar', ['-xzOf', join(tarballs, tarball), file], { encoding: 'utf8' }).replace(
          /```[\s\S]*?```/g,
          '',
        );
        for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
          const where = `${tarball}: ${file.replace(/^package\//, '')} links to ${target}`;
          const repository = /^https:\/\/github\.com\/lintas-sdk\/lintas\/(?:blob|tree)\/main\/([^#?]+)/.exec(target);
          if (repository) {
            // A page of the public repository: it must name a file or folder that this commit has.
            if (!existsSync(join(repositoryRoot, decodeURIComponent(repository[1] ?? ''))))
              broken.push(`${where}: no such path in the repository`);
            continue;
          }
          if (/^(?:[a-z]+:|#)/i.test(target)) continue;
          const path = posix.normalize(posix.join(posix.dirname(file), decodeURIComponent(target.split('#')[0] ?? '')));
          const inside =
            listing.includes(path) || listing.some((entry) => entry.startsWith(`${path.replace(/\/$/, '')}/`));
          if (!inside || !path.startsWith('package/'))
            broken.push(
              `${where}: not in the tarball; link to https://github.com/lintas-sdk/lintas/blob/main/${manifest.repository?.directory ?? ''}/... or ship the file`,
            );
        }
      }
    }
    expect(broken, `Links a reader of the installed package cannot follow:\n${broken.join('\n')}`).toEqual([]);
  });

  it('give the merchant the `lintas keys` command, which writes a key pair and prints the public half to upload', async () => {
    const keys = await run('npx', ['lintas', 'keys', '--out', 'secrets'], { cwd: project });
    expect(keys.status, describeRun('npx lintas keys', keys)).toBe(0);
    const publicKey = readFileSync(join(project, 'secrets/lintas-public-key.txt'), 'utf8').trim();
    expect(keys.stdout).toContain(publicKey);
    expect(readFileSync(join(project, 'secrets/lintas-private-key.txt'), 'utf8')).toMatch(/^MII/);
  });

  it('work from CommonJS: require() the packages and collect a payment against the sandbox', async () => {
    writeFileSync(
      join(project, 'collect.cjs'),
      `const { createClient, rsaSha256Signer } = require('@lintas/core');
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
`,
    );
    const ran = await run(process.execPath, ['collect.cjs'], { cwd: project, env: environment() });
    expect(ran.status, describeRun('node collect.cjs', ran)).toBe(0);
    expect(ran.stdout).toMatch(/^transaction \w+$/m);
  });
});
