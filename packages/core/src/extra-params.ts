import type * as v from 'valibot';
import { RequestValidationError } from './errors/request-validation-error.js';
import type { AnyEndpoint } from './types/endpoint.js';

/** A JSON value, as a field of `param` can hold. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * Fields to send in `param` that the endpoint does not model yet: a field the gateway documents for
 * your account that Lintas has no member for. Each is sent as given and signed with the rest.
 */
export type ExtraParams = { readonly [field: string]: JsonValue };

/** The member names a params schema models: an object's entries, through pipes and unions. */
function modelledFields(schema: v.GenericSchema, into: Set<string>): Set<string> {
  const node = schema as unknown as {
    entries?: object;
    pipe?: readonly v.GenericSchema[];
    options?: readonly v.GenericSchema[];
    wrapped?: v.GenericSchema;
  };
  if (node.entries) for (const key of Object.keys(node.entries)) into.add(key);
  if (node.pipe?.[0] && node.pipe[0] !== schema) modelledFields(node.pipe[0], into);
  for (const option of node.options ?? []) if (typeof option === 'object') modelledFields(option, into);
  if (node.wrapped) modelledFields(node.wrapped, into);
  return into;
}

/**
 * The params to sign and send: the validated params plus the call's extra fields. An extra field may
 * not name a field the endpoint models (send that one as a param, where it is validated) nor
 * `timestamp`, which the envelope sets.
 */
export function withExtraParams(
  endpoint: AnyEndpoint,
  validated: Record<string, unknown>,
  extra: ExtraParams | undefined,
): Record<string, unknown> {
  if (extra === undefined) return validated;
  const modelled = modelledFields(endpoint.params, new Set(['timestamp']));
  const clashes = Object.keys(extra).filter((field) => modelled.has(field) || Object.hasOwn(validated, field));
  if (clashes.length > 0) {
    throw new RequestValidationError(
      endpoint.path,
      clashes.map((field) => ({
        path: `extraParams.${field}`,
        message:
          field === 'timestamp'
            ? 'is set by the SDK on every attempt'
            : 'is a field of this endpoint: pass it in the params, where it is checked',
      })),
    );
  }
  return { ...extra, ...validated };
}
