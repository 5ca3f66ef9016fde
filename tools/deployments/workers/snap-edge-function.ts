// The SNAP merchant's endpoints as a Vercel Edge Function, run by the `edge-runtime` package; its
// settings inlined at build time, as Vercel inlines `process.env`.
import { handleSnapMerchantRequest, type SnapMerchantSettings } from './snap-merchant-app.js';

declare const SNAP_SETTINGS: SnapMerchantSettings;
declare function addEventListener(
  type: 'fetch',
  listener: (event: { request: Request; respondWith(response: Promise<Response>): void }) => void,
): void;

addEventListener('fetch', (event) => {
  event.respondWith(handleSnapMerchantRequest(event.request, SNAP_SETTINGS));
});
