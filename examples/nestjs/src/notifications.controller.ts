import type { NotificationHandler } from '@lintas/core';
import { Controller, Inject, Post, type RawBodyRequest, Req, Res } from '@nestjs/common';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { NOTIFICATIONS } from './lintas.providers.js';

@Controller('notifications')
export class NotificationsController {
  constructor(@Inject(NOTIFICATIONS) private readonly notifications: NotificationHandler) {}

  /**
   * The signature is over the exact body: `rawBody: true` (main.ts) keeps its bytes in `req.rawBody`, and
   * they, not the parsed `req.body`, go to the handler.
   */
  @Post()
  async receive(@Req() req: RawBodyRequest<ExpressRequest>, @Res() res: ExpressResponse): Promise<void> {
    const answer = await this.notifications(
      new Request(`${req.protocol}://${req.get('host')}${req.originalUrl}`, {
        method: 'POST',
        headers: { 'content-type': req.get('content-type') ?? 'application/json' },
        body: new Uint8Array(req.rawBody ?? []),
      }),
    );
    res
      .status(answer.status)
      .type('application/json')
      .send(await answer.text());
  }
}
