/** An order as every example answers it at `GET /orders/<orderId>`. */
export interface ExampleOrder {
  readonly orderId: string;
  readonly amount: number;
  readonly status: 'pending' | 'paid' | 'failed';
  readonly transactionId?: string;
}

/** `POST /orders` of an example: its HTTP status and JSON answer. */
export async function createOrder(
  app: string,
  amount: unknown,
): Promise<{ status: number; body: { orderId?: string; payData?: string; error?: string } }> {
  const response = await fetch(`${app}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount }),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/** `GET /orders/<orderId>` of an example. */
export async function readOrder(app: string, orderId: string): Promise<ExampleOrder> {
  const response = await fetch(`${app}/orders/${orderId}`);
  if (response.status !== 200) throw new Error(`GET /orders/${orderId} answered ${response.status}`);
  return (await response.json()) as ExampleOrder;
}

/** Waits (up to 30 s) until the order's status is `status`, and answers the order. */
export async function orderWhen(app: string, orderId: string, status: ExampleOrder['status']): Promise<ExampleOrder> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const order = await readOrder(app, orderId);
    if (order.status === status) return order;
    if (Date.now() > deadline) throw new Error(`order ${orderId} is still ${order.status}, not ${status}, after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
