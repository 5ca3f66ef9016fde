import { Module } from '@nestjs/common';
import { lintasProviders } from './lintas.providers.js';
import { NotificationsController } from './notifications.controller.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';

@Module({
  controllers: [OrdersController, NotificationsController],
  providers: [OrdersService, ...lintasProviders],
})
export class AppModule {}
