import { Injectable } from '@nestjs/common';

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

/**
 * Your orders table. A Map stands for it here, so that the example runs with nothing else installed; in
 * your database, make each change idempotent (`update orders set status = 'paid' where id = $1 and
 * status = 'pending'`).
 */
@Injectable()
export class OrdersService {
  readonly #orders = new Map<string, Order>();

  /** Records a new order, `pending` until its notification comes. */
  add(orderId: string, amount: number): Order {
    const order: Order = { orderId, amount, status: 'pending' };
    this.#orders.set(orderId, order);
    return order;
  }

  /** The order, or `undefined`. */
  find(orderId: string): Order | undefined {
    return this.#orders.get(orderId);
  }

  /** Forgets an order whose payment was never sent to the gateway. */
  remove(orderId: string): void {
    this.#orders.delete(orderId);
  }

  /** Marks an order paid by the gateway's transaction `transactionId`. */
  markPaid(orderId: string, transactionId: string): void {
    const order = this.#orders.get(orderId);
    if (order?.status === 'pending') Object.assign(order, { status: 'paid', transactionId });
  }

  /** Marks an order whose payment failed. */
  markFailed(orderId: string): void {
    const order = this.#orders.get(orderId);
    if (order?.status === 'pending') order.status = 'failed';
  }
}
