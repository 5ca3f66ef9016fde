import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describeRun, run } from '@lintas/release-checks/run';
import { type SandboxProcess, startSandboxCommand } from '@lintas/release-checks/sandbox-process';
import { type RunningWorker, startWorker } from '@lintas/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { childEnvironment, installExample } from '../src/install-example.js';
import { readDotenv, readWranglerConfig } from '../src/wrangler-config.js';
import { itTakesPaymentsAsMerchantsDo } from './merchant-flows.js';

// The Cloudflare Worker example as a merchant runs it with `wrangler dev`, without wrangler: copied out of
// the repository, its Lintas packages installed by version from the run's local registry, type-checked against the
// Workers types, then bundled by esbuild for workerd (as wrangler bundles it) and served by workerd, the
// runtime of Workers and of `wrangler dev`, from its npm package, with the bindings its wrangler.jsonc
// declares and the settings `.dev.vars` holds (copied from the sandbox's .env, as its README says).
// wrangler itself is left out of the install: it brings its own copy of workerd and needs Node 22.12.

describe('the Cloudflare Worker example', () => {
  let project = '';
  let sandbox: SandboxProcess | undefined;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    project = await installExample('cloudflare-worker', inject('registry'), { omit: ['wrangler'] });
    const typecheck = await run('npm', ['run', 'typecheck'], { cwd: project, env: childEnvironment() });
    expect(typecheck.status, describeRun('npm run typecheck', typecheck)).toBe(0);
    sandbox = await startSandboxCommand('npx lintas-sandbox --port 0', project, childEnvironment());
    copyFileSync(join(project, '.lintas-sandbox/.env'), join(project, '.dev.vars'));
    const config = readWranglerConfig(project);
    worker = await startWorker({
      entry: join(project, config.main),
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags ?? [],
      vars: { ...config.vars, ...readDotenv(join(project, '.dev.vars')) },
      durableObjects: Object.fromEntries(
        (config.durable_objects?.bindings ?? []).map(({ name, class_name }) => [name, class_name]),
      ),
    });
  });
  afterAll(async () => {
    await worker?.close();
    await sandbox?.stop();
    if (project) rmSync(dirname(project), { recursive: true, force: true });
  });

  it('gives in its README the commands a merchant runs, and wrangler.jsonc a migration for each Durable Object', () => {
    const readme = readFileSync(join(project, 'README.md'), 'utf8');
    for (const command of ['npm install', 'npx lintas-sandbox', 'cp .lintas-sandbox/.env .dev.vars', 'npm run dev'])
      expect(readme).toContain(command);
    expect(readme).toContain('packages/core/docs/going-live.md');
    const config = readWranglerConfig(project) as ReturnType<typeof readWranglerConfig> & {
      migrations?: { new_sqlite_classes?: string[] }[];
    };
    const migrated = (config.migrations ?? []).flatMap((migration) => migration.new_sqlite_classes ?? []);
    expect(new Set(migrated)).toEqual(new Set(config.durable_objects?.bindings.map((binding) => binding.class_name)));
  });

  itTakesPaymentsAsMerchantsDo(() => ({
    app: worker?.url ?? '',
    sandbox: sandbox?.env['LINTAS_BASE_URL'] ?? '',
    appId: sandbox?.env['LINTAS_APP_ID'] ?? '',
  }));
});
