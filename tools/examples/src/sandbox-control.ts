import type { DeliveryLogEntry } from '@lintas/sandbox';

/** Calls the sandbox's control API (the payer, the channel, the dashboard) and answers its JSON. */
export async function control(sandbox: string, method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
  const response = await fetch(`${sandbox}/__sandbox/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /__sandbox/${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * Waits (up to 30 s) for the first finished delivery of the notification of transaction `transactionId`
 * to `url`, and answers it.
 */
export async function deliveryOf(sandbox: string, url: string, transactionId: string): Promise<DeliveryLogEntry> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const deliveries = (await control(sandbox, 'GET', 'deliveries')) as DeliveryLogEntry[];
    const found = deliveries.find(
      (delivery) => delivery.url.startsWith(url) && delivery.param.includes(`"transactionId":"${transactionId}"`),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no delivery of ${transactionId} to ${url} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
