import { DurableObject } from 'cloudflare:workers';

/** Where an order stands. Only a notification the gateway confirmed moves it from `pending`. */
export type OrderStatus = 'pending' | 'paid' | 'failed';

/** One order of your shop. */
export interface OrderRecord {
  readonly orderId: string;
  /** In minor units: PHP 500.10 is 50010. */
  readonly amount: number;
  readonly status: OrderStatus;
  /** The gateway's id of the payment, once it is paid. */
  readonly transactionId?: string;
}

/**
 * Your orders: one Durable Object per order, named by its id, so every instance of the Worker sees the
 * same order (use D1 or your own database the same way).
 */
export class Order extends DurableObject {
  /** Records a new order, `pending` until its notification comes. */
  async add(orderId: string, amount: number): Promise<void> {
    await this.ctx.storage.put<OrderRecord>('order', { orderId, amount, status: 'pending' });
  }

  /** The order, or `undefined`. */
  async read(): Promise<OrderRecord | undefined> {
    return this.ctx.storage.get<OrderRecord>('order');
  }

  /** Forgets an order whose payment was never sent to the gateway. */
  async remove(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  /** Moves a pending order to `status`. */
  async settle(status: 'paid' | 'failed', transactionId?: string): Promise<void> {
    const order = await this.read();
    if (order?.status !== 'pending') return;
    await this.ctx.storage.put<OrderRecord>('order', { ...order, status, ...(transactionId ? { transactionId } : {}) });
  }
}
