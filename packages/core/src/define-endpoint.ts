import type { GenericSchema } from 'valibot';
import type { EndpointDefinition } from './types/endpoint.js';

/**
 * Declares one gateway operation. An identity function: it exists so TypeScript infers the schemas'
 * types. Run the result with `client.call(endpoint, params)`, or group endpoints into a plugin.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { defineEndpoint } from '@lintas/core';
 *
 * export const queryCheckout = defineEndpoint({
 *   path: '/open-api/payment/checkout/query',
 *   params: v.strictObject({ checkoutId: v.string() }),
 *   data: v.looseObject({ checkoutId: v.string(), status: v.string() }),
 *   retry: 'read',
 * });
 * ```
 */
export function defineEndpoint<const TParams extends GenericSchema, const TData extends GenericSchema>(
  definition: EndpointDefinition<TParams, TData>,
): EndpointDefinition<TParams, TData> {
  return definition;
}
