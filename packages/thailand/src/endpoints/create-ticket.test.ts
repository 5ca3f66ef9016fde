import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import { type FaultProxy, matchCall, startFaultProxy } from '@lintas/testing';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { CreateTicketDataSchema, type CreateTicketParams } from './create-ticket.js';

const path = '/open-api/bluepay/abnormalTransIssue/addIssueFromOpen';
const lookupPath = '/open-api/bluepay/abnormalTransIssue/searchDisResult';
const setup = useSandbox();
const letters = (prefix: string) => uniqueId(prefix).replace(/-/g, '');

/** A J&T cash-on-delivery payment to open a ticket about. */
async function deliveryPayment() {
  const mchOrderId = letters('jtqr');
  await setup.client.thailand.createCashOnDeliveryQrCode({
    mchOrderId,
    channelCode: 'THAI_DYNAMIC_QR',
    amount: 100_000,
    notifyUrl: 'https://merchant.example.com/qr',
  });
  return mchOrderId;
}

/** The page's example param (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/AddIssueFromOpen.html), its first two proof images, for `mchOrderId`. */
const documented = (mchOrderId: string, overrides: Partial<CreateTicketParams> = {}): CreateTicketParams => ({
  requestId: letters('ticket'),
  mchOrderId,
  amount: 100000,
  ticketType: 1,
  payerType: 2,
  courierMobile: '0611111111',
  payerMobile: '0611111112',
  transactionDate: '2025-10-29',
  notifyUrl: 'https://webhook.site/2eadaa58-8d72-43b6-baa5-fd9206b55627',
  problemDescription: 'problemDescription',
  proofImage: [
    'bluepay/onboard/extern/22fe507ee71d04cee1665b9879164724.jpg',
    'bluepay/onboard/extern/ec6a0b833f7def2bf05664f7c2ca491b.jpeg',
  ],
  ...overrides,
});

const ticketsOf = (requestId: string) =>
  setup.sandbox.state().tickets.filter((ticket) => ticket.requestId === requestId);

describe('thailand.createTicket', () => {
  it('opens a PENDING ticket about a payment from the page’s example, answering its ticket number', async () => {
    const params = documented(await deliveryPayment());
    const data = await setup.client.thailand.createTicket(params);
    expect(data).toEqual({ requestId: params.requestId, ticketNo: expect.any(String) });
    expect(ticketsOf(params.requestId)).toMatchObject([
      { ticketNo: data.ticketNo, ticketStatus: 'PENDING', proofImage: params.proofImage, payerType: 2 },
    ]);
  });

  it('takes no payer phone when the rider paid', async () => {
    const { payerMobile: _payer, ...params } = documented(await deliveryPayment(), { payerType: 1 });
    await expect(setup.client.thailand.createTicket(params)).resolves.toMatchObject({ requestId: params.requestId });
  });

  it('reads an answer with only the ticket number: the page shows the answer’s table, no example', () => {
    expect(v.parse(CreateTicketDataSchema, { ticketNo: '20251017145803' })).toEqual({ ticketNo: '20251017145803' });
  });

  it('refuses a recipient’s ticket without the payer’s phone, with format checks off too, six proof images and a long description, before sending', async () => {
    const before = setup.sandbox.hits(path);
    const { payerMobile: _payer, ...withoutPayer } = documented('PC880001');
    const lenient = await setup.clientWith({ formatChecks: false });
    const payer = await rejectionOf(lenient.thailand.createTicket(withoutPayer));
    expect(isRequestValidationError(payer) && payer.issues.map((issue) => issue.path)).toEqual(['payerMobile']);
    const images = Array.from({ length: 6 }, (_, index) => `bluepay/onboard/extern/${index}.jpg`);
    const many = await rejectionOf(
      setup.client.thailand.createTicket(
        documented('PC880001', { proofImage: images, problemDescription: 'x'.repeat(501) }),
      ),
    );
    expect(isRequestValidationError(many) && many.issues.map((issue) => issue.path).sort()).toEqual([
      'problemDescription',
      'proofImage',
    ]);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a ticket about an order id without a payment as GatewayError 21006', async () => {
    const error = await rejectionOf(setup.client.thailand.createTicket(documented(letters('none'))));
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.TransactionNotFound);
  });
});

// After an attempt that may have opened the ticket, createTicket is never sent again (the page names no
// refusal of a reused requestId): it looks the ticket up by its requestId
// (https://jtdocs.bluepay.asia/en/AbnormalTranIssue/SearchDisResult.html) and resolves with it, or ends
// in OutcomeUnknownError naming that check when none is found.
describe('thailand.createTicket after a lost answer', () => {
  let proxy: FaultProxy | undefined;
  beforeAll(async () => {
    proxy = await startFaultProxy({ target: setup.sandbox.url });
  });
  afterAll(() => proxy?.close());
  /** A client through the fault proxy, and the proxy. */
  const throughProxy = async () => {
    if (!proxy) throw new Error('the proxy starts in beforeAll');
    return { proxy, client: await setup.clientWith({ baseUrl: proxy.url }) };
  };
  const lookups = () => setup.sandbox.hits(lookupPath);

  it('resolves with the ticket found by its requestId when the first attempt’s answer is lost, sending it once', async () => {
    const params = documented(await deliveryPayment());
    const [sent, looked] = [setup.sandbox.hits(path), lookups()];
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const data = await setup.client.thailand.createTicket(params);
    const tickets = ticketsOf(params.requestId);
    expect(tickets).toHaveLength(1);
    expect(data).toEqual({ ticketNo: tickets[0]?.ticketNo, requestId: params.requestId });
    expect(setup.sandbox.hits(path) - sent).toBe(1);
    expect(lookups() - looked).toBe(1);
  });

  it('resolves with the ticket when a later attempt, after a rate limit that did nothing, loses its answer', async () => {
    const params = documented(await deliveryPayment());
    const sent = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'rate-limit', retryAfterSeconds: 0 });
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const data = await setup.client.thailand.createTicket(params);
    expect(ticketsOf(params.requestId)).toMatchObject([{ ticketNo: data.ticketNo }]);
    expect(setup.sandbox.hits(path) - sent).toBe(2);
  });

  it('resolves with the ticket when a proxy answers HTTP 503 after the gateway opened it, on a later attempt', async () => {
    const { proxy, client } = await throughProxy();
    const params = documented(await deliveryPayment());
    const match = matchCall(path, { requestId: params.requestId });
    proxy.plan(match, { kind: 'status-before', status: 429 }, { kind: 'status-after', status: 503 });
    const data = await client.thailand.createTicket(params);
    expect(ticketsOf(params.requestId)).toMatchObject([{ ticketNo: data.ticketNo }]);
    expect(proxy.forwarded(match)).toHaveLength(1);
  });

  it('resolves with the one ticket when every remaining attempt is answered 429 after the gateway opened it', async () => {
    const { proxy, client } = await throughProxy();
    const params = documented(await deliveryPayment());
    const match = matchCall(path, { requestId: params.requestId });
    const rateLimited = { kind: 'status-after', status: 429 } as const;
    proxy.plan(match, rateLimited, rateLimited, rateLimited, rateLimited, rateLimited, rateLimited);
    const data = await client.thailand.createTicket(params);
    // A 429 says nothing was done, so it is sent again (the sandbox refuses the reused requestId, and
    // the proxy turns that into 429 too); once no retry is left, the lookup finds the first attempt's ticket.
    expect(ticketsOf(params.requestId)).toMatchObject([{ ticketNo: data.ticketNo }]);
    expect(proxy.forwarded(match).length).toBeGreaterThan(1);
  });

  it('resolves with the ticket when the merchant’s own fetch aborts on its timer after the gateway answered', async () => {
    const params = documented(await deliveryPayment());
    const sent = setup.sandbox.hits(path);
    const client = await setup.clientWith({
      fetch: async (input, init) => {
        const response = await globalThis.fetch(input, init);
        if (!new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith(path)) return response;
        await response.arrayBuffer();
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      },
    });
    const data = await client.thailand.createTicket(params);
    expect(ticketsOf(params.requestId)).toMatchObject([{ ticketNo: data.ticketNo }]);
    expect(setup.sandbox.hits(path) - sent).toBe(1);
  });

  it('ends in OutcomeUnknownError naming queryTicket, never sending again, when no ticket is found (HTTP 503 before opening it)', async () => {
    const params = documented(await deliveryPayment());
    const sent = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'http', status: 503 });
    const error = await rejectionOf(setup.client.thailand.createTicket(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ requestId: params.requestId });
    expect(isOutcomeUnknownError(error) && error.statusCheck?.method).toBe('thailand.queryTicket');
    expect(isOutcomeUnknownError(error) && error.message).toContain(`client.thailand.queryTicket({ requestId })`);
    // The lookup's "not found": a request still on its way might yet open it, so not "failed".
    expect(isOutcomeUnknownError(error) && isGatewayError(error.cause) && error.cause.code).toBe(
      GatewayCode.TransactionNotFound,
    );
    expect(setup.sandbox.hits(path) - sent).toBe(1);
    expect(ticketsOf(params.requestId)).toHaveLength(0);
  });

  it('ends in OutcomeUnknownError with one ticket when the lookup fails on every attempt too', async () => {
    const params = documented(await deliveryPayment());
    const sent = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    setup.sandbox.injectFault({ path: lookupPath, kind: 'http', status: 503, times: 10 });
    const error = await rejectionOf(setup.client.thailand.createTicket(params));
    setup.sandbox.clearFaults();
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ requestId: params.requestId });
    expect(setup.sandbox.hits(path) - sent).toBe(1);
    expect(ticketsOf(params.requestId)).toHaveLength(1);
    // Later, the check it names finds the ticket.
    await expect(setup.client.thailand.queryTicket({ requestId: params.requestId })).resolves.toMatchObject({
      ticketStatus: 'PENDING',
    });
  });
});
