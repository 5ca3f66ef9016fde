import type * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { RESULT, type ResultCode } from '../protocol/result-codes.js';
import type { JsonObject } from '../utils/json.js';
import { parseParams } from '../validation/parse-params.js';

/** What an operation handler gets besides its params: the sandbox and the verified caller. */
export interface OperationContext {
  readonly sandbox: SandboxContext;
  /** The merchant whose signature was verified. */
  readonly appId: string;
  /** The instant the request is handled (epoch ms). */
  readonly now: number;
}

/** An operation the gateway serves at one path, with its params validation erased. */
export interface Operation {
  /** Exact API path. */
  readonly path: string;
  /** Code and message of a success (10000 "Success" except the Indonesian payout). */
  readonly success: ResultCode;
  /**
   * For a path two countries' sites share (`/open-api/disbursement`, Indonesia's and Malaysia's;
   * `/open-api/qr/generate`, Thailand's and Malaysia's): whether a request is this operation's. Absent:
   * every request the others do not accept.
   */
  readonly accepts?: ((params: JsonObject, context: OperationContext) => boolean) | undefined;
  /** Validates the params (21002 on failure) and runs the operation; answers the response `data`. */
  run(context: OperationContext, params: JsonObject): unknown;
}

/** The definition of one operation: its path, its params schema and its handler. */
export interface OperationDefinition<TSchema extends v.GenericSchema> {
  readonly path: string;
  readonly params: TSchema;
  readonly success?: ResultCode;
  /** For a path two countries' sites share: whether a request's params are this operation's (see {@link Operation}). */
  readonly accepts?: (params: JsonObject, context: OperationContext) => boolean;
  /** Answers the response `data`, or throws a `GatewayError`. */
  handle(context: OperationContext, params: v.InferOutput<TSchema>): unknown;
}

/** Turns an operation definition into a runnable {@link Operation}. */
export function defineOperation<TSchema extends v.GenericSchema>(definition: OperationDefinition<TSchema>): Operation {
  return {
    path: definition.path,
    success: definition.success ?? RESULT.success,
    accepts: definition.accepts,
    run: (context, params) => definition.handle(context, parseParams(definition.params, params)),
  };
}
