import * as v from 'valibot';
import { SandboxControlError } from '../errors/sandbox-control-error.js';

/** Validates a control input; the first problem becomes a 400 `invalid_input` naming the field. */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  const detail = issue.input === undefined && path ? 'is required' : issue.message;
  throw new SandboxControlError('invalid_input', path ? `${path} ${detail}` : detail);
}
