import type { Context } from 'hono';
import type { SandboxContext } from '../context.js';
import type { HonoEnv } from '../server/hono-env.js';
import { currencyExponent } from '../state/countries.js';
import { refreshCheckout } from '../state/refresh-checkout.js';
import { formatMajorUnits } from '../utils/amounts.js';
import { formatGatewayTime } from '../utils/time.js';
import { renderPage } from './page-layout.js';
import { qrFigure } from './qr-figure.js';

type PageHandler = (c: Context<HonoEnv>) => Response;

function money(amount: number, currency: string): string {
  return `${currency} ${formatMajorUnits(amount, currencyExponent(currency))}`;
}

function missing(what: string): Response {
  return new Response(`<!doctype html><h1>Unknown ${what}</h1>`, {
    status: 404,
    headers: { 'content-type': 'text/html' },
  });
}

/** `/__sandbox/pay/:transactionId` and `/__sandbox/cashier/:transactionId`: pay or fail a payment. */
export function paymentPage(sandbox: SandboxContext): PageHandler {
  return (c) => {
    const payment = sandbox.store.payments.get(c.req.param('transactionId') ?? '');
    if (!payment) return missing('payment');
    const actions =
      payment.status === 'PENDING'
        ? [
            { label: 'Pay', route: '/payments/complete', body: { transactionId: payment.transactionId } },
            { label: 'Fail', route: '/payments/fail', body: { transactionId: payment.transactionId } },
          ]
        : [];
    const facts: Array<[string, string]> = [
      ['Order', payment.mchOrderId],
      ['Transaction', payment.transactionId],
      ['Amount', money(payment.amount, payment.currency)],
      ['Channel', payment.channelCode],
      ['Status', payment.status],
    ];
    const figure = payment.channelType === 'QR' ? qrFigure(payment.payData) : '';
    return c.html(renderPage('Sandbox payment', facts, actions, payment.redirectUrl, figure));
  };
}

/** `/__sandbox/checkout/:checkoutId`: pick a channel and pay a checkout. */
export function checkoutPage(sandbox: SandboxContext): PageHandler {
  return (c) => {
    const checkout = sandbox.store.checkouts.get(c.req.param('checkoutId') ?? '');
    if (!checkout) return missing('checkout');
    refreshCheckout(checkout, sandbox.now());
    const codes =
      checkout.channelCodeList ??
      sandbox.channels.paymentChannelsOf(checkout.countryCode).map((channel) => channel.channelCode);
    const actions =
      checkout.status === 'PENDING'
        ? codes.map((channelCode) => ({
            label: `Pay with ${channelCode}`,
            route: '/checkouts/pay',
            body: { checkoutId: checkout.checkoutId, channelCode },
          }))
        : [];
    const facts: Array<[string, string]> = [
      ['Order', checkout.mchOrderId],
      ['Amount', money(checkout.amount, checkout.currency)],
      ['Status', checkout.status],
      ['Expires', formatGatewayTime(checkout.expiresAt)],
    ];
    return c.html(renderPage('Sandbox checkout', facts, actions, checkout.redirectUrl));
  };
}

/** `/__sandbox/authorize/:appId/:requestId`: approve or reject a direct-debit authorization. */
export function authorizationPage(sandbox: SandboxContext): PageHandler {
  return (c) => {
    const appId = c.req.param('appId') ?? '';
    const authorization = sandbox.store.authorizations.get(appId, c.req.param('requestId') ?? '');
    if (!authorization) return missing('authorization');
    const body = { appId, requestId: authorization.requestId };
    const actions =
      authorization.status === 'PENDING'
        ? [
            { label: 'Approve', route: '/authorizations/authorize', body },
            { label: 'Reject', route: '/authorizations/reject', body },
          ]
        : [];
    const facts: Array<[string, string]> = [
      ['User', authorization.userId],
      ['Channel', authorization.channelCode],
      ['Status', authorization.status],
    ];
    return c.html(renderPage('Sandbox direct-debit authorization', facts, actions, authorization.redirectUrl));
  };
}
