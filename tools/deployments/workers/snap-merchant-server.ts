// The SNAP merchant's endpoints on Bun's or Deno's own server (Bun.serve, Deno.serve), its settings
// inlined at build time; prints `{"port":<n>}` once it listens on 127.0.0.1.
import { handleSnapMerchantRequest, type SnapMerchantSettings } from './snap-merchant-app.js';

declare const SNAP_SETTINGS: SnapMerchantSettings;
interface Runtimes {
  readonly Bun?: { serve(options: object): { port: number } };
  readonly Deno?: { serve(options: object, handler: (request: Request) => Promise<Response>): unknown };
}

const runtimes = globalThis as Runtimes;
const fetch = (request: Request) => handleSnapMerchantRequest(request, SNAP_SETTINGS);
if (runtimes.Bun) {
  const server = runtimes.Bun.serve({ port: 0, hostname: '127.0.0.1', fetch });
  console.log(JSON.stringify({ port: server.port }));
} else if (runtimes.Deno) {
  runtimes.Deno.serve(
    { port: 0, hostname: '127.0.0.1', onListen: ({ port }: { port: number }) => console.log(JSON.stringify({ port })) },
    fetch,
  );
}
