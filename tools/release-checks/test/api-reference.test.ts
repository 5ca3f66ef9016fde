import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeRun, run } from '../src/run.js';
import { filesUnder, publishedPackages, repositoryRoot } from '../src/workspace.js';

const out = mkdtempSync(join(tmpdir(), 'lintas-api-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A page's text without its markup, its whitespace folded. */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .replace(/ ([,:?<>])/g, '$1')
    .replace(/([(<]) /g, '$1')
    .replace(/,\)/g, ')');
}

/**
 * What a call throws, by its endpoint's retry policy (a read; a write never sent again once it may
 * have reached the gateway; a write whose recovery looks its record up), as the client decides it.
 */
/** What a write throws, with or without a recovery (which changes when it is unknown, not what it throws). */
const WRITE_THROWN = [
  'RequestValidationError',
  'GatewayError',
  'HttpStatusError',
  'NetworkError',
  'CallAbortedError',
  'JournalWriteError',
  'OutcomeUnknownError',
] as const;
const THROWN = {
  read: [
    'RequestValidationError',
    'GatewayError',
    'HttpStatusError',
    'NetworkError',
    'TimeoutError',
    'ResponseFormatError',
    'CallAbortedError',
  ],
  write: WRITE_THROWN,
  recoverable: WRITE_THROWN,
} as const;

/** The errors a page's Throws section lists, each as its name and the link on it. */
function throwsOf(page: string): Array<readonly [string, string]> {
  const section = page.slice(page.indexOf('id="throws"'));
  const list = section.slice(section.indexOf('<ul>'), section.indexOf('</ul>'));
  return [...list.matchAll(/<li><a href="([^"]+)"[^>]*>(\w+)<\/a>/g)].map(([, href = '', name = '']) => [name, href]);
}

interface Operation {
  readonly family: string;
  readonly plugin: string;
  readonly method: string;
  readonly exportName: string;
  readonly endpoint: { readonly retry: 'read' | { readonly recover?: unknown } };
}

/** Every operation of every family package, as the built packages define them. */
async function everyOperation(): Promise<Operation[]> {
  const found: Operation[] = [];
  for (const { manifest, directory } of publishedPackages()) {
    if (!existsSync(join(directory, 'src/endpoints'))) continue;
    const exported = (await import(manifest.name)) as Record<string, unknown>;
    const names = new Map(Object.entries(exported).map(([name, value]) => [value, name]));
    for (const value of Object.values(exported)) {
      const plugin = value as { name?: unknown; endpoints?: Record<string, Operation['endpoint']> };
      if (typeof plugin?.name !== 'string' || typeof plugin.endpoints !== 'object') continue;
      for (const [method, endpoint] of Object.entries(plugin.endpoints)) {
        const exportName = names.get(endpoint);
        if (exportName) found.push({ family: manifest.name, plugin: plugin.name, method, exportName, endpoint });
      }
    }
  }
  return found;
}

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
    const text = plain(page);
    expect(text).not.toContain('EndpointDefinition');
    expect(text).toContain("The operation's params (CreatePayoutParams)");
    expect(text).toContain('With payMethodCode: "EWALLET":');
    expect(text).toMatch(/accountNo\s*string\s*yes\s*The wallet's mobile number: 09 and nine digits/);
    expect(text).toMatch(/remark\s*string\s*no\s*A note kept with the payout/);
    expect(text).toContain('The result (CreatePayoutData)');
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

  it('shows every operation as the method a merchant calls, with params, result and what it throws', async () => {
    let operations = 0;
    for (const { family, plugin, method, exportName, endpoint } of await everyOperation()) {
      const where = `${family}: ${method}`;
      const stem = exportName.charAt(0).toUpperCase() + exportName.slice(1);
      const slug = family.replace(/[@/]/g, '_');
      const page = readFileSync(join(out, 'variables', `${slug}.${exportName}.html`), 'utf8');
      const text = plain(page);
      expect(text, where).not.toContain('EndpointDefinition');
      expect(text, where).toContain(
        `${method}(params: ${stem}Params, options?: CallOptions): CallPromise<${stem}Data>`,
      );
      expect(text, where).toContain(`Called as client.${plugin}.${method}(params, options?).`);
      expect(text, where).toMatch(
        /Parameters params: \S+Params The operation's params .* Field Type Required Description/,
      );
      expect(text, where).toMatch(/Returns CallPromise<\S+Data> ?The result .* Field Type Required Description/);
      // The errors, from the definition's retry policy, each linked to the page of its class.
      const retryClass = endpoint.retry === 'read' ? 'read' : endpoint.retry.recover ? 'recoverable' : 'write';
      const thrown = throwsOf(page);
      expect(
        thrown.map(([name]) => name),
        `${where} (${retryClass})`,
      ).toEqual(THROWN[retryClass]);
      for (const [name, href] of thrown) expect(href, `${where}: ${name}`).toBe(`../classes/_lintas_core.${name}.html`);
      if (retryClass === 'recoverable')
        expect(page, where).toContain('<a href="../classes/_lintas_core.RecordMismatchError.html"');
      // The plugin's interface lists it as a method, with the same signature.
      const endpoints = plain(
        readFileSync(
          join(out, 'interfaces', `${slug}.${plugin.charAt(0).toUpperCase()}${plugin.slice(1)}Endpoints.html`),
          'utf8',
        ),
      );
      expect(endpoints, where).toContain(
        `${method}(params: ${stem}Params, options?: CallOptions): CallPromise<${stem}Data>`,
      );
      expect(endpoints, where).toContain('Methods');
      operations += 1;
    }
    expect(operations).toBeGreaterThan(30);
  });

  it('links each {@link} in a field’s docs instead of printing the tag', () => {
    const pages = filesUnder(out).filter((file) => file.endsWith('.html'));
    const raw = pages.filter((file) => plain(readFileSync(file, 'utf8')).includes('{@link'));
    expect(raw.map((file) => file.slice(out.length + 1))).toEqual([]);
    const page = readFileSync(join(out, 'variables', '_lintas_philippines.cancelStaticCode.html'), 'utf8');
    expect(page).toContain('see <a href="_lintas_philippines.StaticCodeStatusSchema.html"');
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
