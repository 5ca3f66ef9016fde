import { createPrivateKey, createSign } from 'node:crypto';
import { createClient, rsaSha256Signer } from '@lintas/core';
import { createDemoMerchant, type DemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestRow, requestRows, type SandboxSession } from './contract-table.js';
import { documentedParam, fixture, paramText } from './fixtures.js';
import { shapeOf } from './shape.js';

let sandbox: Sandbox;
let merchant: DemoMerchant;
let session: SandboxSession;

beforeAll(async () => {
  sandbox = await startSandbox();
  merchant = createDemoMerchant(sandbox);
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  session = { sandbox, client: createClient({ baseUrl: sandbox.url, appId: merchant.appId, signer }) };
});
afterAll(() => sandbox.close());

/** A timestamp of now in the documented form: number or digit string, 10 or 13 digits; 13-digit ms when the page sends none. */
function refreshedTimestamp(documented: unknown): number | string {
  const now = Date.now();
  const value = String(documented ?? '').length === 10 ? Math.floor(now / 1000) : now;
  return typeof documented === 'string' ? String(value) : value;
}

/**
 * The documented param text with a fresh timestamp. Without replaced values the page's exact text is
 * kept (its spacing and member order included), only the timestamp's digits change.
 */
function refreshedParam(row: RequestRow, replaced: Record<string, unknown> | void): string {
  const request = fixture(row.fixture);
  const documented = documentedParam(request);
  const timestamp = refreshedTimestamp(documented.timestamp);
  if (replaced && Object.keys(replaced).length > 0) return JSON.stringify({ ...documented, ...replaced, timestamp });
  const text = paramText(request);
  if (!('timestamp' in documented)) return JSON.stringify({ ...documented, timestamp });
  return text.replace(/("timestamp"\s*:\s*)"?\d+"?/, (_match, key: string) => `${key}${JSON.stringify(timestamp)}`);
}

async function send(path: string, param: string): Promise<{ code: number; message: string; data: unknown }> {
  const sign = createSign('RSA-SHA256')
    .update(param, 'utf8')
    .sign(
      createPrivateKey({ key: Buffer.from(merchant.privateKey, 'base64'), format: 'der', type: 'pkcs8' }),
      'base64',
    );
  const response = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ appId: merchant.appId, sign, param }),
  });
  return (await response.json()) as { code: number; message: string; data: unknown };
}

function title(row: RequestRow): string {
  const request = fixture(row.fixture);
  const stamp =
    'timestamp' in documentedParam(request) ? 'timestamp refreshed' : 'the page sends no timestamp: one is added';
  const shape =
    'fixture' in row.answer
      ? `answers the shape of ${row.answer.fixture}`
      : 'answers success (no page documents the answer’s shape, so it is not compared)';
  return `${row.fixture} (${stamp}, re-signed) is accepted by the sandbox, which ${shape}`;
}

describe('every documented request, sent to the sandbox', () => {
  it.each(requestRows.map((row) => [title(row), row] as const))('%s', async (_title, row) => {
    const replaced = await row.sandbox.arrange?.(session);
    const request = fixture(row.fixture);
    const answer = await send(request.path ?? '', refreshedParam(row, replaced));
    expect([10000, 1000], `${answer.code} ${answer.message}`).toContain(answer.code);
    if ('fixture' in row.answer) {
      const documented = fixture(row.answer.fixture).payload.data;
      expect(shapeOf(answer.data, documented)).toEqual(shapeOf(documented, documented));
    }
  });
});
