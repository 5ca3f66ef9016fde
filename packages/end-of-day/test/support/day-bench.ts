import { createClient, rsaSha256Signer } from '@lintas/core';
import { neutral } from '@lintas/neutral';
import { philippines } from '@lintas/philippines';
import {
  createDemoMerchant,
  type DemoMerchant,
  type Sandbox,
  type SandboxOptions,
  startSandbox,
} from '@lintas/sandbox';
import type { ReconciliationJournal } from '@lintas/stores';
import { createRedisJournal } from '@lintas/stores/redis';
import { neutralPaymentParams, uniqueId } from '@lintas/testing';
import { createClient as createRedisClient } from 'redis';
import { merchantKeys } from './build-package.js';

/** A sandbox, a merchant with an OpenPGP key registered for its packages, and its clients. */
export interface DayBench {
  readonly sandbox: Sandbox;
  readonly merchant: DemoMerchant;
  /** The merchant's OpenPGP keys: the sandbox encrypts its packages to the public one. */
  readonly keys: { readonly publicKey: string; readonly privateKey: string };
  readonly journal: ReconciliationJournal;
  /** The journal's Redis key prefix. */
  readonly prefix: string;
  /** A client whose money-moving calls are journaled. */
  readonly client: Awaited<ReturnType<typeof clientOf>>;
  /** A client of the same merchant that journals nothing (calls made outside your application). */
  readonly unjournaled: Awaited<ReturnType<typeof clientOf>>;
  /** Today, as the gateway dates (UTC+8). */
  readonly today: string;
  close(): Promise<void>;
}

async function clientOf(sandbox: Sandbox, merchant: DemoMerchant, journal?: ReconciliationJournal) {
  const signer = await rsaSha256Signer({ privateKey: merchant.privateKey });
  return createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer,
    retry: { initialDelay: 5 },
    ...(journal === undefined ? {} : { journal }),
  })
    .use(neutral)
    .use(philippines);
}

/** Starts a day bench on a fresh Redis key prefix of the run's Redis. */
export async function startDayBench(redisUrl: string, options: SandboxOptions = {}): Promise<DayBench> {
  const sandbox = await startSandbox(options);
  const merchant = createDemoMerchant(sandbox);
  const keys = await merchantKeys();
  await sandbox.setReportSettings({ appId: merchant.appId, publicKey: keys.publicKey });
  const redis = await createRedisClient({ url: redisUrl }).connect();
  // Unique across the test files' processes (uniqueId counts per process): one journal per merchant.
  const prefix = `day-${crypto.randomUUID()}:`;
  const journal = createRedisJournal({ client: redis, prefix });
  return {
    sandbox,
    merchant,
    keys,
    journal,
    prefix,
    client: await clientOf(sandbox, merchant, journal),
    unjournaled: await clientOf(sandbox, merchant),
    today: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
    async close() {
      await sandbox.close();
      await redis.quit();
    },
  };
}

/** A PHP 500.10 payment of the bench's merchant, through `client`; completed unless `pending`. */
export async function pay(bench: DayBench, client: DayBench['client'], pending = false) {
  const payment = await client.neutral.createPayment(neutralPaymentParams());
  if (!pending) bench.sandbox.completePayment({ transactionId: payment.transactionId });
  return payment;
}

/** A PHP 1,500.00 bank payout of the bench's merchant, through `client`, completed. */
export async function payOut(bench: DayBench, client: DayBench['client']) {
  const payout = await client.philippines.createPayout({
    mchOrderId: uniqueId('out').replace(/-/g, ''),
    idempotencyId: uniqueId('idem'),
    amount: 150000,
    accountNo: '001234567890',
    accountName: 'Jose Reyes',
    payMethodCode: 'BANK',
    transferCode: 'CIMB',
  });
  bench.sandbox.completePayout({ transactionId: payout.transactionId });
  return payout;
}
