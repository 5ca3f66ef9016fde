import { randomUUID } from 'node:crypto';
import { isRequestValidationError } from '@lintas/core';
import {
  BadGatewayException,
  BadRequestException,
  Body,
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import { LINTAS_CLIENT, type LintasClient } from './lintas.providers.js';
import { type Order, OrdersService } from './orders.service.js';

// Where the gateway reaches this app; on the gateway, your public https address.
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

@Controller('orders')
export class OrdersController {
  constructor(
    @Inject(LINTAS_CLIENT) private readonly client: LintasClient,
    private readonly orders: OrdersService,
  ) {}

  /** Creates an order and its payment; answers where to send the payer. */
  @Post()
  async create(@Body() body: { amount?: number }): Promise<{ orderId: string; payData: string | undefined }> {
    const orderId = randomUUID().replaceAll('-', ''); // mchOrderId: 1-32 characters
    // Recorded first: once the payment request is sent, its notification may come whatever happens here.
    this.orders.add(orderId, Number(body.amount));
    try {
      const payment = await this.client.philippines.createPayment({
        mchOrderId: orderId,
        amount: body.amount as number, // minor units, checked before anything is sent
        customerName: 'Juan Dela Cruz',
        email: 'juan@example.com',
        mobile: '09171234567',
        channelCode: 'PH_GCASH_URL',
        notifyUrl: `${publicUrl}/notifications`,
      });
      return { orderId, payData: payment.payData };
    } catch (error) {
      if (isRequestValidationError(error)) {
        this.orders.remove(orderId); // nothing was sent
        throw new BadRequestException({ error: error.message });
      }
      // Any other error may leave a payment on the gateway: the order stays pending for its notification.
      console.error(error);
      throw new BadGatewayException({ orderId, error: error instanceof Error ? error.message : String(error) });
    }
  }

  @Get(':orderId')
  find(@Param('orderId') orderId: string): Order {
    const order = this.orders.find(orderId);
    if (!order) throw new NotFoundException({ error: 'no such order' });
    return order;
  }
}
