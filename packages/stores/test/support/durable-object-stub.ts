// A Worker that hands each request to the Durable Object it names, as a stub's `fetch` does inside a
// Worker: the store's client (`createDurableObjectNotificationStore`) runs in the test's process and its
// requests reach the real `NotificationStoreObject`, in workerd, through a proxy that can fail.
import type { DurableObjectNamespaceLike } from '../../src/cloudflare/index.js';

export { NotificationStoreObject } from '../../src/cloudflare/index.js';

export default {
  async fetch(request: Request, env: { NOTIFICATIONS: DurableObjectNamespaceLike<unknown> }): Promise<Response> {
    const name = new URL(request.url).searchParams.get('object') ?? '';
    const stub = env.NOTIFICATIONS.get(env.NOTIFICATIONS.idFromName(name));
    const answer = await stub.fetch('https://notification-store.lintas/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: await request.text(),
    });
    return Response.json(await answer.json(), { status: answer.status });
  },
};
