// The SNAP merchant's endpoints as a Cloudflare Worker: settings from its bindings.
import { handleSnapMerchantRequest, type SnapMerchantSettings } from './snap-merchant-app.js';

export default {
  fetch: (request: Request, env: SnapMerchantSettings): Promise<Response> => handleSnapMerchantRequest(request, env),
};
