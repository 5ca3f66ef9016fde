import type { AnyEndpoint } from '@lintas/core';
import { families } from './start-fault-bench.js';

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

/** The first member of the endpoint's `data` schema that is not optional (else its first member). */
export function requiredDataField(endpoint: AnyEndpoint): string {
  const entries = (endpoint.data as { entries?: Record<string, { type: string }> }).entries ?? {};
  const names = Object.keys(entries);
  const required = names.find(
    (name) => !['optional', 'nullish', 'undefinedable', 'exact_optional'].includes(entries[name]?.type ?? ''),
  );
  return required ?? names[0] ?? 'transactionId';
}
