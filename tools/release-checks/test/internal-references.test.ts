import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findInternalReferences, internalReferencePatterns } from '../src/internal-references.js';
import { publishedPackages } from '../src/workspace.js';

const remedy =
  'Published text (READMEs, docs/, CHANGELOGs, JSDoc and `//` comments in src/, and the built dist/) must not cite ' +
  'internal documents ("spec §4.3", "provider-facts §5", "merchant-api.md", STYLE.md ...), which merchants cannot read. ' +
  "State the fact itself, or link the gateway's public page (each fact in the internal provider-facts notes carries its page URL). " +
  'Then rebuild (pnpm build) so dist/ is clean too. Found:';

describe('published documentation', () => {
  it('names no internal document, in any published package', () => {
    const found = findInternalReferences().map(({ file, line, text }) => `${file}:${line}: ${text}`);
    expect(found, `${remedy}\n${found.join('\n')}`).toEqual([]);
  });

  it('checks the built output of every published package, so each one is built before this test', () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const problems = publishedPackages().flatMap(({ path, manifest: { name }, directory }) => [
      ...(manifest.devDependencies[name] === undefined
        ? [
            `${name} (${path}): add "${name}": "workspace:*" to devDependencies of tools/release-checks/package.json, so turbo builds it before these checks run`,
          ]
        : []),
      ...(existsSync(join(directory, 'dist')) ? [] : [`${name} (${path}) has no dist/: run pnpm build`]),
    ]);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('catches every kind of internal reference it is meant to catch', () => {
    const samples = [
      '(spec §4.3)',
      'provider-facts §5',
      'see merchant-api.md',
      'STYLE.md',
      'the spec lists it',
      '§2.2',
    ];
    for (const sample of samples) {
      expect(
        internalReferencePatterns.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    expect(
      internalReferencePatterns.some((pattern) => pattern.test('https://docs.paycools.com/en/v2/Payment/Close.html')),
    ).toBe(false);
  });
});
