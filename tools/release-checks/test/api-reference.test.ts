import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeRun, run } from '../src/run.js';
import { filesUnder, publishedPackages, repositoryRoot } from '../src/workspace.js';

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

  it('has one entry per package, named as a merchant installs it (@lintas/core, not core/src)', () => {
    for (const { manifest } of publishedPackages()) {
      const page = join(out, 'modules', `${manifest.name.replace(/[@/]/g, '_')}.html`);
      expect(existsSync(page), `${manifest.name}: no ${page}`).toBe(true);
      expect(readFileSync(page, 'utf8')).toContain(`<h1>Module ${manifest.name}</h1>`);
    }
    const pages = filesUnder(join(out, 'modules')).map((file) => readFileSync(file, 'utf8'));
    expect(pages.filter((page) => /<h1>Module [a-z-]+\/src<\/h1>/.test(page))).toEqual([]);
  });

  it('opens on an introduction that says where to start, with an example against the sandbox’s default port', () => {
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain('Where to start');
    expect(index).toContain('http://127.0.0.1:8790');
  });

  it('shows each operation’s params and result as tables of fields with their docs, not nested schema types', () => {
    const page = readFileSync(join(out, 'variables', '_lintas_philippines.createPayout.html'), 'utf8');
    const text = page.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');
    expect(text).not.toContain('EndpointDefinition<');
    expect(text).toContain('Params (CreatePayoutParams)');
    expect(text).toContain('With payMethodCode: "EWALLET":');
    expect(text).toMatch(/accountNo\s*string\s*yes\s*The wallet's mobile number: 09 and nine digits/);
    expect(text).toMatch(/remark\s*string\s*no\s*A note kept with the payout/);
    expect(text).toContain('Result (CreatePayoutData)');
    expect(text).toMatch(/transactionId\s*string\s*yes\s*The gateway's id of the payout/);
    const params = readFileSync(join(out, 'types', '_lintas_philippines.CreatePayoutParams.html'), 'utf8');
    expect(params).toContain('The amount in centavos, a positive integer');
    const walls = filesUnder(out).filter((file) => {
      if (!file.endsWith('.html')) return false;
      const text = readFileSync(file, 'utf8')
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<');
      return /(?:SchemaWithPipe|StrictObjectSchema)</.test(text);
    });
    expect(walls, 'pages that print valibot schema types in full').toEqual([]);
  });

  it('has no example against another port than the sandbox’s default (8790), and no broken link between its pages', () => {
    const broken: string[] = [];
    for (const file of filesUnder(out).filter((path) => path.endsWith('.html'))) {
      const page = readFileSync(file, 'utf8');
      expect(page, file).not.toMatch(/127\.0\.0\.1:4010|localhost:4010/);
      for (const [, target = ''] of page.matchAll(/href="([^"#]+)(?:#[^"]*)?"/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        if (!existsSync(join(dirname(file), decodeURIComponent(target))))
          broken.push(`${file.slice(out.length + 1)} -> ${target}`);
      }
    }
    expect(broken, 'links between pages of the API reference that lead nowhere').toEqual([]);
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
