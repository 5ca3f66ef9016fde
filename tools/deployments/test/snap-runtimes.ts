// Where the SNAP merchant's endpoints (workers/snap-merchant-app.ts) run for the tests: Node's own server,
// Express and Hono in this process, and, bundled from the built packages as a merchant ships them, Bun,
// Deno, workerd (Cloudflare Workers) and edge-runtime (Vercel Edge Functions) in processes of their own.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { toNodeListener } from '@lintas/core';
import { type Listen, startWorker } from '@lintas/testing';
import { EdgeRuntime, runServer } from 'edge-runtime';
import { build } from 'esbuild';
import express from 'express';
import { Hono } from 'hono';
import {
  handleSnapMerchantRequest,
  type SnapMerchantSettings,
  snapNotificationHandler,
  snapNotifyPath,
} from '../workers/snap-merchant-app.js';

/** The merchant's endpoints, served. */
export interface Running {
  readonly url: string;
  close(): Promise<void>;
}

/** A runtime adapter the SNAP handler is run on. */
export interface SnapRuntime {
  readonly name: string;
  /** Serves the endpoints; a server of this process with `listen`, which closes it after the file. */
  start(settings: SnapMerchantSettings, listen: Listen): Promise<Running>;
}

/** A server `listen` started: it is closed after the file. */
const listened = (url: string): Running => ({ url, close: async () => undefined });

const worker = (name: string) => fileURLToPath(new URL(`../workers/${name}`, import.meta.url));
// Bun and Deno come from their npm packages (dev dependencies of @lintas/core).
const bin = (name: string) =>
  fileURLToPath(new URL(`../../../packages/core/node_modules/.bin/${name}`, import.meta.url));

/** Bundles `entry` with the settings inlined, as Vercel and a merchant's build inline `process.env`. */
async function bundle(entry: string, settings: SnapMerchantSettings, format: 'esm' | 'iife'): Promise<string> {
  const bundled = await build({
    entryPoints: [worker(entry)],
    bundle: true,
    format,
    platform: 'browser',
    target: 'es2022',
    conditions: ['edge-light', 'worker', 'browser'],
    define: { SNAP_SETTINGS: JSON.stringify(settings) },
    write: false,
    logLevel: 'silent',
  });
  return bundled.outputFiles[0]?.text ?? '';
}

/** Runs the bundled server on Bun or Deno, until it prints the port it listens on. */
async function startServerProcess(runtime: 'bun' | 'deno', settings: SnapMerchantSettings): Promise<Running> {
  const directory = await mkdtemp(join(tmpdir(), `lintas-snap-${runtime}-`));
  const file = join(directory, 'server.mjs');
  await writeFile(file, await bundle('snap-merchant-server.ts', settings, 'esm'));
  const args = runtime === 'bun' ? [file] : ['run', '--allow-net', file];
  const child: ChildProcess = spawn(bin(runtime), args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
  });
  const logs: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')));
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.startsWith('{"port"')) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`${runtime} exited (${code}) before listening:\n${logs.join('')}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Every runtime adapter the envelope handler is tested on, each serving the SNAP merchant's endpoints. */
export const snapRuntimes: readonly SnapRuntime[] = [
  {
    name: "Node's http server through toNodeListener",
    async start(settings, listen) {
      const notify = toNodeListener(await snapNotificationHandler(settings));
      const app = toNodeListener((request) => handleSnapMerchantRequest(request, settings));
      return listened(await listen((req, res) => (req.url === snapNotifyPath ? notify : app)(req, res)));
    },
  },
  {
    name: 'Express through toNodeListener',
    async start(settings, listen) {
      const app = express();
      app.post(snapNotifyPath, toNodeListener(await snapNotificationHandler(settings)));
      app.use(toNodeListener((request) => handleSnapMerchantRequest(request, settings)));
      return listened(await listen(app));
    },
  },
  {
    name: '@hono/node-server with the endpoints as its fetch callback',
    async start(settings) {
      const server = serve({
        fetch: (request: Request) => handleSnapMerchantRequest(request, settings),
        port: 0,
        hostname: '127.0.0.1',
      });
      await new Promise((resolve) => server.once('listening', resolve));
      return {
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((resolve) => server.close(() => resolve())),
      };
    },
  },
  {
    name: 'a Hono route through c.req.raw',
    async start(settings) {
      const handler = await snapNotificationHandler(settings);
      const app = new Hono()
        .post(snapNotifyPath, (c) => handler(c.req.raw))
        .all('*', (c) => handleSnapMerchantRequest(c.req.raw, settings));
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      return {
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((resolve) => server.close(() => resolve())),
      };
    },
  },
  { name: 'Bun (Bun.serve)', start: (settings) => startServerProcess('bun', settings) },
  { name: 'Deno (Deno.serve)', start: (settings) => startServerProcess('deno', settings) },
  ...[[], ['nodejs_compat']].map((compatibilityFlags) => ({
    name: `a Cloudflare Worker on workerd (${compatibilityFlags[0] ?? 'web APIs only'})`,
    start: (settings: SnapMerchantSettings) =>
      startWorker({ entry: worker('snap-merchant-worker.ts'), compatibilityFlags, vars: { ...settings } }),
  })),
  {
    name: 'a Vercel Edge Function on edge-runtime',
    async start(settings) {
      const runtime = new EdgeRuntime({ initialCode: await bundle('snap-edge-function.ts', settings, 'iife') });
      const server = await runServer({ runtime, port: 0, host: '127.0.0.1' });
      return { url: server.url.replace(/\/$/, ''), close: () => server.close() };
    },
  },
];
