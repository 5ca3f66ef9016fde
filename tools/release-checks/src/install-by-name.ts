import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `@lintas/*` packages a project's node_modules holds at its top, by name. */
export function lintasInNodeModules(project: string): string[] {
  const scope = join(project, 'node_modules/@lintas');
  return existsSync(scope)
    ? readdirSync(scope)
        .map((name) => `@lintas/${name}`)
        .sort()
    : [];
}

/** The `@lintas/*` names a lockfile (package-lock.json, pnpm-lock.yaml, yarn.lock, bun.lock) mentions. */
export function lintasInLockfile(text: string): string[] {
  return [...new Set([...text.matchAll(/@lintas\/[a-z0-9-]+/g)].map(([name]) => name))].sort();
}

/** What `load.cjs` and `load.mjs` print when the client and its Philippine methods loaded. */
export const loadedLine = 'client loaded: createPayment is a function';

/**
 * Writes `load.cjs` (require) and `load.mjs` (import) into a project: each builds a client with
 * @lintas/philippines and prints `loadedLine`; nothing is sent.
 */
export function writeLoadScripts(project: string): void {
  const body = (core: string, philippines: string) =>
    [
      core,
      philippines,
      "const { generateKeyPairSync } = require('node:crypto');",
      "const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });",
      'rsaSha256Signer({ privateKey }).then((signer) => {',
      "  const client = createClient({ baseUrl: 'http://127.0.0.1:9', appId: 'app', signer }).use(philippines);",
      `  console.log('client loaded: createPayment is a ' + typeof client.philippines.createPayment);`,
      '});',
      '',
    ].join('\n');
  writeFileSync(
    join(project, 'load.cjs'),
    body(
      "const { createClient, rsaSha256Signer } = require('@lintas/core');",
      "const { philippines } = require('@lintas/philippines');",
    ),
  );
  writeFileSync(
    join(project, 'load.mjs'),
    body(
      "import { createClient, rsaSha256Signer } from '@lintas/core';",
      "import { philippines } from '@lintas/philippines';",
    ).replace(
      "const { generateKeyPairSync } = require('node:crypto');",
      "import { generateKeyPairSync } from 'node:crypto';",
    ),
  );
}

/** The `@lintas/*` entries of an npm package-lock.json, by path (`node_modules/@lintas/core`). */
export function lintasLockEntries(project: string): Record<string, unknown> {
  const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  return Object.fromEntries(Object.entries(lock.packages).filter(([path]) => path.includes('@lintas/')));
}
