import { GatewayCode, isGatewayError, isOutcomeUnknownError, isRequestValidationError } from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rejectionOf, uniqueId, useSandbox } from '../../test/setup-sandbox.js';
import { CreateTicketDataSchema, type CreateTicketParams } from './create-ticket.js';

const path = '/open-api/bluepay/abnormalTransIssue/addIssueFromOpen';
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

  it('is not sent again when the answer is lost after the gateway opened the ticket: one ticket, OutcomeUnknownError with the requestId', async () => {
    const params = documented(await deliveryPayment());
    const before = setup.sandbox.hits(path);
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    const error = await rejectionOf(setup.client.thailand.createTicket(params));
    expect(isOutcomeUnknownError(error) && error.keys).toEqual({ requestId: params.requestId });
    expect(setup.sandbox.hits(path) - before).toBe(1);
    expect(ticketsOf(params.requestId)).toHaveLength(1);
    // The status check it names finds the ticket.
    await expect(setup.client.thailand.queryTicket({ requestId: params.requestId })).resolves.toMatchObject({
      ticketStatus: 'PENDING',
    });
  });
});
