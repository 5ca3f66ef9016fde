import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

/** The repository's root. */
export const repositoryRoot = resolve(import.meta.dirname, '../../..');

/** Where `pnpm generate` writes the documents and collections (shipped in @lintas/core's docs). */
export const openapiFolder = join(repositoryRoot, 'packages/core/docs/openapi');

/** The facts of one operation in a document (`x-lintas-operations`). */
export interface OperationFacts {
  readonly operation: string;
  readonly family: string;
  readonly successCodes: readonly number[];
  readonly retry: { readonly kind: 'read' | 'write' };
}

/** The parts of a generated document the tests read. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Readonly<
    Record<
      string,
      { readonly post: { readonly operationId: string; readonly 'x-lintas-operations': readonly OperationFacts[] } }
    >
  >;
  readonly webhooks?: Readonly<Record<string, unknown>>;
}

/** A generated document by file name, e.g. `lintas.openapi.json`. */
export const readDocument = (name: string): OpenApiDocument =>
  JSON.parse(readFileSync(join(openapiFolder, name), 'utf8')) as OpenApiDocument;

/** Every operation a document describes, `<plugin>.<method>`, sorted. */
export const operationsOf = (document: OpenApiDocument): string[] =>
  Object.values(document.paths)
    .flatMap((item) => item.post['x-lintas-operations'].map((facts) => facts.operation))
    .sort();

const require = createRequire(import.meta.url);

/** The JavaScript file of a package's command (run with the test's own Node, not the one on PATH). */
export const binOf = (packageName: string, bin: string): string => {
  const manifest = require.resolve(`${packageName}/package.json`);
  const bins = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> }).bin;
  return join(manifest, '..', String(bins[bin]));
};
