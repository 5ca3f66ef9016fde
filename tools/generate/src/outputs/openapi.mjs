// The OpenAPI documents in @lintas/core's docs (`docs/openapi/`): the envelope families' and SNAP's,
// from the definitions as they run (read in a process of its own, see ../openapi/read-plugins.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brunoCollection, collectionRequests, postmanCollection } from '../openapi/collections.mjs';
import { envelopeDocument } from '../openapi/openapi-document.mjs';
import { openapiPage } from '../openapi/openapi-page.mjs';
import { snapDocument } from '../openapi/snap-document.mjs';
import { holdings } from './root-readme.mjs';

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../read-endpoints.mjs').Endpoint} Endpoint
 * @typedef {import('../generate.mjs').Output} Output
 * @typedef {import('../openapi/read-plugins.mjs').ReadPlugins} ReadPlugins
 */

/** Where the documents go, relative to the repository's root. */
export const OPENAPI_FOLDER = 'packages/core/docs/openapi';

/**
 * The families' plugins as they run, read by a child process (the generator itself is synchronous).
 * @param {string} root @param {readonly Family[]} families
 * @returns {ReadPlugins}
 */
function readPluginsOf(root, families) {
  const script = join(import.meta.dirname, '../openapi/read-plugins.mjs');
  const listed = JSON.stringify(families.map((family) => ({ folder: family.folder, plugin: family.plugin })));
  const result = spawnSync(process.execPath, [script, root, listed], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`reading the families' schemas failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** @param {unknown} document */
const json = (document) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * The documents, when the repository has @lintas/core's sources (a fixture of the generator's tests
 * may not).
 * @param {string} root
 * @param {readonly Family[]} families
 * @param {ReadonlyMap<Family, Endpoint[]>} endpoints
 * @param {(family: Family) => string} manifestOf a family's package.json text
 * @returns {Output[]}
 */
export function openapiOutputs(root, families, endpoints, manifestOf) {
  if (!existsSync(join(root, 'packages/core/src/index.ts'))) return [];
  const read = readPluginsOf(root, families);
  const described = families.map((family, index) => ({
    family,
    summary: holdings(String(JSON.parse(manifestOf(family)).description ?? '')),
    endpoints: endpoints.get(family) ?? [],
    read: /** @type {import('../openapi/read-plugins.mjs').ReadFamily} */ (read.families[index]),
  }));
  const version = String(JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8')).version);
  const envelope = envelopeDocument(
    described.filter(({ family }) => family.protocol === 'envelope'),
    read.gatewayCodes,
    version,
  );
  const snap = snapDocument(
    described.filter(({ family }) => family.protocol === 'snap'),
    version,
  );
  const requests = collectionRequests(envelope, families);
  return [
    { path: `${OPENAPI_FOLDER}/lintas.openapi.json`, content: json(envelope) },
    { path: `${OPENAPI_FOLDER}/lintas.postman_collection.json`, content: json(postmanCollection(requests, version)) },
    ...[...brunoCollection(requests)].map(([path, content]) => ({ path: `${OPENAPI_FOLDER}/bruno/${path}`, content })),
    { path: `${OPENAPI_FOLDER}/snap.openapi.json`, content: json(snap) },
    {
      path: 'packages/core/docs/openapi.md',
      content: openapiPage(/** @type {never} */ (envelope), /** @type {never} */ (snap)),
    },
  ];
}
