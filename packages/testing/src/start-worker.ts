// Runs a Worker on workerd, the open-source runtime of Cloudflare Workers, from the `workerd` npm package
// (its binary ships in `@cloudflare/workerd-linux-64` and the like): the Worker's entry bundled by esbuild
// for workerd, as wrangler bundles it, then served on 127.0.0.1 at a free port.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

/** Options of {@link startWorker}. */
export interface WorkerOptions {
  /** The Worker's main module (TypeScript or JavaScript). */
  readonly entry: string;
  /** Text bindings (`env.NAME`), as wrangler's `vars` and secrets. */
  readonly vars?: Readonly<Record<string, string>>;
  /** Durable Object bindings: binding name to the class the entry exports. */
  readonly durableObjects?: Readonly<Record<string, string>>;
  /** e.g. `['nodejs_compat']`. */
  readonly compatibilityFlags?: readonly string[];
  readonly compatibilityDate?: string;
}

/** A Worker served by workerd on 127.0.0.1. */
export interface RunningWorker {
  readonly url: string;
  /** Size of the bundled Worker, in bytes. */
  readonly bundleBytes: number;
  /** What workerd printed. */
  readonly logs: readonly string[];
  close(): Promise<void>;
}

/** Bundles `entry` into one ES module for workerd and serves it on 127.0.0.1 at a free port. */
export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const directory = await mkdtemp(join(tmpdir(), 'lintas-workerd-'));
  const bundled = await build({
    entryPoints: [options.entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    // The modules a Worker may import from the runtime itself.
    external: ['cloudflare:*', 'node:*'],
    write: false,
    logLevel: 'silent',
  });
  const [output] = bundled.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote no bundle of ${options.entry}`);
  const code = output.contents;
  await writeFile(join(directory, 'worker.js'), code);
  await writeFile(join(directory, 'config.capnp'), capnpConfig(options));

  const binary = require.resolve('workerd/bin/workerd');
  // fd 3: workerd writes one JSON line per socket it listens on, with the port it got.
  const child = spawn(binary, ['serve', join(directory, 'config.capnp'), '--control-fd=3', '--verbose'], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => logs.push(line));
  }
  const port = await new Promise<number>((resolve, reject) => {
    const control = createInterface({ input: child.stdio[3] as NodeJS.ReadableStream });
    control.on('line', (line) => {
      const event = JSON.parse(line) as { event?: string; socket?: string; port?: number };
      if (event.event === 'listen' && event.socket === 'http' && event.port) resolve(event.port);
    });
    child.once('exit', (code) => reject(new Error(`workerd exited (${code}) before listening:\n${logs.join('\n')}`)));
    child.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    bundleBytes: code.byteLength,
    logs,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The workerd configuration (Cap'n Proto text) of one Worker, as wrangler would deploy it. */
function capnpConfig({
  vars = {},
  durableObjects = {},
  compatibilityFlags = [],
  compatibilityDate = '2025-09-01',
}: WorkerOptions): string {
  const text = (value: string) => JSON.stringify(value);
  const bindings = [
    ...Object.entries(vars).map(([name, value]) => `(name = ${text(name)}, text = ${text(value)})`),
    ...Object.entries(durableObjects).map(
      ([name, className]) => `(name = ${text(name)}, durableObjectNamespace = ${text(className)})`,
    ),
  ];
  const namespaces = [...new Set(Object.values(durableObjects))].map(
    (className) => `(className = ${text(className)}, uniqueKey = ${text(`lintas-${className}`)})`,
  );
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = .worker),
    # The test's servers listen on 127.0.0.1, which workerd's default outbound network refuses.
    (name = "internet", network = (allow = ["public", "private", "local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  compatibilityDate = ${text(compatibilityDate)},
  compatibilityFlags = [${compatibilityFlags.map(text).join(', ')}],
  bindings = [${bindings.join(', ')}],
  durableObjectNamespaces = [${namespaces.join(', ')}],
  durableObjectStorage = (inMemory = void),
  globalOutbound = "internet",
);
`;
}
