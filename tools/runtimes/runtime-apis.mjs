// What makes a source file's behaviour depend on the runtime it runs on: the modules and globals whose
// implementation differs between Node majors (and other runtimes). A file of a published package that
// uses one of them is a runtime file, and the tests that reach it form the runtime suite, run on every
// supported Node (runtime-suite.mjs). Everything else (schemas, decisions, formatting) runs the same
// everywhere, so the full suite runs once, on the Node merchants run.

/** Node's built-in modules whose behaviour can differ by Node major: crypto, networking, streams, processes, files. */
export const runtimeBuiltins = [
  'crypto',
  'http',
  'https',
  'http2',
  'net',
  'tls',
  'dns',
  'dgram',
  'stream',
  'stream/web',
  'stream/promises',
  'zlib',
  'child_process',
  'worker_threads',
  'fs',
  'fs/promises',
  'readline',
  'os',
  'process',
  'buffer',
];

/** Packages that are clients of the runtime's I/O or crypto: the HTTP client, the stores' drivers, OpenPGP (WebCrypto). */
export const runtimePackages = ['ky', 'undici', 'redis', 'ioredis', 'pg', 'bullmq', 'pg-boss', 'openpgp'];

/**
 * Globals that are runtime APIs, as `name` (the identifier used as a value) or `object.property`: WebCrypto,
 * `fetch` and its Request and Response, web streams, Node's Buffer, abort signals' timers.
 */
export const runtimeGlobals = [
  'crypto.subtle',
  'crypto.getRandomValues',
  'crypto.randomUUID',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextDecoderStream',
  'CompressionStream',
  'DecompressionStream',
  'Buffer',
  'AbortSignal.timeout',
  'AbortSignal.any',
];

/**
 * How a test runs code on another runtime than Node (Bun, Deno, workerd, edge-runtime): those tests are
 * that runtime's own suite, run once, and count as covering the files they run.
 */
export const otherRuntimes = {
  /** Packages that start another runtime when imported. */
  packages: ['edge-runtime'],
  /** Named imports that start another runtime. */
  namedImports: [{ from: '@lintas/testing', name: 'startWorker' }],
  /** Runtimes a test starts by their binary's name (`bin('bun')`). */
  binaries: ['bun', 'deno'],
};
