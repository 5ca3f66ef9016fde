import {
  createClient,
  createNotificationHandler,
  isNotificationNotConfirmedError,
  type Notification,
  rsaSha256Signer,
  rsaSha256Verifier,
  toNodeListener,
} from '@lintas/core';
import { createDemoMerchant } from '@lintas/sandbox';
import { until, useListeners } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { thailand } from '../src/index.js';
import { uniqueId, useSandbox } from './setup-sandbox.js';

// https://jtdocs.bluepay.asia/en/AbnormalTranIssue/ProcessingResultNotification.html: ticket.status.processing,
// .rejected and .closed go to the ticket's notifyUrl; https://jtdocs.bluepay.asia/en/AbnormalTranIssue/SearchDisResult.html
// looks the ticket up.

const setup = useSandbox();
const listen = useListeners();
const letters = (prefix: string) => uniqueId(prefix).replace(/-/g, '');

async function receiver() {
  const seen: Notification[] = [];
  const errors: unknown[] = [];
  const listener = (notification: Notification) => void seen.push(notification);
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: setup.sandbox.platformPublicKey }),
    plugins: [thailand],
    confirm: setup.client,
    on: {
      'ticket.status.processing': listener,
      'ticket.status.rejected': listener,
      'ticket.status.closed': listener,
    },
    onError: (error) => void errors.push(error),
  });
  return { url: `${await listen(toNodeListener(handler))}/tickets`, seen, errors };
}

async function ticket(notifyUrl: string, client = setup.client) {
  const mchOrderId = letters('jtqr');
  await client.thailand.createCashOnDeliveryQrCode({
    mchOrderId,
    channelCode: 'THAI_DYNAMIC_QR',
    amount: 2500,
    notifyUrl: 'https://merchant.example.com/qr',
  });
  return client.thailand.createTicket({
    requestId: letters('ticket'),
    mchOrderId,
    amount: 2500,
    ticketType: 1,
    payerType: 1,
    courierMobile: '0611111111',
    transactionDate: new Date().toISOString().slice(0, 10),
    notifyUrl,
    problemDescription: 'Paid on delivery, the code still shows PENDING',
    proofImage: ['bluepay/onboard/extern/receipt.jpg'],
  });
}

const acknowledged = (url: string, eventName: string) => () =>
  setup.sandbox
    .deliveries()
    .some((entry) => entry.url === url && entry.eventName === eventName && entry.status === 'acknowledged');

describe('the ticket events of the thailand plugin', () => {
  it('types and confirms processing, then closed, with queryTicket, the page’s mixed-case Closed included', async () => {
    const target = await receiver();
    const { ticketNo } = await ticket(target.url);
    setup.sandbox.decideTicket({ ticketNo, ticketStatus: 'PROCESSING' });
    await until(acknowledged(target.url, 'ticket.status.processing'));
    setup.sandbox.decideTicket({
      ticketNo,
      ticketStatus: 'CLOSED',
      transactionStatus: 'COMPLETED',
      customerServiceReply: 'The payment reached us; the code is now COMPLETED.',
    });
    await until(acknowledged(target.url, 'ticket.status.closed'));
    expect(target.errors).toEqual([]);
    expect(target.seen).toMatchObject([
      {
        eventName: 'ticket.status.processing',
        kind: 'ticket',
        payload: { ticketId: ticketNo, ticketStatus: 'Processing' },
      },
      {
        eventName: 'ticket.status.closed',
        payload: { ticketId: ticketNo, ticketStatus: 'Closed', transactionStatus: 'COMPLETED' },
        record: { ticketNo, ticketStatus: 'CLOSED', transactionStatus: 'COMPLETED' },
      },
    ]);
  });

  it('confirms a rejected ticket', async () => {
    const target = await receiver();
    const { ticketNo } = await ticket(target.url);
    setup.sandbox.decideTicket({ ticketNo, ticketStatus: 'REJECTED', customerServiceReply: 'No proof of payment.' });
    await until(acknowledged(target.url, 'ticket.status.rejected'));
    expect(target.seen).toMatchObject([{ eventName: 'ticket.status.rejected', record: { ticketStatus: 'REJECTED' } }]);
  });

  it('does not confirm the closed ticket of another merchant, sent to this merchant’s URL', async () => {
    const target = await receiver();
    const other = createDemoMerchant(setup.sandbox);
    const otherClient = createClient({
      baseUrl: setup.sandbox.url,
      appId: other.appId,
      signer: await rsaSha256Signer({ privateKey: other.privateKey }),
    }).use(thailand);
    const { ticketNo } = await ticket(target.url, otherClient);
    setup.sandbox.decideTicket({ ticketNo, ticketStatus: 'CLOSED', transactionStatus: 'COMPLETED' });
    await until(() => target.errors.some((error) => isNotificationNotConfirmedError(error)));
    expect(target.seen).toEqual([]);
  });
});
