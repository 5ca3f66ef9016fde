import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../../dist/cli/lintas.js', import.meta.url));
const project = mkdtempSync(join(tmpdir(), 'lintas-project-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

// Without NODE_PATH, which package managers set for their scripts: a project resolves its own packages.
const { NODE_PATH: _nodePath, ...env } = process.env;
const lintas = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', cwd: project, env });

// `lintas reconcile` itself, against Redis and PostgreSQL journals, is tested in @lintas/stores,
// which implements it with the journal's drivers.
describe('lintas reconcile, from core', () => {
  it('is listed in the help of the lintas command', () => {
    const help = lintas('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/reconcile {3}settle the journal of money-moving calls after an incident/);
    expect(help.stdout).toContain('lintas keys [--out <dir>]');
  });

  it('says what to install in a project without @lintas/stores, and sends nothing', () => {
    const ran = lintas('reconcile', '--store', 'redis://127.0.0.1:1');
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain(`lintas reconcile: this needs @lintas/stores installed in this project (${project})`);
    expect(ran.stderr).toContain('npm install @lintas/stores');
  });
});
