import { type AnyEndpoint, recordIdentity } from '@lintas/core';
import { families } from './families.js';

/** Every endpoint of every family, as `[<plugin>.<endpoint>, endpoint]`. */
export function allEndpoints(): [string, AnyEndpoint][] {
  return families.flatMap((plugin) =>
    Object.entries(plugin.endpoints).map(
      ([key, endpoint]) => [`${plugin.name}.${key}`, endpoint as AnyEndpoint] as [string, AnyEndpoint],
    ),
  );
}

/** The endpoint named `<plugin>.<endpoint>`; throws for a name no family has. */
export function endpointOf(name: string): AnyEndpoint {
  const found = allEndpoints().find(([candidate]) => candidate === name);
  if (!found) throw new Error(`no family has an endpoint ${name}`);
  return found[1];
}

/** The merchant keys of a write endpoint that `params` has, with their values. */
export function keysOf(endpoint: AnyEndpoint, params: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (endpoint.retry === 'read') return {};
  return Object.fromEntries(
    endpoint.retry.keys.filter((key) => params[key] !== undefined).map((key) => [key, params[key]]),
  );
}

/**
 * The member of a write endpoint's success data that a reshaped answer changes: the first that
 * identifies its record (`recordIdentity`), else its data schema's first member.
 */
export function identifyingField(endpoint: AnyEndpoint): string {
  const names = Object.keys((endpoint.data as { entries?: Record<string, unknown> }).entries ?? {});
  return recordIdentity(endpoint)[0] ?? names[0] ?? 'transactionId';
}
