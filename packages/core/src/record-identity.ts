import type { AnyEndpoint } from './types/endpoint.js';

/** Schema types of an object member that may be left out or `null`. */
const optionalTypes = new Set(['optional', 'exact_optional', 'undefinedable', 'nullish', 'nullable']);

/**
 * The members of a write endpoint's success `data` that identify the record it created or changed: its
 * policy's `identifiedBy` when it declares them, else the members its `data` schema requires. A success
 * answer with none of them is not acted on (see `WritePolicy.identifiedBy`). Empty for a read, and for
 * a write whose `data` is not an object schema or requires nothing and declares nothing: its success
 * code alone is then the answer.
 *
 * @example
 * ```ts
 * import { recordIdentity } from '@lintas/core';
 * import { createCheckout } from '@lintas/neutral';
 *
 * recordIdentity(createCheckout); // ['checkoutId', 'cashierUrl']
 * ```
 */
export function recordIdentity(endpoint: AnyEndpoint): readonly string[] {
  let identity = identities.get(endpoint);
  if (identity === undefined) {
    identity = Object.freeze([...identityOf(endpoint)]);
    identities.set(endpoint, identity);
  }
  return identity;
}

/**
 * Each endpoint's members, read from its definition once: every write's success answer is checked
 * against them, and the schema was read again on every call.
 */
const identities = new WeakMap<AnyEndpoint, readonly string[]>();

/** The members that identify an endpoint's record, read from its policy or its data schema. */
function identityOf(endpoint: AnyEndpoint): readonly string[] {
  const policy = endpoint.retry;
  if (policy === 'read') return [];
  if (policy.identifiedBy) return policy.identifiedBy;
  const schema = endpoint.data as { entries?: Record<string, { type?: string }>; pipe?: readonly unknown[] };
  const entries = (schema.entries ?? (schema.pipe?.[0] as typeof schema | undefined)?.entries) || {};
  return Object.keys(entries).filter((member) => !optionalTypes.has(entries[member]?.type ?? ''));
}
