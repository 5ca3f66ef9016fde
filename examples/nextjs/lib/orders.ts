// Your orders table. A Map stands for it here, so that the example runs with nothing else installed;
// in your database, make each change idempotent (`update orders set status = 'paid' where id = $1 and
// status = 'pending'`).

/** Where an order stands. Only a notification the gateway confirmed moves it from `pending`. */
export type OrderStatus = 'pending' | 'paid' | 'failed';

/** One order of your shop. */
export interface Order {
  readonly orderId: string;
  /** In minor units: PHP 500.10 is 50010. */
  readonly amount: number;
  status: OrderStatus;
  /** The gateway's id of the payment, once it is paid. */
  transactionId?: string;
}

// On globalThis: Next.js may load this module once per route, and every route must see the same orders.
const shared = globalThis as typeof globalThis & { exampleOrders?: Map<string, Order> };
shared.exampleOrders ??= new Map<string, Order>();
const orders = shared.exampleOrders;

/** Records a new order, `pending` until its notification comes. */
export function addOrder(orderId: string, amount: number): Order {
  const order: Order = { orderId, amount, status: 'pending' };
  orders.set(orderId, order);
  return order;
}

/** The order, or `undefined`. */
export function findOrder(orderId: string): Order | undefined {
  return orders.get(orderId);
}

/** Forgets an order whose payment was never sent to the gateway. */
export function removeOrder(orderId: string): void {
  orders.delete(orderId);
}

/** Marks an order paid by the gateway's transaction `transactionId`. */
export function markPaid(orderId: string, transactionId: string): void {
  const order = orders.get(orderId);
  if (order?.status === 'pending') Object.assign(order, { status: 'paid', transactionId });
}

/** Marks an order whose payment failed. */
export function markFailed(orderId: string): void {
  const order = orders.get(orderId);
  if (order?.status === 'pending') order.status = 'failed';
}
