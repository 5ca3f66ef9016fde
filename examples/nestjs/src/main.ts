import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';

// rawBody: true keeps each request's exact bytes in req.rawBody beside the parsed body: a notification's
// signature is over them.
const app = await NestFactory.create<NestExpressApplication>(AppModule, { rawBody: true });
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
await app.listen(port, host);
console.log(`NestJS example listening on http://${host}:${port}`);
