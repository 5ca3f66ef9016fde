import { isGatewayError } from '../../errors/gateway-error.js';
import { isLintasError } from '../../errors/lintas-error.js';
import { isOutcomeUnknownError } from '../../errors/outcome-unknown-error.js';
import { isRequestValidationError } from '../../errors/request-validation-error.js';
import type { CallMetadata, WithMetadata } from '../../types/metadata.js';

/** The proxy's answer to one call: its HTTP status and JSON body. */
export interface ProxyAnswer {
  readonly status: number;
  readonly body: Readonly<Record<string, unknown>>;
}

/** The gateway's answer as it sent it (JSON), when there was one. */
function gatewayAnswer(metadata: CallMetadata | undefined): unknown {
  if (metadata?.body === undefined) return null;
  try {
    return JSON.parse(metadata.body) as unknown;
  } catch {
    return metadata.body;
  }
}

/** The call's metadata without the answer's text, which `answer` holds already. */
function metadataOf(metadata: CallMetadata | undefined): Omit<CallMetadata, 'body'> | null {
  if (metadata === undefined) return null;
  const { body: _, ...rest } = metadata;
  return rest;
}

/** A call that resolved: HTTP 200 with the gateway's answer, the data as the SDK read it, and the metadata. */
export function answerOfResult(operation: string, result: WithMetadata<unknown>): ProxyAnswer {
  return {
    status: 200,
    body: {
      operation,
      answer: gatewayAnswer(result.metadata),
      data: result.data,
      metadata: metadataOf(result.metadata),
    },
  };
}

/** What the proxy says of an error: the SDK's own errors in full; anything else by its name only. */
function errorOf(error: unknown): Record<string, unknown> {
  if (!isLintasError(error))
    return { name: (error as Error | undefined)?.name ?? 'Error', message: 'an unexpected error' };
  const summary: Record<string, unknown> = { name: error.name, message: error.message };
  if (isRequestValidationError(error)) summary['issues'] = error.issues;
  if (isGatewayError(error)) Object.assign(summary, { code: error.code, gatewayMessage: error.gatewayMessage });
  return summary;
}

/**
 * A call that failed. Params the SDK refused were never sent (400); a refusal of the gateway is its
 * answer (422); a call whose outcome is unknown may have moved money and must be looked up (504); any
 * other failure is the gateway's or the network's (502).
 */
export function answerOfError(operation: string, error: unknown): ProxyAnswer {
  const metadata = isLintasError(error) ? error.metadata : undefined;
  const status = isRequestValidationError(error)
    ? 400
    : isGatewayError(error)
      ? 422
      : isOutcomeUnknownError(error)
        ? 504
        : isLintasError(error)
          ? 502
          : 500;
  return {
    status,
    body: { operation, answer: gatewayAnswer(metadata), error: errorOf(error), metadata: metadataOf(metadata) },
  };
}
