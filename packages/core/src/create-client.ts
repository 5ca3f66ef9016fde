import { runCall } from './call/run-call.js';
import type { Transport } from './call/transport.js';
import { checkBaseUrl } from './check-base-url.js';
import { createTransport } from './create-transport.js';
import type { CallOptions, Client, ClientConfig } from './types/client.js';
import type { AnyEndpoint } from './types/endpoint.js';
import { redactInspection } from './utils/redact.js';

/**
 * Creates a client of the gateway. It has no endpoints of its own: add API families with `use()`, or
 * run any endpoint with `call()`. The signer and its key stay inside: the client prints and serialises
 * as `{ appId, baseUrl, plugins }` only.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 *
 * const client = createClient({
 *   baseUrl: 'http://127.0.0.1:8790', // npx lintas-sandbox; the gateway's address in production
 *   appId: 'demo-app',
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(philippines);
 *
 * const payment = await client.philippines.createPayment({ mchOrderId: 'order-1', amount: 50010, ... });
 * ```
 */
export function createClient(config: ClientConfig): Client {
  checkBaseUrl(config?.baseUrl);
  return buildClient(createTransport(config), {});
}

function buildClient(transport: Transport, namespaces: Readonly<Record<string, object>>): Client {
  const call = (endpoint: AnyEndpoint, params: unknown, options?: CallOptions) =>
    runCall(transport, endpoint, params, options);
  const client = {
    ...namespaces,
    appId: transport.appId,
    baseUrl: transport.baseUrl,
    call,
    use(plugin: { name: string; endpoints: Record<string, AnyEndpoint> }) {
      if (plugin.name in client) throw new TypeError(`client.use: the name "${plugin.name}" is taken already`);
      const methods: Record<string, unknown> = {};
      for (const [name, endpoint] of Object.entries(plugin.endpoints)) {
        methods[name] = (params: unknown, options?: CallOptions) => call(endpoint, params, options);
      }
      return buildClient(transport, { ...namespaces, [plugin.name]: Object.freeze(methods) });
    },
  };
  redactInspection(client, 'LintasClient', {
    appId: transport.appId,
    baseUrl: transport.baseUrl,
    plugins: Object.keys(namespaces),
  });
  return Object.freeze(client) as unknown as Client;
}
