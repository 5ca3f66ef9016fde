import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

// What a merchant's editor shows on hover, read through the TypeScript language service from the
// packages' published declaration files (dist), as an installed package is read.
const families = [
  { pkg: 'philippines', name: 'philippines', method: 'createPayment', field: 'mchOrderId' },
  { pkg: 'indonesia', name: 'indonesia', method: 'createPayout', field: 'idempotencyId' },
  { pkg: 'thailand', name: 'thailand', method: 'listStaticPayments', field: 'startDate' },
  { pkg: 'neutral', name: 'neutral', method: 'createRefund', field: 'refundAmount' },
  { pkg: 'split-v1', name: 'splitV1', method: 'createSplitReturn', field: 'detailNo' },
  { pkg: 'direct-debit', name: 'directDebit', method: 'createAuthorizationUrl', field: 'terminalType' },
] as const;

// The probe file sits in this package so '@lintas/*' resolve as a dependency does: through dist.
const folder = mkdtempSync(join(import.meta.dirname, '..', '.editor-docs-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function hover(source: string, marker: string): string {
  const file = join(folder, 'probe.ts');
  writeFileSync(file, source);
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
    skipLibCheck: true,
  };
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => String(source.length),
    getScriptSnapshot: (name) =>
      ts.sys.fileExists(name) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(name) ?? '') : undefined,
    getCurrentDirectory: () => folder,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
  };
  const info = ts.createLanguageService(host).getQuickInfoAtPosition(file, source.lastIndexOf(marker) + 1);
  return ts.displayPartsToString(info?.documentation);
}

describe('editor documentation from the published types', () => {
  for (const family of families) {
    const source = `import { createClient, type Signer } from '@lintas/core';
import { ${family.name} } from '@lintas/${family.pkg}';
declare const signer: Signer;
const client = createClient({ baseUrl: 'https://gateway.example', appId: 'app', signer }).use(${family.name});
type Params = Parameters<typeof client.${family.name}.${family.method}>[0];
declare const params: Params;
void client.${family.name}.${family.method};
void params.${family.field};
`;

    it(`shows ${family.name}.${family.method}'s documentation on the client method`, () => {
      expect(hover(source, `${family.method};`).length).toBeGreaterThan(20);
    });

    it(`shows the documentation of ${family.method}'s ${family.field} field`, () => {
      expect(hover(source, `${family.field};`).length).toBeGreaterThan(10);
    });
  }
});
