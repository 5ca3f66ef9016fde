// The merchant's receiver of notification-lookups.mjs: createNotificationHandler with `plugins:
// [philippines]` and `confirm`, a client of the sandbox under the merchant's appId, on node:http, from
// the build named by CORE and PHILIPPINES (file URLs: this tree's, or a previous release's). It tells its
// parent its port, and on 'processed' the order ids its disbursement.success listener ran for. Every
// option is the handler's default: what a merchant who writes the docs' example gets.
import { createServer } from 'node:http';

const { CORE, PHILIPPINES, SANDBOX_URL, APP_ID, PRIVATE_KEY, PLATFORM_PUBLIC_KEY } = process.env;
const { createClient, createNotificationHandler, rsaSha256Signer, rsaSha256Verifier, toNodeListener } = await import(
  CORE
);
const { philippines } = await import(PHILIPPINES);

const processed = [];
const client = createClient({
  baseUrl: SANDBOX_URL,
  appId: APP_ID,
  signer: await rsaSha256Signer({ privateKey: PRIVATE_KEY }),
});
const handler = createNotificationHandler({
  verifier: rsaSha256Verifier({ publicKey: PLATFORM_PUBLIC_KEY }),
  plugins: [philippines],
  confirm: client,
  onError: () => undefined,
  on: { 'disbursement.success': (n) => void processed.push(n.payload.mchOrderId) },
});
const server = createServer(toNodeListener(handler));
process.on('message', (message) => {
  if (message === 'processed') process.send({ type: 'processed', processed });
  else if (message === 'exit') {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  }
});
server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
