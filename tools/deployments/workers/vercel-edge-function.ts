// The merchant's endpoints as a Vercel Edge Function, run by the `edge-runtime` package (the runtime
// `vercel dev` runs Edge Functions in, https://edge-runtime.vercel.app/). Its settings are inlined at
// build time, as Vercel inlines `process.env`. Vercel's Edge runtime has no storage of its own that
// Lintas ships a store for: this function deduplicates in the memory of its isolate.
import { createMemoryNotificationStore } from '@lintas/core';
import { handleMerchantRequest, type MerchantSettings } from './merchant-app.js';

declare const LINTAS_SETTINGS: MerchantSettings;
declare function addEventListener(
  type: 'fetch',
  listener: (event: { request: Request; respondWith(response: Promise<Response>): void }) => void,
): void;

const store = createMemoryNotificationStore();

addEventListener('fetch', (event) => {
  event.respondWith(handleMerchantRequest(event.request, LINTAS_SETTINGS, store));
});
