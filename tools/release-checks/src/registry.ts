import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeRun, run } from './run.js';
import { repositoryRoot } from './workspace.js';

/** A Verdaccio registry of this machine, serving what was published to it, and how to publish there. */
export interface TestRegistry {
  /** `http://127.0.0.1:<port>/`, the registry's address as npm writes it. */
  readonly url: string;
  /** An npm config file that logs in to the registry, for `npm publish --userconfig`. */
  readonly userconfig: string;
  /** The `.npmrc` line that sends `@lintas/*` to this registry (everything else goes to the usual one). */
  readonly scopeLine: string;
  /** Publishes a tarball or a package folder with `npm publish`, as `changeset publish` would. */
  publish(path: string): Promise<void>;
  /** A package's document (every version's manifest) as the registry serves it to installers. */
  packument(name: string): Promise<Packument>;
  /** Stops the server and deletes its storage. */
  stop(): Promise<void>;
}

/** What a registry answers for `GET /<name>`: the dist-tags and every published version's manifest. */
export interface Packument {
  'dist-tags': Record<string, string>;
  versions: Record<
    string,
    {
      version: string;
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      /** The published tarball: its integrity is what a lockfile records. */
      dist: { tarball: string; integrity: string };
    }
  >;
}

/**
 * Verdaccio's configuration: storage and users in `folder`, no uplink (a name it does not hold is a 404, so
 * an install can only get `@lintas/*` from what the test published), publishing for a logged-in user only.
 */
function configuration(folder: string): string {
  return [
    `storage: ${JSON.stringify(join(folder, 'storage'))}`,
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(folder, 'htpasswd'))}`,
    'uplinks: {}',
    'web:',
    '  enable: false',
    'packages:',
    "  '**':",
    '    access: $all',
    '    publish: $authenticated',
    'max_body_size: 50mb',
    'log: { type: stdout, format: pretty, level: fatal }',
    '',
  ].join('\n');
}

/** Adds a user to the registry, as `npm adduser` does, and answers its token. */
async function addUser(url: string): Promise<string> {
  const response = await fetch(new URL('-/user/org.couchdb.user:release', url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: 'release-check-only', email: 'release@example.com' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`the registry refused the release user: ${response.status}`);
  return body.token;
}

/**
 * Starts Verdaccio in this process on 127.0.0.1 and a port the system picks, with its storage in a new
 * temporary folder. Call `stop()` in an `afterAll`: it closes the server and deletes the folder.
 */
export async function startRegistry(): Promise<TestRegistry> {
  const folder = mkdtempSync(join(tmpdir(), 'lintas-registry-'));
  const configPath = join(folder, 'config.yaml');
  writeFileSync(configPath, configuration(folder));
  // Verdaccio 6.8 (6.10 needs Node 22); its runServer answers a Node server not yet listening.
  const { runServer } = (await import('verdaccio')) as { runServer: (config: string) => Promise<Server> };
  const server = await runServer(configPath);
  const stop = async () => {
    await new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    server.closeAllConnections();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const token = await addUser(url);
    const userconfig = join(folder, 'publisher.npmrc');
    writeFileSync(userconfig, `${url.replace(/^http:/, '')}:_authToken=${token}\n`);
    return {
      url,
      userconfig,
      scopeLine: `@lintas:registry=${url}`,
      publish: (path) => publish(path, url, userconfig),
      packument: async (name) => {
        const response = await fetch(new URL(name.replace('/', '%2f'), url));
        if (!response.ok) throw new Error(`the registry has no ${name}: ${response.status}`);
        return (await response.json()) as Packument;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function publish(path: string, url: string, userconfig: string): Promise<void> {
  // Provenance is signed by the CI that builds a release (see .github/workflows/release.yml); here there is
  // none to sign it, and everything else of the publish is the same.
  const published = await run(
    'npm',
    ['publish', path, '--registry', url, '--userconfig', userconfig, '--provenance=false', '--loglevel=error'],
    { cwd: tmpdir() },
  );
  if (published.status !== 0) throw new Error(describeRun(`npm publish ${path}`, published));
}

/**
 * Publishes the tarballs `pnpm pack:packages` wrote to release/ to the registry with the release workflow's
 * own publish step (scripts/publish-tarballs.mjs): every package, or those in `only`. Answers the
 * `name@version`s it published.
 */
export async function publishRelease(registry: TestRegistry, only: readonly string[] = []): Promise<string[]> {
  const published = await run(
    process.execPath,
    [
      join(repositoryRoot, 'scripts/publish-tarballs.mjs'),
      ...(only.length > 0 ? ['--only', only.join(',')] : []),
      '--registry',
      registry.url,
      '--userconfig',
      registry.userconfig,
      // Provenance is signed by the CI that publishes a release; here there is none to sign it.
      '--provenance=false',
      '--loglevel=error',
    ],
    { cwd: repositoryRoot },
  );
  if (published.status !== 0) throw new Error(describeRun('node scripts/publish-tarballs.mjs', published));
  return [...published.stdout.matchAll(/^published (\S+)$/gm)].map(([, name]) => name ?? '');
}
