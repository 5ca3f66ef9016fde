import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeRun, run } from '../src/run.js';
import { repositoryRoot } from '../src/workspace.js';

const script = join(repositoryRoot, 'tools/release-checks/scripts/api-report.mjs');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A package folder outside the tree: a copy of @lintas/malaysia's manifest, build and report. */
function probePackage(): string {
  const folder = mkdtempSync(join(tmpdir(), 'lintas-api-probe-'));
  folders.push(folder);
  const malaysia = join(repositoryRoot, 'packages/malaysia');
  for (const part of ['package.json', 'dist', 'api'])
    cpSync(join(malaysia, part), join(folder, part), { recursive: true });
  // Its imports (@lintas/core, valibot) resolve through the package's own node_modules.
  symlinkSync(join(malaysia, 'node_modules'), join(folder, 'node_modules'));
  return folder;
}

describe('the public API reports (api/*.api.md of each published package)', () => {
  it('match the build of every published package (else: run pnpm api:update and commit the reports)', async () => {
    const result = await run(process.execPath, [script], { cwd: repositoryRoot });
    // A failure leads with what to do (the script's last words name the command), then the diff.
    expect(result.status, `${result.stderr.trim()}\n\n${result.stdout.slice(-8000)}`).toBe(0);
    expect(result.stdout).toMatch(/same {3} {2}packages\/core\/api\/core\.api\.md/);
    expect(result.stdout).toMatch(/packages\/stores\/api\/stores-redis\.api\.md/);
    // API Extractor reads each entry point's types afresh: about 10-15 s a package on a shared machine.
  }, 900_000);

  it('fail on an unreported change, showing it and naming the command that updates the report', async () => {
    const folder = probePackage();
    const unchanged = await run(process.execPath, [script, folder], { cwd: repositoryRoot });
    expect(unchanged.status, describeRun('the unchanged probe', unchanged)).toBe(0);

    const declarations = join(folder, 'dist/index.d.ts');
    writeFileSync(
      declarations,
      `${readFileSync(declarations, 'utf8')}\n/** Added without its report. */\nexport declare const probeAddedExport: number;\n`,
    );
    const changed = await run(process.execPath, [script, folder], { cwd: repositoryRoot });
    expect(changed.status).toBe(1);
    expect(changed.stdout).toContain('+export const probeAddedExport: number;');
    expect(changed.stderr).toContain('api/malaysia.api.md');
    expect(changed.stderr).toContain('run `pnpm api:update` at the repository root and commit the updated reports');

    const updated = await run(process.execPath, [script, '--update', folder], { cwd: repositoryRoot });
    expect(updated.status, describeRun('--update', updated)).toBe(0);
    expect(readFileSync(join(folder, 'api/malaysia.api.md'), 'utf8')).toContain(
      'export const probeAddedExport: number;',
    );
    const again = await run(process.execPath, [script, folder], { cwd: repositoryRoot });
    expect(again.status, describeRun('after --update', again)).toBe(0);
  }, 600_000);

  it('fail on a report whose entry point is gone, and remove it on update', async () => {
    const folder = probePackage();
    writeFileSync(join(folder, 'api/malaysia-old.api.md'), '## API Report File for "@lintas/malaysia/old"\n');
    const stale = await run(process.execPath, [script, folder], { cwd: repositoryRoot });
    expect(stale.status).toBe(1);
    expect(stale.stdout).toMatch(/stale {4}\S*api\/malaysia-old\.api\.md \(no entry point/);
    expect(stale.stderr).toContain('run `pnpm api:update`');
    const updated = await run(process.execPath, [script, '--update', folder], { cwd: repositoryRoot });
    expect(updated.status, describeRun('--update', updated)).toBe(0);
    expect(existsSync(join(folder, 'api/malaysia-old.api.md'))).toBe(false);
  }, 600_000);

  it('fail when a package was not built, saying so', async () => {
    const folder = probePackage();
    rmSync(join(folder, 'dist'), { recursive: true });
    mkdirSync(join(folder, 'dist'));
    const result = await run(process.execPath, [script, folder], { cwd: repositoryRoot });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('run pnpm build first');
  });
});
