import { definePlugin } from '@lintas/core';
import { type SnapEndpoints, snapEndpoints } from './snap-endpoints.js';

/**
 * The Snap API family. Mount it with `createClient(config).use(snap)` and call
 * `client.snap.<operation>(params)`.
 *
 * @example
 * ```ts
 * import { createClient, rsaSha256Signer } from '@lintas/core';
 * import { snap } from '@lintas/snap';
 *
 * const client = createClient({
 *   baseUrl: 'https://openapi.example.com',
 *   appId: process.env.LINTAS_APP_ID!,
 *   signer: await rsaSha256Signer({ privateKey: process.env.LINTAS_PRIVATE_KEY! }),
 * }).use(snap);
 * ```
 */
export const snap = definePlugin<'snap', SnapEndpoints>({
  name: 'snap',
  endpoints: snapEndpoints,
});
