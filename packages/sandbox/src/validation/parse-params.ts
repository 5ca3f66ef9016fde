import * as v from 'valibot';
import { GatewayError } from '../protocol/gateway-error.js';

/**
 * Validates operation params; the first problem becomes a 21002 naming the field, e.g.
 * "Request param error: mchOrderId is required". Unknown members are dropped, not refused.
 */
export function parseParams<TSchema extends v.GenericSchema>(schema: TSchema, params: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, params);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue) ?? 'param';
  throw GatewayError.param(issue.input === undefined ? `${path} is required` : `${path} ${issue.message}`);
}
