import { readFileSync, realpathSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describeRun, run } from '@lintas/release-checks/run';
import { type SandboxProcess, startSandboxCommand } from '@lintas/release-checks/sandbox-process';
import { majors, nodeBinary } from '@lintas/runtimes';
import { freePort } from '@lintas/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { childEnvironment, installExample } from '../src/install-example.js';
import { type RunningApp, startApp } from '../src/start-app.js';
import { itTakesPaymentsAsMerchantsDo } from './merchant-flows.js';

// Each Node.js example as a merchant runs it: copied out of the repository, its Lintas packages installed
// by version from the run's local registry (serving the packed tarballs), its framework from the npm
// registry, type-checked or built once, then served on every supported Node (20, 22 and 24: npm, tsx and
// the server all run on it) against a sandbox started with `npx lintas-sandbox` in its folder, with the
// commands its README gives.

interface NodeExample {
  readonly folder: string;
  readonly framework: string;
  /** npm scripts run once after the install: the type check, or the build (which type-checks). */
  readonly prepare: readonly string[];
  /** The npm script that serves it. */
  readonly serve: string;
  /** Whether that script reads .lintas-sandbox/.env itself; if not, the settings come from the environment. */
  readonly readsEnvFile: boolean;
}

const examples: readonly NodeExample[] = [
  { folder: 'express', framework: 'Express', prepare: ['typecheck'], serve: 'dev', readsEnvFile: true },
  { folder: 'hono', framework: 'Hono on Node.js', prepare: ['typecheck'], serve: 'dev', readsEnvFile: true },
  { folder: 'nextjs', framework: 'Next.js', prepare: ['build'], serve: 'start', readsEnvFile: true },
  { folder: 'nestjs', framework: 'NestJS', prepare: ['build'], serve: 'start', readsEnvFile: false },
];

const runtimes = majors.map((major) => ({ name: `Node ${major}`, binary: nodeBinary(major) }));

describe.each(examples)('the $framework example', (example) => {
  let project = '';
  let sandbox: SandboxProcess | undefined;

  beforeAll(async () => {
    project = await installExample(example.folder, inject('registry'));
    for (const script of example.prepare) {
      const prepared = await run('npm', ['run', script], { cwd: project, env: childEnvironment() });
      expect(prepared.status, describeRun(`npm run ${script}`, prepared)).toBe(0);
    }
    sandbox = await startSandboxCommand('npx lintas-sandbox --port 0', project, childEnvironment());
  });
  afterAll(async () => {
    await sandbox?.stop();
    if (project) rmSync(dirname(project), { recursive: true, force: true });
  });

  it('gives in its README the commands this test runs', () => {
    const readme = readFileSync(join(project, 'README.md'), 'utf8');
    for (const command of [
      'npm install',
      'npx lintas-sandbox',
      `npm ${example.serve === 'start' ? 'start' : `run ${example.serve}`}`,
    ])
      expect(readme).toContain(command);
    for (const script of example.prepare) expect(readme).toContain(`npm run ${script}`);
    expect(readme).toContain('packages/core/docs/going-live.md');
  });

  describe.each(runtimes)('on $name', ({ binary }) => {
    let app: RunningApp | undefined;
    beforeAll(async () => {
      app = await startApp(project, example.serve, {
        node: binary,
        port: await freePort(),
        env: childEnvironment(example.readsEnvFile ? {} : sandbox?.env),
      });
    });
    afterAll(() => app?.stop());

    it('runs every node process of the app on that Node', () => {
      const nodes = (app?.executables() ?? []).filter((executable) => basename(executable) === 'node');
      expect(nodes.length, app?.output()).toBeGreaterThan(0);
      expect(new Set(nodes)).toEqual(new Set([realpathSync(binary)]));
    });

    itTakesPaymentsAsMerchantsDo(() => ({
      app: app?.url ?? '',
      sandbox: sandbox?.env['LINTAS_BASE_URL'] ?? '',
      appId: sandbox?.env['LINTAS_APP_ID'] ?? '',
    }));
  });
});
