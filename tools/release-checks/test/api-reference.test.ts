import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeRun, run } from '../src/run.js';
import { publishedPackages, repositoryRoot } from '../src/workspace.js';

const out = mkdtempSync(join(tmpdir(), 'lintas-api-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the API reference (pnpm docs:api)', () => {
  it('builds from the JSDoc with every export documented, no broken link and no unexported type in a signature', async () => {
    const built = await run(
      process.execPath,
      [join(repositoryRoot, 'tools/release-checks/scripts/api-docs.mjs'), out],
      { cwd: repositoryRoot },
    );
    expect(built.status, describeRun('node tools/release-checks/scripts/api-docs.mjs', built)).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  it('has a page for every published package', () => {
    for (const { manifest, directory } of publishedPackages()) {
      const page = join(out, 'modules', `${basename(directory)}_src.html`);
      expect(existsSync(page), `${manifest.name}: no ${page}`).toBe(true);
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(`${basename(directory)}_src.html`);
    }
  });
});

describe('the exports of every published package', () => {
  it('each carry a JSDoc comment (editor hovers and the API reference show it)', async () => {
    const { undocumentedExports } = await import('../src/undocumented-exports.js');
    const missing = undocumentedExports().map(
      ({ packageName, name, declaredAt }) => `${packageName}: ${name} (${declaredAt}) has no /** ... */ comment`,
    );
    expect(missing, `Document these exports with a JSDoc comment on their declaration:\n${missing.join('\n')}`).toEqual(
      [],
    );
  });
});
