import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const biome = join(root, 'node_modules/.bin/biome');
const folders: string[] = [];

/** Runs `pnpm lint`'s Biome command, with the repository's configuration, on a folder of probe files. */
function lintProbe(files: Record<string, string>): { status: number | null; output: string } {
  const folder = mkdtempSync(join(tmpdir(), 'lintas-house-rules-'));
  folders.push(folder);
  copyFileSync(join(root, 'biome.jsonc'), join(folder, 'biome.jsonc'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  // The probe folder is no git checkout, so the configuration's .gitignore reading is switched off.
  const result = spawnSync(biome, ['ci', '.', '--error-on-warnings', '--vcs-enabled=false', '--colors=off'], {
    cwd: folder,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// `pnpm lint` itself runs on the whole tree as the first step of `pnpm check`; these probes show that it
// fails on each kind of violation with the repository's own configuration.
describe('the house rules (pnpm lint, run first by pnpm check)', () => {
  it('pass on well-formatted code without a cycle, so the probes below fail for their own reason', () => {
    const result = lintProbe({
      'src/a.ts': "import { b } from './b.js';\n\nexport const a = (): number => b + 1;\n",
      'src/b.ts': 'export const b = 1;\n',
    });
    expect(result.status, result.output).toBe(0);
  });

  it('fail on a file the formatter would change', () => {
    const result = lintProbe({ 'src/a.ts': 'export const a = {b:1}\n' });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/format/);
  });

  it('fail on an import cycle, naming the rule', () => {
    const result = lintProbe({
      'src/a.ts': "import { b } from './b.js';\n\nexport const a = (): number => b() + 1;\n",
      'src/b.ts': "import { a } from './a.js';\n\nexport const b = (): number => a() + 1;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/noImportCycles/);
  });

  it('fail on a lint rule of the recommended set', () => {
    const result = lintProbe({ 'src/a.ts': 'export function a(x: number): boolean {\n  return x == 1;\n}\n' });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/noDoubleEquals/);
  });
});
