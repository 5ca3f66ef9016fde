import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoMerchant, type RequestLogEntry, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binOf, openapiFolder, operationsOf, readDocument } from '../src/documents.js';
import { type ProxyProcess, startProxyProcess } from '../src/proxy-process.js';

let sandbox: Sandbox;
let proxy: ProxyProcess;
let reports: string;
/** The gateway paths the sandbox was sent, through the proxy. */
const received: RequestLogEntry[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ onRequest: (entry) => received.push(entry) });
  const merchant = createDemoMerchant(sandbox);
  // The proxy signs with the client a module of the project exports (--client): a KMS-style signer.
  proxy = await startProxyProcess(['--client', 'fixtures/kms-client.mjs'], {
    KMS_STAND_IN_BASE_URL: sandbox.url,
    KMS_STAND_IN_APP_ID: merchant.appId,
    KMS_STAND_IN_KEY: merchant.privateKey,
  });
  reports = mkdtempSync(join(tmpdir(), 'lintas-collections-'));
});
afterAll(async () => {
  await proxy?.stop();
  await sandbox?.close();
  if (reports) rmSync(reports, { recursive: true, force: true });
});

/** What a runner reports of one request: its operation, the proxy's status and the gateway's code. */
interface Ran {
  readonly operation: string;
  readonly status: number;
  readonly code: unknown;
  readonly passed: boolean;
  /** The key that signed, as the call's metadata names it. */
  readonly keyId?: unknown;
}

const operations = operationsOf(readDocument('lintas.openapi.json'));
/** Runs a tool's command on this Node, without blocking the sandbox that runs in this process. */
const run = (command: string, args: readonly string[], cwd: string) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [command, ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1', NODE_OPTIONS: '--no-deprecation' }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
  });

/** Each request's answer: accepted (200) or refused by the gateway (422), never by the SDK or the proxy. */
function expectEveryOperationAnswered(ran: readonly Ran[]) {
  expect(ran.map((entry) => entry.operation).sort()).toEqual(operations);
  for (const entry of ran) {
    expect.soft([200, 422], `${entry.operation} answered ${entry.status}`).toContain(entry.status);
    expect.soft(entry.code, entry.operation).toEqual(expect.any(Number));
    expect.soft(entry.passed, `${entry.operation}: the collection's own test`).toBe(true);
    expect.soft(entry.keyId, `${entry.operation}: signed by the --client module's KMS signer`).toBe('kms-stand-in');
  }
  // Operations that need no earlier record are accepted by the sandbox with their example values.
  const accepted = new Map(ran.map((entry) => [entry.operation, entry.code]));
  for (const operation of [
    'philippines.createPayment',
    'neutral.createPayment',
    'neutral.queryBalance',
    'indonesia.createPayment',
  ])
    expect(accepted.get(operation), operation).toBe(10000);
}

describe('the generated collections, run by their own tools through lintas proxy (a KMS-style signer of --client) against the sandbox', () => {
  it('newman runs every request of the Postman collection, each answered by the gateway', async () => {
    const report = join(reports, 'newman.json');
    const result = await run(
      binOf('newman', 'newman'),
      [
        'run',
        join(openapiFolder, 'lintas.postman_collection.json'),
        '--env-var',
        `proxyUrl=${proxy.url}`,
        '-r',
        'json',
        '--reporter-json-export',
        report,
      ],
      reports,
    );
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const executions = (JSON.parse(readFileSync(report, 'utf8')) as { run: { executions: any[] } }).run.executions;
    expectEveryOperationAnswered(
      executions.map((execution) => {
        const body = JSON.parse(Buffer.from(execution.response.stream.data).toString('utf8'));
        return {
          operation: execution.item.name,
          status: execution.response.code,
          code: body.answer?.code,
          keyId: body.metadata?.keyId,
          passed: (execution.assertions ?? []).every((assertion: { error?: unknown }) => assertion.error === undefined),
        };
      }),
    );
  });

  it('the Bruno CLI runs every request of the Bruno collection, each answered by the gateway', async () => {
    const report = join(reports, 'bruno.json');
    const before = received.length;
    const result = await run(
      binOf('@usebruno/cli', 'bru'),
      ['run', '--env', 'proxy', '--env-var', `proxyUrl=${proxy.url}`, '--reporter-json', report],
      join(openapiFolder, 'bruno'),
    );
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const results = (JSON.parse(readFileSync(report, 'utf8')) as { results: any[] }[])[0]?.results ?? [];
    expectEveryOperationAnswered(
      results.map((entry) => ({
        operation: entry.test?.filename
          ? String(entry.request?.url ?? '')
              .split('/')
              .slice(-2)
              .join('.')
          : '',
        status: entry.response?.status,
        code: entry.response?.data?.answer?.code,
        keyId: entry.response?.data?.metadata?.keyId,
        passed: (entry.testResults ?? []).every((test: { status: string }) => test.status === 'pass'),
      })),
    );
    expect(received.length - before).toBeGreaterThanOrEqual(operations.length);
  });
});
