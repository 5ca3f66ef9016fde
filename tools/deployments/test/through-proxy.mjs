// Runs the built @lintas/core on Bun or Deno with every call sent through the HTTP proxy at argv[5], the
// way each runtime's own fetch takes a proxy: Bun's `proxy` option (https://bun.sh/docs/api/fetch#proxy),
// Deno's `Deno.createHttpClient({ proxy })` (https://docs.deno.com/api/deno/~/Deno.createHttpClient).
// Queries the payment argv[6] of the sandbox at argv[2], then calls through the proxy at argv[7], where
// nothing listens. Prints one JSON line of what it saw.
import * as v from 'valibot';
import { createClient, defineEndpoint, rsaSha256Signer } from '../../../packages/core/dist/index.js';

const [baseUrl, appId, privateKey, proxyUrl, mchOrderId, closedProxyUrl] = globalThis.Deno
  ? Deno.args
  : process.argv.slice(2);

function fetchThrough(proxy) {
  if (globalThis.Deno) {
    const client = Deno.createHttpClient({ proxy: { url: proxy } });
    return (input, init) => fetch(input, { ...init, client });
  }
  return (input, init) => fetch(input, { ...init, proxy });
}

const queryPayment = defineEndpoint({
  path: '/open-api/philippines/payment/query',
  params: v.strictObject({ mchOrderId: v.string() }),
  data: v.looseObject({ transactionId: v.string() }),
  retry: 'read',
});
const signer = await rsaSha256Signer({ privateKey });
const client = (proxy) =>
  createClient({ baseUrl, appId, signer, fetch: fetchThrough(proxy), retry: { initialDelay: 10, limit: 1 } });

const { data, metadata } = await client(proxyUrl).call(queryPayment, { mchOrderId }).withMetadata();
const refused = await client(closedProxyUrl)
  .call(queryPayment, { mchOrderId })
  .then(
    () => undefined,
    (error) => ({ name: error.name, code: error.code }),
  );
console.log(JSON.stringify({ transactionId: data.transactionId, attempts: metadata.attempts.length, refused }));
