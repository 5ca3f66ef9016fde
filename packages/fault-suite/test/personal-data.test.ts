// Every endpoint of every family that declares a personal field (personalData(): the payer's name,
// e-mail and phone, account numbers, identity documents, pay tokens, user ids), called over real HTTP
// against the sandbox with the log at debug and a tracer: neither the log nor the span carries a
// personal value of the call, in its params or in the answer; with includePersonalData they are logged.
import { type AnyEndpoint, personalFields, type TraceAttributes, type Tracer } from '@lintas/core';
import { type Logger, logging } from '@lintas/core/logging';
import { tracing } from '@lintas/core/tracing';
import { authorizationParams, neutralPaymentParams, uniqueId } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { allEndpoints, endpointOf } from '../src/endpoint-of.js';
import { moneyMovingOperations, type Params } from '../src/money-moving-operations.js';
import type { FaultBench } from '../src/start-fault-bench.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

/** A call to make: the endpoint and the params, prepared on the sandbox through the direct client. */
interface PersonalCall {
  readonly endpoint: string;
  readonly variant?: string;
  prepare(bench: FaultBench): Promise<Params>;
}

/** A Philippine GCash payment by a payer, created straight on the sandbox. */
async function philippinePayment({ direct }: FaultBench): Promise<string> {
  const { currency: _c, countryCode: _cc, channelType: _t, terminalType: _tt, ...params } = neutralPaymentParams();
  await direct.philippines.createPayment(params as never);
  return params.mchOrderId;
}

/** A J&T cash-on-delivery QR code for a parcel whose courier and customer are named, as its page allows. */
const deliveryQrCodeParams = (): Params => ({
  // https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html, "Item parameter description".
  mchOrderId: uniqueId('jtpd').replace(/-/g, ''),
  channelCode: 'THAI_DYNAMIC_QR',
  amount: 50000,
  notifyUrl: 'https://merchant.example.com/notify',
  items: [
    {
      subOrderId: uniqueId('parcel').replace(/-/g, ''),
      amount: 50000,
      regionNo: 'BKK01',
      branchNo: 'BR42',
      courierNo: 'C77',
      courierName: 'Somchai Jaidee',
      courierMobile: '0891234567',
      customerName: 'Malee Srisuk',
      customerMobile: '021234567',
      email: 'malee@example.co.th',
    },
  ],
});

/**
 * Calls of money-moving endpoints whose params in the suite's shared table hold no personal value (the
 * members are optional): here they carry one.
 */
const withPayer: PersonalCall[] = [
  { endpoint: 'thailand.createCashOnDeliveryQrCode', prepare: async () => deliveryQrCodeParams() },
];

/** Reads whose answers hold the payer: each looks up a record made straight on the sandbox. */
const reads: PersonalCall[] = [
  {
    endpoint: 'thailand.queryCashOnDeliveryQrCode',
    prepare: async ({ direct }) => {
      const params = deliveryQrCodeParams();
      await direct.thailand.createCashOnDeliveryQrCode(params as never);
      return { mchOrderId: params['mchOrderId'] };
    },
  },
  { endpoint: 'philippines.queryPayment', prepare: async (b) => ({ mchOrderId: await philippinePayment(b) }) },
  {
    endpoint: 'malaysia.queryWebpay',
    prepare: async ({ direct }) => {
      const mchOrderId = uniqueId('mypd').replace(/-/g, '');
      await direct.malaysia.createPayment({
        mchOrderId,
        amount: 56,
        customerName: 'Nur Aisyah',
        channelCode: 'MY_TNG_URL',
        email: 'aisyah@example.my',
        notifyUrl: 'https://merchant.example.com/notify',
        mobile: '0123456789',
      });
      return { mchOrderId };
    },
  },
  {
    endpoint: 'directDebit.queryTokens',
    prepare: async ({ direct, sandbox }) => {
      const params = authorizationParams();
      const { requestId } = await direct.directDebit.createAuthorizationUrl(params);
      sandbox.authorize(requestId);
      return { userId: params.userId };
    },
  },
  {
    endpoint: 'directDebit.queryPayment',
    prepare: async ({ direct, sandbox }) => {
      const { requestId } = await direct.directDebit.createAuthorizationUrl(authorizationParams());
      const { payToken } = sandbox.authorize(requestId);
      const mchOrderId = uniqueId('ddpd').replace(/-/g, '');
      await direct.directDebit.createPayment({
        mchOrderId,
        amount: 50000,
        channelCode: 'PH_GCASH_DIRECT_DEBIT',
        payToken,
        notifyUrl: 'https://merchant.example.com/notifications/direct-debit',
        items: [
          {
            subOrderId: 'sub1',
            amount: 50000,
            regionNo: 'R1',
            branchNo: 'B1',
            courierNo: 'C1',
            courierName: 'Pedro Penduko',
            courierMobile: '0912345678',
            customerName: 'Lola Basyang',
            customerMobile: '0898765432',
            email: 'lola@example.ph',
          },
        ],
      });
      return { mchOrderId };
    },
  },
];

/** The members `endpoint` marks as personal data, in its params or its answer. */
const personalOf = (endpoint: AnyEndpoint) =>
  new Set([...personalFields(endpoint.params), ...personalFields(endpoint.data)]);

const declaring = allEndpoints()
  .filter(([, endpoint]) => personalOf(endpoint).size > 0)
  .map(([name]) => name);
const calls: PersonalCall[] = [
  ...moneyMovingOperations.filter(
    (operation) =>
      declaring.includes(operation.endpoint) && !withPayer.some((call) => call.endpoint === operation.endpoint),
  ),
  ...withPayer,
  ...reads,
];

/** Every `[member, value]` under a member named in `fields`, at any depth, as text. */
function personalEntries(value: unknown, fields: ReadonlySet<string>, under?: string): [string, string][] {
  if (typeof value === 'string' || typeof value === 'number') return under ? [[under, String(value)]] : [];
  if (Array.isArray(value)) return value.flatMap((item) => personalEntries(item, fields, under));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, member]) =>
    personalEntries(member, fields, under ?? (fields.has(name) ? name : undefined)),
  );
}

/** A logger and a tracer that keep all they are given, as text. */
function recorders(): { logger: Logger; tracer: Tracer; log(): string; spans(): string } {
  const lines: string[] = [];
  const recorded: unknown[] = [];
  const write = (line: string) => void lines.push(line);
  return {
    logger: { debug: write, info: write, warn: write, error: write },
    tracer: {
      startActiveSpan: (name, options, fn) => {
        recorded.push(name, options.attributes);
        return fn({
          setAttributes: (attributes: TraceAttributes) => recorded.push(attributes),
          addEvent: (event, attributes) => recorded.push(event, attributes),
          setStatus: (status) => recorded.push(status),
          end: () => undefined,
        });
      },
    },
    log: () => lines.join('\n'),
    spans: () => JSON.stringify(recorded),
  };
}

/** Every member name of a valibot schema, at any depth: objects, wrappers, arrays, unions, pipes. */
function memberNames(node: unknown, names = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (typeof node !== 'object' || node === null || seen.has(node)) return names;
  seen.add(node);
  const schema = node as Record<string, unknown>;
  for (const [name, child] of Object.entries((schema['entries'] ?? {}) as Record<string, unknown>)) {
    names.add(name);
    memberNames(child, names, seen);
  }
  const children = [schema['wrapped'], schema['item'], schema['rest'], schema['value']];
  for (const list of [schema['items'], schema['options'], schema['pipe']])
    if (Array.isArray(list)) children.push(...list);
  for (const child of children) memberNames(child, names, seen);
  return names;
}

/** Member names that by their sound hold a person's data: one left unmarked is a forgotten personalData(). */
const soundsPersonal =
  /^(?:.*(?:customer|courier|account|payer|payee|holder|user)Name|.*email|.*mobile|.*phone|accountNo|.*idCard.*|birth.*|.*address|payToken|userId|userLoginId|.*taxId|gender)$/i;

describe('personal data in logs and spans, on every family', () => {
  it('has a call here for every endpoint that declares a personal field', () => {
    expect(declaring.length).toBeGreaterThan(15);
    expect([...new Set(calls.map((call) => call.endpoint))].sort()).toEqual([...declaring].sort());
  });

  it('marks every member whose name says it holds a person, in every endpoint of every family', () => {
    const sounding = allEndpoints().flatMap(([name, endpoint]) =>
      [...memberNames(endpoint.params), ...memberNames(endpoint.data)]
        .filter((member) => soundsPersonal.test(member))
        .map((member) => ({ member: `${name} ${member}`, marked: personalOf(endpoint).has(member) })),
    );
    // The pattern finds the marked fields (customerName, email, accountNo...): it is not empty by mistake.
    expect(sounding.length).toBeGreaterThan(40);
    expect(sounding.filter(({ marked }) => !marked).map(({ member }) => member)).toEqual([]);
  });

  describe.each(
    calls.map((call) => [call.variant ? `${call.endpoint} (${call.variant})` : call.endpoint, call] as const),
  )('%s', (_name, call) => {
    const endpoint = endpointOf(call.endpoint);
    const fields = personalOf(endpoint);

    it('leaves every personal value of its params and its answer out of the debug log and the span', async () => {
      const seen = recorders();
      const client = await bench().clientWith({
        log: logging({ level: 'debug', logger: seen.logger }),
        tracer: tracing(seen.tracer),
      });
      const params = await call.prepare(bench());
      const data = await client.call(endpoint, params as never);
      const entries = [...personalEntries(params, fields), ...personalEntries(data, fields)];
      expect(entries.length, 'the call holds personal data').toBeGreaterThan(0);
      const log = seen.log();
      expect(log).toContain('answer body');
      for (const [member, value] of entries) {
        // A short value (a gender code) is found as the member it is, not as text anywhere.
        if (value.length >= 4) expect(log, member).not.toContain(value);
        expect(log, member).not.toMatch(
          new RegExp(`"${member}":${JSON.stringify(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
        expect(seen.spans(), member).not.toContain(value.length >= 4 ? value : `"${member}"`);
      }
    });

    it('logs them when the log opts in with includePersonalData', async () => {
      const seen = recorders();
      const client = await bench().clientWith({
        log: logging({ level: 'debug', logger: seen.logger, includePersonalData: true }),
      });
      const params = await call.prepare(bench());
      const data = await client.call(endpoint, params as never);
      const entries = [...personalEntries(params, fields), ...personalEntries(data, fields)];
      expect(entries.length, 'the call holds personal data').toBeGreaterThan(0);
      for (const [member, value] of entries) expect(seen.log(), member).toContain(value);
    });
  });
});
