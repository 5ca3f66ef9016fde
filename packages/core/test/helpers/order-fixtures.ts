import { afterEach, beforeEach } from 'vitest';
import { type ClientConfig, createClient, rsaSha256Signer, type Signer } from '../../src/index.js';
import { merchantKeys, startTestGateway, type TestGateway } from './test-gateway.js';

/** Params of a `createOrder` call. */
export const order = { mchOrderId: 'order-1', amount: 50010, notifyUrl: 'https://merchant.example/notify' };
/** What the test gateway answers when the order is created. */
export const created = { mchOrderId: 'order-1', transactionId: 'TX1', transactionStatus: 'PENDING' };
/** What `queryOrder` answers for the order. */
export const found = { ...created, amount: 50010 };

/** A test gateway per test, and clients of it; read `gateway` inside tests only. */
export interface OrderGateway {
  readonly gateway: TestGateway;
  client(config?: Partial<ClientConfig>): ReturnType<typeof createClient>;
}

/** Starts a test gateway before each test of the calling file and closes it after. */
export function useOrderGateway(): OrderGateway {
  const keys = merchantKeys();
  let signer: Signer;
  const setup = {
    gateway: undefined as unknown as TestGateway,
    client: (config: Partial<ClientConfig> = {}) =>
      createClient({ baseUrl: setup.gateway.url, appId: 'app-1', signer, retry: { initialDelay: 5 }, ...config }),
  };
  beforeEach(async () => {
    signer = await rsaSha256Signer({ privateKey: keys.privateKey });
    setup.gateway = await startTestGateway(keys.publicKey);
  });
  afterEach(() => setup.gateway.close());
  return setup;
}
