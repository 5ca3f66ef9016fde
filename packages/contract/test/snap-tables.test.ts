import { readdirSync, readFileSync } from 'node:fs';
import { type AnyEndpoint, isRequestValidationError } from '@lintas/core';
import { createDemoMerchant, type Sandbox, startSandbox } from '@lintas/sandbox';
import {
  CargoPaymentNotificationSchema,
  createAtmQrCode,
  createQris,
  createSnapClient,
  EztransPaymentNotificationSchema,
  queryPaymentStatus,
  readSnapTimestamp,
  type SnapProfileName,
} from '@lintas/snap';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The SNAP sites' pages, kept as their tables (fixtures/snap/), run through the SDK and the sandbox: what
// each page marks mandatory, how long each field may be, which headers each request carries. No kept page
// shows an answer or a notification body: the tables are the evidence.

interface Row {
  readonly no: number;
  readonly name: string;
  readonly type: string;
  readonly length: string;
  readonly required: 'Mandatory' | 'Optional' | 'Conditional';
}

interface Table {
  readonly file: string;
  readonly source: string;
  readonly kind: 'request' | 'token-request' | 'notification';
  readonly path: string;
  readonly headers: readonly Row[];
  readonly body: readonly Row[];
  readonly sample: { readonly headers: Record<string, string>; readonly bodyText: string | null } | null;
}

const folder = new URL('../fixtures/snap/', import.meta.url);
const tables: Table[] = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((file) => ({ file, ...JSON.parse(readFileSync(new URL(file, folder), 'utf8')) }));

const endpoints: Readonly<Record<string, AnyEndpoint>> = {
  '/v2.1/qr/qr-mpm-generate': createQris,
  '/v2.0/cdm/cdm-mpm-generate': createAtmQrCode,
  '/v2.0/debit/status': queryPaymentStatus,
};
const profileOf = (table: Table): SnapProfileName => (table.path.startsWith('/v2.1/') ? 'paycools-cargo' : 'eztrans');
const maxOf = (row: Row) => Number(/(\d+) max/.exec(row.length)?.[1] ?? Number.NaN);

/** A value of `row` as the page types it, of `length` characters when it is text. */
function sampleOf(row: Row, appId: string, length = 10): unknown {
  if (row.type === 'MONEY') return { value: '10000.00', currency: 'IDR' };
  if (row.type === 'QrGenerateAdditionalInfo') return {};
  if (row.name === 'merchantId') return appId;
  if (row.name === 'serviceCode') return '90';
  if (row.name === 'validityPeriod') return '900'.padStart(length, '0');
  return `R${Date.now()}${Math.random().toString(36).slice(2)}`.padEnd(length, '0').slice(0, length);
}

/** The params of the page's mandatory rows (and of every row when `all`), with sample values. */
const paramsOf = (table: Table, appId: string, all = false) =>
  Object.fromEntries(
    table.body.filter((row) => all || row.required === 'Mandatory').map((row) => [row.name, sampleOf(row, appId)]),
  );

const requests = tables.filter((table) => table.kind === 'request');

describe.each(requests)('the body table of $source', (table) => {
  const endpoint = endpoints[table.path] as AnyEndpoint;

  it('is the params of the SDK endpoint of its path, field for field', () => {
    const entries = Object.keys((endpoint.params as unknown as { entries: Record<string, unknown> }).entries);
    for (const row of table.body) expect(entries, row.name).toContain(row.name);
  });

  it('is required as the page marks it: a mandatory field missing is refused, an optional one is not', () => {
    const full = paramsOf(table, 'app', true);
    expect(v.safeParse(endpoint.params, full).success).toBe(true);
    for (const row of table.body) {
      const { [row.name]: _, ...without } = full;
      expect(v.safeParse(endpoint.params, without).success, row.name).toBe(row.required !== 'Mandatory');
    }
  });

  it('takes each text field up to the length the page gives it, and not one character more', () => {
    for (const row of table.body.filter((row) => row.type === 'String' && Number.isFinite(maxOf(row)))) {
      if (row.name === 'merchantId' || row.name === 'serviceCode') continue;
      const at = (length: number) => ({ ...paramsOf(table, 'app', true), [row.name]: sampleOf(row, 'app', length) });
      expect(v.safeParse(endpoint.params, at(maxOf(row))).success, `${row.name} at ${maxOf(row)}`).toBe(true);
      expect(v.safeParse(endpoint.params, at(maxOf(row) + 1)).success, `${row.name} at ${maxOf(row) + 1}`).toBe(false);
    }
  });
});

describe('the SNAP pages’ requests, over HTTP through the SDK to the sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  async function clientRecording(profile: SnapProfileName) {
    const merchant = createDemoMerchant(sandbox);
    const sent: { url: string; headers: Headers; body: string }[] = [];
    const client = await createSnapClient({
      baseUrl: sandbox.url,
      profile,
      clientKey: merchant.appId,
      privateKey: merchant.privateKey,
      clientSecret: merchant.clientSecret,
      fetch: (input, init) => {
        // The call's headers are on ky's Request; the token request passes them in `init`.
        const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
        const url = input instanceof Request ? input.url : String(input);
        sent.push({ url, headers, body: String(init?.body) });
        return fetch(input, init);
      },
    });
    return { merchant, client, sent };
  }

  it.each(requests.map((table) => [table.file, table] as const))(
    '%s: the documented params are accepted, sent with every header the page lists',
    async (_, table) => {
      const { merchant, client, sent } = await clientRecording(profileOf(table));
      const endpoint = endpoints[table.path] as AnyEndpoint;
      if (table.path === '/v2.0/debit/status') {
        const created = paramsOf(
          requests.find((other) => other.path === '/v2.0/cdm/cdm-mpm-generate') as Table,
          merchant.appId,
        );
        await client.call(createAtmQrCode, created as never);
        const query = {
          ...paramsOf(table, merchant.appId, true),
          originalPartnerReferenceNo: created['partnerReferenceNo'],
        };
        expect(await client.call(endpoint, query as never)).toMatchObject({ latestTransactionStatus: '03' });
      } else {
        expect(await client.call(endpoint, paramsOf(table, merchant.appId, true) as never)).toMatchObject({
          responseCode: expect.stringMatching(/^200\d{4}$/),
        });
      }
      const call = sent.filter((request) => request.url.endsWith(table.path)).at(-1);
      for (const header of table.headers) expect(call?.headers.has(header.name), header.name).toBe(true);
      expect(call?.headers.get('x-timestamp')).toHaveLength(25);
      expect(call?.headers.get('authorization')).toMatch(/^Bearer \S+$/);
      expect((call?.headers.get('x-partner-id') ?? '').length).toBeLessThanOrEqual(36);
    },
  );

  it('the access token request has the page’s headers and body, its timestamp in the sample’s form', async () => {
    const table = tables.find((candidate) => candidate.kind === 'token-request') as Table;
    const { client, merchant, sent } = await clientRecording('paycools-cargo');
    const qris = requests.find((candidate) => candidate.path === '/v2.1/qr/qr-mpm-generate') as Table;
    await client.call(createQris, paramsOf(qris, merchant.appId) as never);
    const token = sent.find((request) => request.url.endsWith(table.path));
    for (const header of table.headers) expect(token?.headers.has(header.name), header.name).toBe(true);
    expect(token?.body).toBe('{"grantType":"client_credentials"}');
    expect(token?.body.startsWith((table.sample?.bodyText ?? '').replace(/\s+/g, ''))).toBe(true);
    expect(readSnapTimestamp(table.sample?.headers['X-Timestamp'] ?? '')).toBe(Date.parse('2023-09-25T10:57:35Z'));
    expect(table.sample?.headers['X-CLIENT-KEY']?.length).toBeLessThanOrEqual(36);
  });

  it('no kept page shows an answer: each data schema requires SNAP’s responseCode only, and keeps the rest', () => {
    for (const endpoint of Object.values(endpoints)) {
      const read = v.safeParse(endpoint.data, { responseCode: '2004700', somethingNew: 1 });
      expect(read.success && read.output).toEqual({ responseCode: '2004700', somethingNew: 1 });
      expect(v.safeParse(endpoint.data, { responseMessage: 'Successful' }).success).toBe(false);
    }
  });

  it('refuses, before anything is sent, params that break the page’s table', async () => {
    const { client, merchant, sent } = await clientRecording('paycools-cargo');
    const table = tables.find((candidate) => candidate.path === '/v2.1/qr/qr-mpm-generate') as Table;
    const { partnerReferenceNo: _, ...without } = paramsOf(table, merchant.appId);
    const error = await client.call(createQris, without as never).catch((caught: unknown) => caught);
    expect(isRequestValidationError(error) && error.message).toContain('partnerReferenceNo');
    expect(sent).toEqual([]);
  });
});

describe.each(tables.filter((table) => table.kind === 'notification'))('the notification table of $source', (table) => {
  const schema = profileOf(table) === 'eztrans' ? EztransPaymentNotificationSchema : CargoPaymentNotificationSchema;

  it('is read by the SDK’s schema with every field it lists, and its mandatory ones required', () => {
    const full: Record<string, unknown> = { ...paramsOf(table, 'app', true), latestTransactionStatus: '00' };
    const read = v.safeParse(schema, full);
    expect(read.success && Object.keys(read.output).sort()).toEqual(Object.keys(full).sort());
    for (const row of table.body) {
      const { [row.name]: _, ...without } = full;
      expect(v.safeParse(schema, without).success, row.name).toBe(row.required !== 'Mandatory');
    }
  });
});
