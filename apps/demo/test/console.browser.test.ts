import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import { type RunningConsole, startConsole } from '../src/console/start-console.js';
import { createResources } from '../src/resources.js';
import { type OpenBrowser, openChromium } from './helpers/chromium.js';
import { overflowAt, WIDTHS } from './helpers/overflow.js';

/** Where the run leaves its screenshot (the README's picture is a copy of one). */
const SCREENSHOT = fileURLToPath(new URL('../test-results/console.png', import.meta.url));

describe('the QA console in Chromium', () => {
  const resources = createResources();
  let chromium: OpenBrowser | undefined;
  let running: RunningConsole;
  let browser: BrowserContext;
  let page: Page;
  /** What went wrong while the page loaded: console errors, uncaught errors, requests answered 4xx or 5xx. */
  const loadErrors: string[] = [];

  beforeAll(async () => {
    running = await startConsole(readConfig({}), resources, { port: 0 });
    chromium = await openChromium();
    ({ browser, page } = chromium);
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') loadErrors.push(`console: ${message.text()}`);
    };
    const onPageError = (error: Error) => loadErrors.push(`uncaught: ${error.message}`);
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) loadErrors.push(`HTTP ${response.status()} ${response.url()}`);
    };
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    page.on('response', onResponse);
    await page.goto(running.url, { waitUntil: 'load' });
    await page.waitForSelector('body[data-ready="true"]');
    // What the browser asks for once the page has loaded (an icon) is part of loading it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('response', onResponse);
  }, 180_000);

  afterAll(async () => {
    await chromium?.close();
    await resources.close();
  });

  async function choose(operation: string): Promise<void> {
    await page.selectOption('#operation', operation);
    // The form says which operation it was drawn for: the previous operation's form is still there
    // until the new one has loaded.
    await page.waitForSelector(`#form[data-operation="${operation}"]`);
  }

  async function send(): Promise<string> {
    await page.evaluate(() => document.querySelector('#outcome')!.replaceChildren());
    await page.click('#send');
    const status = await page.waitForSelector('#outcome .outcome-head');
    return (await status.textContent()) ?? '';
  }

  /** The text of the QR code the outcome shows, as a payer's app reads it. */
  async function decodedQr(): Promise<string | undefined> {
    const pixels = await page.$eval('#qr', async (image: HTMLImageElement) => {
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, rgba: Array.from(data.data) };
    });
    return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data;
  }

  /** Runs `check` in a 1280×800 window, the laptop's, then gives the window back its size. */
  async function at1280x800(check: () => Promise<void>): Promise<void> {
    const before = page.viewportSize() ?? { width: 1400, height: 1000 };
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      await check();
    } finally {
      await page.setViewportSize(before);
    }
  }

  it("loads with no console error and no failed request (the icon is the page's own)", async () => {
    expect(loadErrors).toEqual([]);
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toBe('data:,');
  });

  it('keeps Send in view at 1280×800 without scrolling, the description two lines until opened', async () => {
    await at1280x800(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const operation of ['philippines.createPayment', 'philippines.createPayout', 'indonesia.createPayout']) {
        await choose(operation);
        const send = await page.locator('#send').boundingBox();
        expect(send, operation).not.toBeNull();
        expect((send?.y ?? 0) + (send?.height ?? 0), operation).toBeLessThanOrEqual(800);
        // Nothing covers it: a click at its centre lands on it.
        expect(
          await page.evaluate(
            ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.id,
            [(send?.x ?? 0) + (send?.width ?? 0) / 2, (send?.y ?? 0) + (send?.height ?? 0) / 2],
          ),
          operation,
        ).toBe('send');
      }
      await choose('philippines.createPayment');
      const summary = page.locator('#summary');
      const lineHeight = await summary.evaluate((box) => Number.parseFloat(getComputedStyle(box).lineHeight) || 16);
      const closed = (await summary.boundingBox())?.height ?? 0;
      expect(closed).toBeLessThanOrEqual(lineHeight * 2 + 2);
      // Closed, it still holds the whole text; "more" shows it.
      expect(await summary.textContent()).toContain('POST /open-api/philippines/payment/generate');
      await page.click('#summary-toggle');
      expect(await page.textContent('#summary-toggle')).toBe('less');
      expect((await summary.boundingBox())?.height ?? 0).toBeGreaterThan(closed);
      await page.click('#summary-toggle');
      expect((await summary.boundingBox())?.height ?? 0).toBe(closed);
    });
  });

  // What a fresh sandbox cannot serve from a form as it starts, in the console's order, each form
  // saying why: what it names is made later in the list (a refund's paid payment, a payout, a static
  // code), by the payer (a token), or by the sandbox alone (a split payment, a bound receiver).
  const EXPLAINED = [
    'neutral.closePayment',
    'neutral.createRefund',
    'neutral.listRefunds',
    'neutral.queryPayout',
    'philippines.cancelStaticCode',
    'splitV1.createSplitReturn',
    'splitV1.deleteReceiver',
    'directDebit.createPayment',
    'directDebit.queryPayment',
  ];
  /** The payer's or the sandbox's move an explained form names, played before it is chosen again. */
  const MOVES: Readonly<Record<string, () => Promise<void>>> = {
    'neutral.createRefund': async () => {
      const row = page
        .locator('#transactions tr', { hasText: 'PHP' })
        .filter({ has: page.locator('button[data-action="pay"]') })
        .first();
      const id = await row.getAttribute('data-id');
      await row.locator('button[data-action="pay"]').click();
      await expect
        .poll(() => page.locator(`#transactions tr[data-id="${id}"] .status`).textContent())
        .toBe('COMPLETED');
    },
    'directDebit.createPayment': async () => {
      const row = page
        .locator('#transactions tr')
        .filter({ has: page.locator('button[data-action="approve"]') })
        .first();
      await row.locator('button[data-action="approve"]').click();
      await expect.poll(() => page.locator('#transactions tr', { hasText: 'ACTIVED' }).count()).toBe(1);
    },
  };

  it("sends every operation as its form starts, in the console's order: each resolves, or its form says why not", {
    timeout: 240_000,
  }, async () => {
    const session = (await (await fetch(new URL('/api/session', running.url))).json()) as {
      operations: Array<{ family: string; name: string }>;
    };
    const operations = session.operations.map((operation) => `${operation.family}.${operation.name}`);
    expect(operations.length).toBeGreaterThan(40);
    const explained: string[] = [];
    await at1280x800(async () => {
      for (const operation of operations) {
        await choose(operation);
        const why = `${await page.textContent('#why')}${await page.textContent('#prepare')}`;
        const head = await send();
        if (operation === 'snap.createQris') {
          // The site's first call: the access token's request, then the call with its SNAP headers.
          const summaries = await page.locator('#outcome details > summary').allTextContents();
          expect(summaries.filter((summary) => summary.startsWith('SNAP request'))).toEqual([
            'SNAP request → POST /v2.1/access-token/b2b (attempt 1 of 2)',
            'SNAP request → POST /v2.1/qr/qr-mpm-generate (attempt 2 of 2)',
          ]);
          expect(await page.textContent('#outcome')).toContain('"accessToken": "(access token: not shown)"');
        }
        if (head.includes(`✔ ${operation} resolved`)) continue;
        expect(why, `${operation}: ${head} ${await page.textContent('#outcome')}`).not.toBe('');
        explained.push(operation);
      }
      expect(explained).toEqual(EXPLAINED);
      // Each explained one, once what it names exists (made above, or by the move its form names), resolves.
      for (const operation of explained) {
        await MOVES[operation]?.();
        await choose(operation);
        if (await page.locator('#prepare #seed').count()) await plantSeed();
        expect(await page.textContent('#why'), operation).toBe('');
        const head = await send();
        const errors = await page.locator('#form .field.invalid, #form-error').allTextContents();
        expect(head, `${operation}: ${errors.join(' | ')} ${await page.textContent('#outcome')}`).toContain(
          `✔ ${operation} resolved`,
        );
      }
    });
  });

  async function plantSeed(): Promise<void> {
    const before = await page.inputValue('#form [name]');
    await page.click('#prepare #seed');
    await expect.poll(() => page.inputValue('#form [name]')).not.toBe(before);
  }

  let transactionId = '';

  // Generous: the first call signs with a fresh key and Chromium paints its first page, on a loaded machine.
  it('creates a PH QR payment whose QR image decodes to the payData the SDK returned, and shows the signed envelope', {
    timeout: 240_000,
  }, async () => {
    await choose('philippines.createPayment');
    expect(await page.inputValue('[name="amount"]')).toBe('500.10');
    expect(await page.textContent('[data-field="amount"] .minor')).toBe('sent as 50010 (minor units)');
    await page.fill('[name="channelCode"]', 'PH_QRPH_DYNAMIC');
    expect(await send()).toContain('✔ philippines.createPayment resolved');

    const result = JSON.parse((await page.textContent('#result')) ?? '{}') as {
      transactionId: string;
      payData: string;
      channelType: string;
    };
    expect(result.channelType).toBe('QR');
    transactionId = result.transactionId;

    expect(await decodedQr()).toBe(result.payData);

    const envelope = JSON.parse((await page.textContent('#outcome pre.envelope')) ?? '{}') as {
      appId: string;
      sign: string;
      param: string;
    };
    expect(envelope.appId).toBe(running.appId);
    expect(envelope.sign).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(envelope.param)).toMatchObject({ amount: 50010, channelCode: 'PH_QRPH_DYNAMIC' });
    expect(await page.content()).not.toContain('PRIVATE KEY');
  });

  it('pays it as the payer and shows the payment.success notification arriving, next to the transaction', async () => {
    const row = page.locator(`#transactions tr[data-id="${transactionId}"]`);
    await expect.poll(() => row.locator('.status').textContent()).toBe('PENDING');
    expect(await row.textContent()).toContain('PHP 500.10');
    await row.locator('button[data-action="pay"]').click();
    await page.waitForSelector('#timeline li[data-event="payment.success"]');
    expect(await page.textContent('#timeline li[data-event="payment.success"]')).toContain(transactionId);
    await expect.poll(() => row.locator('.status').textContent()).toBe('COMPLETED');
    await expect.poll(() => row.textContent()).toContain('payment.success');
  });

  it('refunds it, and the channel completes the refund', async () => {
    await choose('neutral.createRefund');
    expect(await page.inputValue('[name="originalTransactionId"]')).toBe(transactionId);
    await page.fill('[name="refundAmount"]', '120.05');
    expect(await send()).toContain('✔ neutral.createRefund resolved');
    const refund = JSON.parse((await page.textContent('#result')) ?? '{}') as {
      refundTransactionId: string;
      refundStatus: string;
    };
    expect(refund.refundStatus).toBe('PENDING');
    expect(JSON.parse(JSON.parse((await page.textContent('#outcome pre.envelope')) ?? '{}').param)).toMatchObject({
      refundAmount: 12005,
    });

    const row = page.locator(`#transactions tr[data-id="${refund.refundTransactionId}"]`);
    await expect.poll(() => row.textContent()).toContain('PHP 120.05');
    await row.locator('button[data-action="complete-refund"]').click();
    await page.waitForSelector('#timeline li[data-event="payment.refund.success"]');
    await expect.poll(() => row.locator('.status').textContent()).toBe('COMPLETE');
  });

  it('refunds the rest of a paid payment from its row, and queries it from its row', async () => {
    const row = page.locator(`#transactions tr[data-id="${transactionId}"]`);
    // PHP 500.10 paid, 120.05 refunded above: the row offers the 380.05 left. The refund's form is on
    // show already (the test above): the wait is for the one this click draws.
    await page.evaluate(() => document.querySelector('#form')?.removeAttribute('data-operation'));
    await row.locator('button[data-call-op="neutral.createRefund"]').click();
    await page.waitForSelector('#form[data-operation="neutral.createRefund"]');
    expect(await page.inputValue('[name="originalTransactionId"]')).toBe(transactionId);
    expect(await page.inputValue('[name="refundAmount"]')).toBe('380.05');
    expect(await page.inputValue('[name="countryCode"]')).toBe('PH');
    expect(await send()).toContain('✔ neutral.createRefund resolved');
    const refund = JSON.parse((await page.textContent('#result')) ?? '{}') as { refundTransactionId: string };
    await expect
      .poll(() => page.locator(`#transactions tr[data-id="${refund.refundTransactionId}"]`).textContent())
      .toContain(`of ${transactionId}`);
    // Nothing is left to refund: the row no longer offers it.
    await expect.poll(() => row.locator('button[data-call-op="neutral.createRefund"]').count()).toBe(0);

    await row.locator('button[data-call-op="neutral.queryPayment"]').click();
    await page.waitForSelector('#form[data-operation="neutral.queryPayment"]');
    expect(await page.inputValue('[name="transactionId"]')).toBe(transactionId);
    expect(await page.inputValue('[name="mchOrderId"]')).toBe('');
    expect(await send()).toContain('✔ neutral.queryPayment resolved');
    expect(JSON.parse((await page.textContent('#result')) ?? '{}')).toMatchObject({ transactionStatus: 'COMPLETED' });
  });

  it('resends a notification (the sandbox) and replays it (the console): delivered again, handled once', async () => {
    const item = page.locator(`#timeline li[data-event="payment.success"]`, { hasText: transactionId });
    const received = async () =>
      ((await (await fetch(new URL('/api/notifications', running.url))).json()) as { received: unknown[] }).received
        .length;
    const before = await received();
    await item.locator('button[data-replay]').click();
    await expect.poll(() => item.locator('.deliveries li').count()).toBe(2);
    expect(await item.locator('.deliveries li').nth(1).textContent()).toMatch(
      /delivered again: HTTP 200, acknowledged, handled once: the listener did not run again$/,
    );
    await item.locator('button[data-resend]').click();
    await expect.poll(() => item.locator('.deliveries li').count()).toBe(3);
    expect(await item.locator('.deliveries li').nth(0).textContent()).toMatch(/delivered: HTTP 200, listener ran$/);
    expect(await received()).toBe(before);
  });

  it('updates its lists in place: rows and notifications already drawn stay the same elements', async () => {
    type Marked = HTMLElement & { marked?: boolean };
    const drawn = [
      page.locator(`#transactions tr[data-id="${transactionId}"]`),
      page.locator('#timeline > li[data-event="payment.success"]', { hasText: transactionId }),
      page.locator('#history-list tr[data-call]').last(),
    ];
    for (const element of drawn)
      await element.evaluate((node: Marked) => {
        node.marked = true;
      });
    const before = await page.locator('#transactions tbody tr').count();

    await choose('philippines.createPayment');
    expect(await send()).toContain('✔ philippines.createPayment resolved');
    const { transactionId: newer } = JSON.parse((await page.textContent('#result')) ?? '{}') as {
      transactionId: string;
    };
    await page.locator(`#transactions tr[data-id="${newer}"] button[data-action="pay"]`).click();
    await page.waitForSelector(`#timeline > li[data-key="payment.success:${newer}"]`);
    await expect.poll(() => page.locator('#transactions tbody tr').count()).toBe(before + 1);

    for (const element of drawn) expect(await element.evaluate((node: Marked) => node.marked)).toBe(true);
  });

  it('asks for a direct-debit authorization, links the payer to it, and the payer approves it', async () => {
    await choose('directDebit.createAuthorizationUrl');
    expect(await send()).toContain('✔ directDebit.createAuthorizationUrl resolved');
    const authorization = JSON.parse((await page.textContent('#result')) ?? '{}') as {
      requestId: string;
      authUrl: string;
    };
    expect(await page.getAttribute('#pay-link', 'href')).toBe(authorization.authUrl);
    // The payment form is open before the payer approves: it starts with the newest token made before.
    const tokens = page.locator('#transactions tr', { hasText: 'ACTIVED' });
    const before = await tokens.count();
    await choose('directDebit.createPayment');
    const older = await page.inputValue('[name="payToken"]');
    expect(older).toBe(before === 0 ? '' : await tokens.first().getAttribute('data-id'));
    const row = page.locator(`#transactions tr[data-id="${authorization.requestId}"]`);
    await row.locator('button[data-action="approve"]').click();
    await expect.poll(() => row.locator('.status').textContent()).toBe('AUTHORIZED');
    await expect.poll(() => tokens.count()).toBe(before + 1);

    // The token the approval made fills the open form, and a later one, and it pays.
    const payToken = (await tokens.first().getAttribute('data-id')) ?? '';
    expect(payToken).not.toBe(older);
    await expect.poll(() => page.inputValue('[name="payToken"]')).toBe(payToken);
    await choose('directDebit.queryPayment');
    await choose('directDebit.createPayment');
    expect(await page.inputValue('[name="payToken"]')).toBe(payToken);
    expect(await send()).toContain('✔ directDebit.createPayment resolved');
    expect(JSON.parse(JSON.parse((await page.textContent('#outcome pre.envelope')) ?? '{}').param)).toMatchObject({
      payToken,
    });
  });

  it('shows a validation error on the field and sends nothing; shows a gateway error typed', async () => {
    await choose('philippines.createPayment');
    await page.fill('[name="mobile"]', '12345');
    expect(await send()).toContain('Not sent');
    expect(await page.textContent('[data-field="mobile"] .error')).toContain('must be a PH mobile number');
    expect(await page.locator('#outcome pre.envelope').count()).toBe(0);

    await choose('neutral.queryPayment');
    // The form offers the last order id; this query names a transaction instead (exactly one of them).
    await page.fill('[name="mchOrderId"]', '');
    await page.fill('[name="transactionId"]', 'TX00000000000000000000');
    expect(await send()).toContain('✘ GatewayError 21006');
    expect(await page.locator('#outcome pre.envelope').count()).toBe(1);
  });

  it('sends a PH payout to an e-wallet: the form follows the variant chosen with payMethodCode', async () => {
    await choose('philippines.createPayout');
    const methods = await page.locator('[name="payMethodCode"] option').allTextContents();
    expect(methods).toEqual(['BANK', 'EWALLET', 'SCANQR']);
    expect(await page.inputValue('[name="accountNo"]')).toBe('1234567890');
    expect(await page.textContent('[data-field="accountNo"] .hint')).toContain('bank account number');

    await page.selectOption('[name="payMethodCode"]', { label: 'EWALLET' });
    // The wallet's account number and channel replace the bank's starting values; what was typed stays.
    await expect.poll(() => page.textContent('[data-field="accountNo"] .hint')).toContain("wallet's mobile number");
    expect(await page.inputValue('[name="accountNo"]')).toBe('09171234567');
    expect(await page.inputValue('[name="transferCode"]')).toBe('GCASH');
    expect(await send()).toContain('✔ philippines.createPayout resolved');
    expect(JSON.parse(JSON.parse((await page.textContent('#outcome pre.envelope')) ?? '{}').param)).toMatchObject({
      payMethodCode: 'EWALLET',
      accountNo: '09171234567',
      amount: 50010,
    });
  });

  it('sends a PH payout to a scanned QR code: SCANQR starts with a QR content and no transferCode', async () => {
    // The previous test leaves this operation chosen: choosing it again would redraw it only later, over the
    // option picked below. Another operation first makes choose() wait for a fresh form.
    await choose('neutral.queryBalance');
    await choose('philippines.createPayout');
    await page.selectOption('[name="payMethodCode"]', { label: 'SCANQR' });
    await expect.poll(() => page.inputValue('[name="accountNo"]')).toMatch(/^000201.*MANG INASAL/);
    expect(await page.inputValue('[name="transferCode"]')).toBe('');
    expect(await send()).toContain('✔ philippines.createPayout resolved');
    const sent = JSON.parse(JSON.parse((await page.textContent('#outcome pre.envelope')) ?? '{}').param);
    expect(sent).toMatchObject({ payMethodCode: 'SCANQR', accountNo: expect.stringMatching(/^000201/) });
    expect(sent).not.toHaveProperty('transferCode');

    // Its row says where the money goes, and the QR code's 140 characters wrap: no action is pushed
    // out of the window.
    const { transactionId: payout } = JSON.parse((await page.textContent('#result')) ?? '{}') as {
      transactionId: string;
    };
    const row = page.locator(`#transactions tr[data-id="${payout}"]`);
    await expect.poll(() => row.textContent()).toContain('to the QR code 000201');
    expect(await row.textContent()).not.toContain('null');
    for (const width of WIDTHS) {
      expect(await overflowAt(page, width), `${width} px`).toEqual([]);
      expect(await row.locator('button[data-action="complete-payout"]').isVisible()).toBe(true);
    }
  });

  it("says each rule once, in the SDK's words, with no raw backticks, and the path once", async () => {
    await choose('philippines.createPayment');
    expect(await page.textContent('[data-field="amount"] .hint')).toBe('In PHP, e.g. 500.10.');
    for (const hint of await page.locator('#form .hint:not(.minor), #summary').allTextContents()) {
      expect(hint).not.toContain('`');
      expect(hint).not.toMatch(/minor units|centavos|integer/);
    }
    expect(await page.locator('#summary code').allTextContents()).toContain(
      'POST /open-api/philippines/payment/generate',
    );
    expect((await page.textContent('#summary'))?.split('/open-api/philippines/payment/generate')).toHaveLength(2);
    // A rule the documentation states is not said again from the schema's checks.
    expect(await page.textContent('[data-field="mchOrderId"] .hint')).toBe(
      'Your order id, unique per payment: 1–32 characters. A second payment with it is refused (21007).',
    );

    await page.fill('[name="customerName"]', '');
    await page.locator('[name="customerName"]').blur();
    await expect.poll(() => page.textContent('[data-field="customerName"] .error')).toBe('customerName is required');
    expect(await send()).toBe('Not sent: fix the fields marked in red.');
    expect(await page.locator('#outcome pre.envelope').count()).toBe(0);
    // Fixed, the refusal goes; another operation starts without the last one's messages.
    await page.fill('[name="customerName"]', 'Juan dela Cruz');
    await page.locator('[name="customerName"]').blur();
    await expect.poll(() => page.locator('#not-sent').count()).toBe(0);
    // Send pressed from a wrong field and released a moment later, as a hand does: leaving the field
    // for Send draws no error that moves Send from under the pointer, so the click lands and says why.
    await page.fill('[name="mobile"]', '12345');
    const sendButton = page.locator('#send');
    await sendButton.scrollIntoViewIfNeeded();
    const at = await sendButton.boundingBox();
    await page.mouse.move((at?.x ?? 0) + 20, (at?.y ?? 0) + 8);
    await page.mouse.down();
    await page.waitForTimeout(500);
    expect(await sendButton.boundingBox()).toEqual(at);
    await page.mouse.up();
    await expect.poll(() => page.textContent('#outcome')).toBe('Not sent: fix the fields marked in red.');
    await choose('neutral.queryBalance');
    expect(await page.textContent('#outcome')).toBe('');
    expect(await page.locator('.field.invalid').count()).toBe(0);
  });

  it('sends each SNAP endpoint through its form: a QRIS, a duplicate typed as SnapError, an ATM code, its status', {
    timeout: 120_000,
  }, async () => {
    const fits = async (what: string) => {
      for (const width of WIDTHS) expect(await overflowAt(page, width), `${what} at ${width} px`).toEqual([]);
    };
    // PayCools cargo: a QRIS for a cash-on-delivery parcel, from the form as drawn.
    await choose('snap.createQris');
    const reference = await page.inputValue('[name="partnerReferenceNo"]');
    const merchantId = await page.inputValue('[name="merchantId"]');
    expect(merchantId).not.toBe('');
    expect(JSON.parse(await page.inputValue('[name="codAmount"]'))).toEqual({ value: '150000.00', currency: 'IDR' });
    await fits('the QRIS form');
    expect(await send()).toBe('✔ snap.createQris resolved');
    const qris = JSON.parse((await page.textContent('#result')) ?? '{}') as {
      responseCode: string;
      qrContent: string;
      referenceNo: string;
    };
    expect(qris.responseCode).toBe('2004700');
    expect(await decodedQr()).toBe(qris.qrContent);
    // The wire: the access token's request, then the call with its SNAP headers; the token never shows.
    // (The console's first QRIS, sent above, fetched the site's access token first; this one reuses it.)
    const summaries = await page.locator('#outcome details > summary').allTextContents();
    expect(summaries.filter((summary) => summary.startsWith('SNAP request'))).toEqual([
      'SNAP request → POST /v2.1/qr/qr-mpm-generate',
    ]);
    const headers = (await page.locator('#outcome pre.snap-headers').last().textContent()) ?? '';
    expect(headers).toContain(`x-partner-id: ${merchantId}`);
    expect(headers).toMatch(/^x-external-id: \d{32}$/m);
    expect(headers).toMatch(/^x-signature: [A-Za-z0-9+/]{40,}=*$/m);
    expect(headers).toContain('authorization: Bearer (access token: not shown)');
    expect(await page.locator('#outcome pre.envelope').count()).toBe(0);
    await fits('the QRIS');

    // The payer pays it from its row: the site's notification arrives verified, next to the row.
    const { referenceNo } = qris;
    const row = page.locator(`#transactions tr[data-id="${referenceNo}"]`);
    await expect.poll(() => row.textContent()).toContain('IDR 162,000');
    expect(await row.locator('.status').textContent()).toBe('PENDING');
    await row.locator('button[data-action="snap-pay"]').click();
    const notification = page.locator(`#timeline > li[data-key="snap:${referenceNo}:00"]`);
    await notification.waitFor();
    expect(await notification.textContent()).toContain(
      'SNAP payment, paycools-cargo · 00 · its SNAP signature verified',
    );
    // The sandbox sends a SNAP notification once: nothing to resend or replay.
    expect(await notification.locator('button[data-resend], button[data-replay]').count()).toBe(0);
    await expect.poll(() => row.locator('.status').textContent()).toBe('SUCCESS');
    await expect.poll(() => row.textContent()).toContain('snap.payment');
    await fits('the paid QRIS');

    // The same partnerReferenceNo again: the gateway's refusal, typed as the SDK types it.
    await expect.poll(() => page.inputValue('[name="partnerReferenceNo"]')).not.toBe(reference);
    await page.fill('[name="partnerReferenceNo"]', reference);
    expect(await send()).toBe('✘ SnapError 4094701');
    expect(await page.textContent('#outcome pre.typed-error')).toContain('/v2.1/qr/qr-mpm-generate answered 4094701');
    expect(await page.locator('#outcome pre.snap-headers').count()).toBe(1);
    await fits('the SnapError');

    // EZTrans: an ATM code, then its status by the reference the form offers.
    await choose('snap.createAtmQrCode');
    const atm = await page.inputValue('[name="partnerReferenceNo"]');
    expect(await send()).toBe('✔ snap.createAtmQrCode resolved');
    expect(JSON.parse((await page.textContent('#result')) ?? '{}')).toMatchObject({ responseCode: '2009000' });
    await choose('snap.queryPaymentStatus');
    expect(await page.inputValue('[name="originalPartnerReferenceNo"]')).toBe(atm);
    await fits('the status form');
    expect(await send()).toBe('✔ snap.queryPaymentStatus resolved');
    expect(JSON.parse((await page.textContent('#result')) ?? '{}')).toMatchObject({
      responseCode: '2005500',
      originalPartnerReferenceNo: atm,
      latestTransactionStatus: '03',
    });
    await fits('the status');
    // Paid at the ATM, its status is 00.
    const code = page.locator('#transactions tr', { hasText: atm });
    await code.locator('button[data-action="snap-pay"]').click();
    await expect.poll(() => code.locator('.status').textContent()).toBe('SUCCESS');
    expect(await send()).toBe('✔ snap.queryPaymentStatus resolved');
    expect(JSON.parse((await page.textContent('#result')) ?? '{}')).toMatchObject({ latestTransactionStatus: '00' });
  });

  it('fits 1280 and 1400 px with the form of every operation, each variant, its docs rendered', {
    timeout: 240_000,
  }, async () => {
    const session = (await (await fetch(new URL('/api/session', running.url))).json()) as {
      operations: Array<{ family: string; name: string }>;
    };
    for (const { family, name } of session.operations) {
      const operation = `${family}.${name}`;
      await choose(operation);
      // Params that are a variant (a PH payout's payMethodCode) show other fields for each option.
      const { variantKey } = (await (
        await fetch(new URL(`/api/operations/${family}/${name}`, running.url))
      ).json()) as {
        variantKey?: string;
      };
      const key = `#form select[name="${variantKey}"]`;
      const variants = variantKey
        ? await page.$$eval(`${key} option`, (options) => options.map((option) => (option as HTMLOptionElement).label))
        : [];
      for (const variant of variants.length > 0 ? variants : [undefined]) {
        if (variant !== undefined) {
          await page.selectOption(key, { label: variant });
          await expect
            .poll(() => page.$eval(key, (box: HTMLSelectElement) => box.selectedOptions[0]?.label))
            .toBe(variant);
        }
        for (const width of WIDTHS)
          expect(await overflowAt(page, width), `${operation} ${variant ?? ''} at ${width} px`).toEqual([]);
      }
      // Documentation shows as text: a {@link name} as the name, never the tag.
      for (const text of await page.locator('#summary, #form .hint').allTextContents())
        expect(text, operation).not.toMatch(/\{@link|@inheritDoc/);
    }
    await choose('neutral.createRefund');
    expect(await page.locator('#summary code').allTextContents()).toContain('listRefunds');
  });

  it('puts a new order id in the form after each send, so the next send is not a duplicate', async () => {
    await choose('philippines.createPayment');
    const first = await page.inputValue('[name="mchOrderId"]');
    expect(await send()).toContain('✔ philippines.createPayment resolved');
    await expect.poll(() => page.inputValue('[name="mchOrderId"]')).not.toBe(first);
    expect(await send()).toContain('✔ philippines.createPayment resolved');
    expect(JSON.parse((await page.textContent('#result')) ?? '{}').mchOrderId).not.toBe(first);
  });

  it("lists the country's channel codes for channelCode, the ones its documentation names first", async () => {
    await choose('philippines.createStaticCode');
    // The list is read after the form is drawn: until it comes, it still holds the previous form's
    // channels (a payment's, with no static-code channel among them).
    await page.waitForSelector('#channel-codes option[value="PH_QRPH_STATIC"]', { state: 'attached' });
    const codes = await page.$$eval('#channel-codes option', (options) =>
      options.map((option) => (option as HTMLOptionElement).value),
    );
    expect(codes[0]).toBe('PH_QRPH_STATIC');
    expect(codes).toEqual(expect.arrayContaining(['PH_GCASH_URL', 'PH_QRPH_DYNAMIC']));
    expect(codes.every((code) => code.startsWith('PH_'))).toBe(true);
    expect(await page.getAttribute('[name="channelCode"]', 'list')).toBe('channel-codes');

    await choose('neutral.createPayment');
    await page.fill('[name="countryCode"]', 'ID');
    await page.dispatchEvent('[name="countryCode"]', 'change');
    await expect.poll(() => page.getAttribute('#channel-codes', 'data-country')).toBe('ID');
    expect(
      await page.$$eval('#channel-codes option', (options) =>
        options.map((option) => (option as HTMLOptionElement).value),
      ),
    ).toContain('ID_BCA_VA');
  });

  it('fits 1280 and 1400 px with the outcome of every call made, the transactions and notifications they made', {
    timeout: 240_000,
  }, async () => {
    const rows = page.locator('#history-list tr[data-call]');
    // One call of each operation and verdict: another call of the same shows the same parts.
    const ids = await rows.evaluateAll((items) => {
      const seen = new Map<string, string>();
      for (const item of items) {
        const [, operation, verdict] = Array.from(item.querySelectorAll('td'), (cell) => cell.textContent ?? '');
        const shape = `${operation} ${verdict?.replace(/\d+ ms$/, '')}`;
        if (!seen.has(shape)) seen.set(shape, item.getAttribute('data-call') ?? '');
      }
      return [...seen.values()];
    });
    expect(ids.length).toBeGreaterThan(30);
    for (const id of ids) {
      await page.locator(`#history-list tr[data-call="${id}"]`).click();
      await expect.poll(() => page.textContent('#outcome-meta')).toMatch(new RegExp(`^#${id} `));
      for (const width of WIDTHS) expect(await overflowAt(page, width), `call #${id} at ${width} px`).toEqual([]);
    }
  });

  it('shows the newest notification without scrolling, above a transaction list that outgrew the window', async () => {
    // Every operation sent made its records: the list is longer than the window is high.
    expect(await page.locator('#transactions tbody tr').count()).toBeGreaterThan(20);
    expect(await page.$eval('#transactions tbody', (rows) => rows.scrollHeight > window.innerHeight)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const width of WIDTHS) {
      expect(await overflowAt(page, width)).toEqual([]);
      const newest = await page.locator('#timeline > li').first().boundingBox();
      expect(newest, `${width} px`).not.toBeNull();
      expect(newest?.y, `${width} px`).toBeGreaterThanOrEqual(0);
      expect((newest?.y ?? 0) + (newest?.height ?? 0), `${width} px`).toBeLessThanOrEqual(
        page.viewportSize()?.height ?? 0,
      );
    }
  });

  it('keeps a history of calls with their times, newest first, after a reload too, and shows one again', async () => {
    await choose('neutral.queryBalance');
    expect(await send()).toContain('resolved');
    const rows = page.locator('#history-list tr[data-call]');
    // The row arrives on the console's event stream, after the outcome panel is drawn.
    await expect.poll(async () => (await rows.first().textContent()) ?? '').toContain('neutral.queryBalance');
    const newest = (await rows.first().textContent()) ?? '';
    expect(newest).toMatch(/^\d\d:\d\d:\d\d/);
    expect(newest).toContain('neutral.queryBalance');
    expect(newest).toContain('✔ resolved');
    const count = await rows.count();
    expect(count).toBeGreaterThan(30);
    // The history scrolls in its own panel, in the window: many calls at once, down to the first one.
    const list = page.locator('#history-list');
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const width of WIDTHS) {
      await overflowAt(page, width);
      await list.evaluate((box) => box.scrollTo(0, 0));
      const inView = () =>
        list.evaluate((box) => {
          const panel = box.getBoundingClientRect();
          const bottom = Math.min(panel.bottom, window.innerHeight);
          return Array.from(box.querySelectorAll('tr[data-call]'))
            .filter((row) => {
              const at = row.getBoundingClientRect();
              return at.top >= panel.top - 1 && at.bottom <= bottom + 1;
            })
            .map((row) => Number(row.getAttribute('data-call')));
        });
      expect((await inView()).length, `calls in view at ${width} px`).toBeGreaterThanOrEqual(10);
      await list.evaluate((box) => box.scrollTo(0, box.scrollHeight));
      expect(await inView(), `${width} px`).toContain(1);
    }
    const ids = await rows.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-call'))));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // An earlier call shows again as it was: a gateway error, with its attempt on the wire.
    const refused = rows.filter({ hasText: 'GatewayError 21006' }).first();
    const refusedId = await refused.getAttribute('data-call');
    await refused.click();
    await expect
      .poll(() => page.textContent('#outcome-meta'))
      .toMatch(new RegExp(`^#${refusedId} · neutral.queryPayment`));
    expect(await page.textContent('#outcome-status')).toBe('✘ GatewayError 21006');
    expect(await page.locator('#outcome pre.envelope').count()).toBe(1);

    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await rows.count()).toBe(count);
    expect(await rows.first().textContent()).toBe(newest);
  });

  it('lists notifications newest first with the time each arrived, the same after a reload', async () => {
    const times = () =>
      page.$$eval('#timeline > li[data-key] .time', (items) => items.map((item) => item.textContent ?? ''));
    const keys = () =>
      page.$$eval('#timeline > li[data-key]', (items) => items.map((item) => item.getAttribute('data-key')));
    const shown = await keys();
    // The receiver's list, oldest first: each payment, refund and authorization of the tests above.
    const answer = (await (await fetch(new URL('/api/notifications', running.url))).json()) as {
      received: Array<{ key: string; at: number }>;
    };
    expect(answer.received.length).toBeGreaterThan(3);
    const ats = answer.received.map((notification) => notification.at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    expect(shown).toEqual(answer.received.map((notification) => notification.key).reverse());
    const before = await times();
    for (const time of before) expect(time).toMatch(/^\d\d:\d\d:\d\d$/);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await keys()).toEqual(shown);
    expect(await times()).toEqual(before);
  });

  it('at 1280×800: ids and event names stay whole, each id copies, and every status word is in the legend', async () => {
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(running.url).origin });
    await at1280x800(async () => {
      // An inline element that wraps is drawn as more than one box.
      const broken = await page.$$eval('#transactions code.token, #timeline code.token, #timeline .event', (tokens) =>
        tokens.filter((token) => token.getClientRects().length > 1).map((token) => token.textContent),
      );
      expect(broken).toEqual([]);
      expect(await overflowAt(page, 1280)).toEqual([]);
      const ids = await page.$$eval('#transactions tbody tr', (rows) =>
        rows.map((row) => [
          row.getAttribute('data-id'),
          row.querySelector('button[data-copy-id]')?.getAttribute('data-copy-id'),
        ]),
      );
      expect(ids.length).toBeGreaterThan(20);
      for (const [id, copies] of ids) expect(copies).toBe(id);
      const row = page.locator('#transactions tbody tr').nth(3);
      await row.locator('button[data-copy-id]').click();
      await expect.poll(() => row.locator('button[data-copy-id]').textContent()).toBe('✓');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await row.getAttribute('data-id'));

      await page.click('#legend summary');
      const legend = await page.$$eval('#legend [data-status]', (words) => words.map((word) => word.textContent));
      const shown = await page.$$eval('#transactions .status', (words) => words.map((word) => word.textContent));
      expect(new Set(shown).size).toBeGreaterThan(4);
      for (const word of shown) expect(legend, `${word} in the legend`).toContain(word);
      expect(await page.isVisible('#legend [data-status="COMPLETE"]')).toBe(true);
      await page.click('#legend summary');
    });
  });

  it('at 1280×800: filters the history and the notifications by the words typed', async () => {
    await at1280x800(async () => {
      const shownText = (selector: string) =>
        page.$$eval(selector, (items) =>
          items.filter((item) => !(item as HTMLElement).hidden).map((item) => item.textContent ?? ''),
        );
      const calls = await page.locator('#history-list tr[data-call]').count();
      await page.fill('#history-filter', 'queryPayment 21006');
      const refused = await shownText('#history-list tr[data-call]');
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.length).toBeLessThan(calls);
      for (const text of refused) expect(text).toMatch(/queryPayment.*21006/);
      await page.fill('#history-filter', '');
      expect((await shownText('#history-list tr[data-call]')).length).toBe(calls);

      const notifications = await page.locator('#timeline > li[data-key]').count();
      await page.fill('#timeline-filter', 'refund.success');
      const refunds = await shownText('#timeline > li[data-key]');
      expect(refunds.length).toBeGreaterThan(0);
      expect(refunds.length).toBeLessThan(notifications);
      for (const text of refunds) expect(text).toContain('refund.success');
      await page.fill('#timeline-filter', '');
      expect((await shownText('#timeline > li[data-key]')).length).toBe(notifications);

      // A field naming a record offers the records it may name: a payout query, the PH payouts.
      await choose('neutral.queryPayout');
      const offered = await page.$$eval('#records-transactionId option', (options) =>
        options.map((option) => (option as HTMLOptionElement).value),
      );
      const payouts = await page.$$eval('#transactions tbody tr', (rows) =>
        rows
          .filter((row) => row.querySelector('.kind')?.textContent === 'payout' && row.textContent?.includes('PHP'))
          .map((row) => row.getAttribute('data-id')),
      );
      expect(offered.length).toBeGreaterThan(1);
      expect(offered).toEqual(payouts);
      expect(await page.getAttribute('[name="transactionId"]', 'list')).toBe('records-transactionId');
    });
  });

  it('exports the history as JSON and as a HAR 1.2 log, every attempt on the wire, no key', async () => {
    const download = async (link: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.click(link)]);
      return readFileSync((await file.path()) ?? '', 'utf8');
    };
    const json = await download('#export-json');
    const calls = JSON.parse(json) as Array<{ id: number; outcome: { exchanges: unknown[] } }>;
    expect(calls.map((call) => call.id)).toEqual(
      await page.$$eval('#history-list tr[data-call]', (rows) =>
        rows.map((row) => Number(row.getAttribute('data-call'))),
      ),
    );
    const har = await download('#export-har');
    const log = (
      JSON.parse(har) as {
        log: {
          version: string;
          entries: Array<{ request: { url: string; postData: { text: string } }; response: { status: number } }>;
        };
      }
    ).log;
    expect(log.version).toBe('1.2');
    expect(log.entries).toHaveLength(calls.reduce((sum, call) => sum + call.outcome.exchanges.length, 0));
    for (const entry of log.entries) expect(entry.request.url.startsWith(running.baseUrl)).toBe(true);
    expect(log.entries.some((entry) => JSON.parse(entry.request.postData.text).appId === running.appId)).toBe(true);
    // No key: a SNAP call's TypeScript names the variable it reads the key from, never a key.
    for (const text of [json, har]) expect(text).not.toMatch(/-----BEGIN|PRIVATE KEY-----/);
  });

  it('at 1280×800: loads a call from the history back into its form, to edit and send again', async () => {
    await at1280x800(async () => {
      await choose('philippines.createPayout');
      await page.selectOption('[name="payMethodCode"]', { label: 'EWALLET' });
      await page.fill('[name="amount"]', '321.45');
      expect(await send()).toContain('✔ philippines.createPayout resolved');
      const sent = JSON.parse(JSON.parse((await page.textContent('#outcome pre.envelope')) ?? '{}').param) as {
        idempotencyId: string;
      };
      await choose('neutral.queryBalance');
      const row = page.locator('#history-list tr[data-call]', { hasText: 'philippines.createPayout' }).first();
      const id = await row.getAttribute('data-call');
      await row.click();
      await page.waitForSelector('#form[data-operation="philippines.createPayout"]');
      await expect.poll(() => page.textContent('#loaded')).toMatch(new RegExp(`^Loaded from call #${id}`));
      expect(
        await page.$eval('[name="payMethodCode"]', (box: HTMLSelectElement) => box.selectedOptions[0]?.label),
      ).toBe('EWALLET');
      expect(await page.inputValue('[name="accountNo"]')).toBe('09171234567');
      expect(await page.inputValue('[name="amount"]')).toBe('321.45');
      // A new idempotency id: sending it again is a new payout, not a duplicate.
      expect(await page.inputValue('[name="idempotencyId"]')).toMatch(/^idem/);
      expect(await page.inputValue('[name="idempotencyId"]')).not.toBe(sent.idempotencyId);
      await page.fill('[name="amount"]', '12.34');
      expect(await send()).toContain('✔ philippines.createPayout resolved');
      expect(JSON.parse(JSON.parse((await page.textContent('#outcome pre.envelope')) ?? '{}').param)).toMatchObject({
        payMethodCode: 'EWALLET',
        amount: 1234,
      });
    });
  });

  it('injects a sandbox fault from the page: the next call fails as chosen, then the sandbox serves again', async () => {
    await page.selectOption('#fault-path', '/open-api/account/balance');
    await page.selectOption('#fault-kind', 'business-code');
    await page.fill('#fault-value', '21010');
    await page.fill('#fault-times', '2');
    await page.click('#faults-panel button[data-faults="inject"]');
    await expect
      .poll(() => page.textContent('#fault-list'))
      .toMatch(/\/open-api\/account\/balance business-code 21010 · fired 0 · 2 left/);
    await choose('neutral.queryBalance');
    expect(await send()).toBe('✘ GatewayError 21010');
    await expect.poll(() => page.textContent('#fault-list')).toContain('fired 1 · 1 left');
    await page.click('#faults-panel button[data-faults="clear"]');
    await expect.poll(() => page.textContent('#fault-list')).toBe('No fault: every call is served.');
    expect(await send()).toContain('✔ neutral.queryBalance resolved');
  });

  it('copies a call as cURL (the signed request as sent) and as TypeScript, neither holding a key', async () => {
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(running.url).origin });
    await choose('neutral.queryBalance');
    expect(await send()).toContain('resolved');
    await page.click('#outcome button[data-copy="curl"]');
    // The click only starts the copy: the page says it copied once the clipboard took the text.
    await expect.poll(() => page.textContent('#copied')).toBe(' copied the cURL command');
    const curl = await page.evaluate(() => navigator.clipboard.readText());
    expect(curl).toBe(await page.textContent('#outcome pre.curl'));
    expect(curl).toContain(`curl -sS -X POST '${running.baseUrl}/open-api/account/balance'`);
    expect(curl).toContain(`"appId":"${running.appId}"`);
    await page.click('#outcome button[data-copy="typescript"]');
    await expect.poll(() => page.textContent('#copied')).toBe(' copied the TypeScript');
    const code = await page.evaluate(() => navigator.clipboard.readText());
    expect(code).toContain('const client = (await createClientFromEnv()).use(neutral);');
    expect(code).toContain("await client.neutral.queryBalance({\n  countryCode: 'PH',\n});");
    expect(code).not.toContain('sign');
    for (const text of [curl, code]) expect(text).not.toMatch(/PRIVATE KEY|privateKey/);
  });

  it('runs one scenario group from the page with progress and per-step timing', async () => {
    await page.click('#groups button[data-group="errors"]');
    const summary = await page.waitForSelector('#run-result');
    expect(await summary.textContent()).toBe('2 passed, 0 failed');
    const steps = await page.locator('#steps li').allTextContents();
    expect(steps).toHaveLength(2);
    for (const step of steps) expect(step).toMatch(/^✔ errors: .+ \d+ ms$/);
    expect(await page.$eval('#progress', (bar: HTMLProgressElement) => bar.value)).toBe(2);

    // The README's screenshot: the payment's QR code, the transactions and the notifications.
    await choose('philippines.createPayment');
    expect(await send()).toContain('resolved');
    await page.waitForSelector('#qr');
    await page.evaluate(() => document.querySelector('#call')?.scrollTo(0, 0));
    mkdirSync(join(SCREENSHOT, '..'), { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
  });

  it('runs the notifications group twice in one console, every step passing both times', {
    timeout: 120_000,
  }, async () => {
    for (const run of [1, 2]) {
      await page.evaluate(() => document.querySelector('#run-result')?.remove());
      await page.click('#groups button[data-group="notifications"]');
      const summary = await page.waitForSelector('#run-result', { timeout: 90_000 });
      const failed = await page.locator('#steps li.s-failed').allTextContents();
      expect(failed, `run ${run}`).toEqual([]);
      expect(await summary.textContent(), `run ${run}`).toMatch(/^\d+ passed, 0 failed/);
    }
  });
});
