import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.js';
import type { CallRecord } from '../src/console/api-types.js';
import { type RunningConsole, startConsole } from '../src/console/start-console.js';
import { createResources } from '../src/resources.js';
import { type OpenBrowser, openChromium } from './helpers/chromium.js';
import { overflowAt, WIDTHS } from './helpers/overflow.js';

// The sandbox's home page, as the console's embedded sandbox serves it: the console makes the calls
// (so the sandbox has requests, payments and notifications to show) and receives the notifications.
describe("the sandbox's home page in Chromium", () => {
  const resources = createResources();
  let chromium: OpenBrowser | undefined;
  let running: RunningConsole;
  let page: Page;

  const createPayment = async (): Promise<CallRecord> => {
    const response = await fetch(new URL('/api/call/philippines/createPayment', running.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        params: {
          mchOrderId: `home${Date.now()}${Math.floor(Math.random() * 1000)}`,
          amount: 50010,
          customerName: 'Juan dela Cruz',
          channelCode: 'PH_GCASH_URL',
          email: 'juan@example.com',
          mobile: '09171234567',
          notifyUrl: (await formDefaults()).notifyUrl,
        },
      }),
    });
    return (await response.json()) as CallRecord;
  };
  const formDefaults = async () =>
    (
      (await (await fetch(new URL('/api/operations/philippines/createPayment', running.url))).json()) as {
        defaults: Record<string, string>;
      }
    ).defaults;

  beforeAll(async () => {
    running = await startConsole(readConfig({}), resources, { port: 0 });
    chromium = await openChromium();
    ({ page } = chromium);
  }, 180_000);

  afterAll(async () => {
    await chromium?.close();
    await resources.close();
  });

  it('shows each API request with the envelope received and the envelope answered', { timeout: 120_000 }, async () => {
    const payment = await createPayment();
    const transactionId = String((payment.outcome.result as { transactionId: string }).transactionId);
    await page.goto(`${running.baseUrl}/`);
    const request = page.locator('#requests tbody tr', { hasText: '/open-api/philippines/payment/generate' }).first();
    await request.locator('summary').click();
    const sent = JSON.parse((await request.locator('pre.request-body').textContent()) ?? '{}') as {
      appId: string;
      sign: string;
      param: { mchOrderId: string; amount: number };
    };
    expect(sent.appId).toBe(running.appId);
    expect(sent.param).toMatchObject({ mchOrderId: payment.params['mchOrderId'], amount: 50010 });
    expect(sent.sign).toBe((payment.outcome.exchanges[0]?.envelope as { sign?: string } | undefined)?.sign);
    const answered = JSON.parse((await request.locator('pre.response-body').textContent()) ?? '{}') as {
      code: number;
      data: { transactionId: string };
    };
    expect(answered).toMatchObject({ code: 10000, data: { transactionId } });
    // It stays open while the page refreshes (every second).
    await page.waitForTimeout(2500);
    expect(await request.locator('details').getAttribute('open')).not.toBeNull();
  });

  it('leaves the buttons under the pointer in place while it refreshes and new rows arrive', async () => {
    const first = await createPayment();
    const id = String((first.outcome.result as { transactionId: string }).transactionId);
    const pay = page.locator(`#payments tr[data-key="${id}"] button`, { hasText: 'Pay' });
    await pay.hover();
    await pay.evaluate((button) => {
      (button as HTMLElement & { marked?: boolean }).marked = true;
    });
    await createPayment();
    await expect.poll(() => page.locator('#payments tbody tr').count()).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(2500);
    // The same element, not a copy drawn again: the mark set on it is still there.
    expect(await pay.evaluate((button) => (button as HTMLElement & { marked?: boolean }).marked)).toBe(true);
    await pay.click();
    await expect.poll(() => page.locator(`#payments tr[data-key="${id}"] .status`).textContent()).toBe('COMPLETED');
  });

  it("opens a transaction's detail view: its record, the requests and notifications that name it", async () => {
    const payment = await createPayment();
    const id = String((payment.outcome.result as { transactionId: string }).transactionId);
    await page.locator(`#payments tr[data-key="${id}"] a.open`).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#payments/${id}`);
    const detail = page.locator('#detail');
    await expect.poll(() => detail.isVisible()).toBe(true);
    expect(await detail.locator('h2').textContent()).toContain(`payment ${id}`);
    expect(await detail.locator('table.fields').textContent()).toContain(String(payment.params['mchOrderId']));
    expect(await detail.textContent()).toContain('API requests naming it (1)');
    await detail.locator('button', { hasText: 'Pay' }).click();
    await expect.poll(() => detail.textContent()).toContain('Notifications naming it (1)');
    expect(await detail.locator('table.fields').textContent()).toContain('COMPLETED');
    // The address keeps it: a reload opens it again.
    await page.reload();
    await expect.poll(() => page.locator('#detail table.fields').textContent()).toContain(id);
  });

  it('fits 1280 and 1400 px: a QR payout, a request opened, a detail view open', async () => {
    const answer = await fetch(new URL('/api/call/philippines/createPayout', running.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        params: {
          mchOrderId: `homeqr${Date.now()}`,
          idempotencyId: `homeqr${Date.now()}idem`,
          amount: 50010,
          payMethodCode: 'SCANQR',
          // A QR Ph code's content, as a payee shows it: 140 characters, one space.
          accountNo:
            '00020101021127630011ph.ppmi.p2m0111GCASHPHPXXX0316MANGINASAL000120416MANGINASAL00012520458145303608540550.005802PH5911MANG INASAL6006MANILA6304ABCD',
          accountName: 'MANG INASAL',
        },
      }),
    });
    const payout = (await answer.json()) as CallRecord;
    expect(payout.outcome.error).toBeUndefined();
    const id = String((payout.outcome.result as { transactionId: string }).transactionId);
    await page.goto(`${running.baseUrl}/`);
    await expect.poll(() => page.locator(`#payouts tr[data-key="${id}"]`).count()).toBe(1);
    await page
      .locator('#requests tbody tr', { hasText: '/open-api/philippines/disbursement/transfer' })
      .first()
      .locator('summary')
      .click();
    for (const width of WIDTHS) expect(await overflowAt(page, width), `home at ${width} px`).toEqual([]);
    await page.locator(`#payouts tr[data-key="${id}"] a.open`).click();
    await expect.poll(() => page.locator('#detail').isVisible()).toBe(true);
    await page.locator('#detail summary').first().click();
    for (const width of WIDTHS) expect(await overflowAt(page, width), `detail at ${width} px`).toEqual([]);
  });

  it('sends a notification again from its delivery', async () => {
    const before = await page.locator('#deliveries tbody tr').count();
    const latest = page.locator('#deliveries tbody tr').first();
    expect(await latest.textContent()).toContain('acknowledged');
    await latest.locator('button', { hasText: 'Resend' }).click();
    await expect.poll(() => page.locator('#deliveries tbody tr').count()).toBe(before + 1);
    expect(await page.locator('#deliveries tbody tr').first().textContent()).toContain('payment.success');
    if (process.env['LOOK']) await page.screenshot({ path: '/tmp/home.png', fullPage: true });
  });
});
