// The merchant's endpoints as a Cloudflare Worker: settings from its bindings, notifications deduplicated
// by Durable Objects (a Worker's instances share no memory).
import { createDurableObjectNotificationStore, type DurableObjectNamespaceLike } from '@lintas/stores/cloudflare';
import { handleMerchantRequest, type MerchantSettings } from './merchant-app.js';

export { NotificationStoreObject } from '@lintas/stores/cloudflare';

interface Env extends MerchantSettings {
  readonly NOTIFICATIONS: DurableObjectNamespaceLike<unknown>;
}

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    return handleMerchantRequest(request, env, createDurableObjectNotificationStore({ namespace: env.NOTIFICATIONS }));
  },
};
