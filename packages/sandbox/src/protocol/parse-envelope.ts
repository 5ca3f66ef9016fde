import { isJsonObject, type JsonObject, tryParseJson } from '../utils/json.js';
import { GatewayError } from './gateway-error.js';

/** A request envelope whose shape is valid; nothing about it is verified yet. */
export interface ParsedEnvelope {
  readonly appId: string;
  readonly sign: string;
  /** The raw `param` string, exactly as received: it is what the signature covers. */
  readonly param: string;
  /** `param` parsed. */
  readonly params: JsonObject;
}

/**
 * Parses the body `{appId, sign, param}`; a body that is not that shape, or a `param` that is not a
 * serialized JSON object, is a 21002 naming what is wrong.
 */
export function parseEnvelope(body: string): ParsedEnvelope {
  const parsed = tryParseJson(body);
  if (!parsed.ok) throw GatewayError.param('body is not valid JSON');
  const envelope = parsed.value;
  if (!isJsonObject(envelope)) throw GatewayError.param('body must be a JSON object');
  for (const field of ['appId', 'sign', 'param'] as const) {
    if (envelope[field] === undefined) throw GatewayError.param(`${field} is required`);
    if (typeof envelope[field] !== 'string') throw GatewayError.param(`${field} must be a string`);
  }
  const { appId, sign, param } = envelope as { appId: string; sign: string; param: string };
  const inner = tryParseJson(param);
  if (!inner.ok || !isJsonObject(inner.value)) throw GatewayError.param('param must be a serialized JSON object');
  return { appId, sign, param, params: inner.value };
}
