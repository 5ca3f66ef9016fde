import {
  isGatewayError,
  isLintasError,
  isOutcomeUnknownError,
  isRequestValidationError,
  type Signer,
} from '@lintas/core';
import QRCode from 'qrcode';
import { createDemoClient } from '../client.js';
import { recordingFetch, type Exchange } from '../exchanges.js';
import { describeError } from '../utils/format.js';
import type { Operation } from './catalog.js';

/** The typed error a call ended in, as the page shows it. */
export interface CallFailure {
  /** The error class, e.g. `RequestValidationError`, `GatewayError`, `OutcomeUnknownError`. */
  readonly name: string;
  readonly message: string;
  /** The gateway's code, for a `GatewayError`. */
  readonly code?: number;
  /** The fields a `RequestValidationError` names, and what is wrong with each. */
  readonly issues?: ReadonlyArray<{ readonly path: string; readonly message: string }>;
  /** The merchant keys to reconcile with, for an `OutcomeUnknownError`. */
  readonly keys?: Readonly<Record<string, string | number>>;
}

/** What one call through the SDK gave: the attempts on the wire, then the typed result or error. */
export interface CallOutcome {
  readonly exchanges: readonly Exchange[];
  readonly result?: unknown;
  readonly error?: CallFailure;
  /** A QR code of the result's `payData` (a PNG data URL), for QR channels. */
  readonly qr?: string;
  /** Where to send the payer, for URL channels (the result's `payData`, `authUrl` or `cashierUrl`). */
  readonly link?: string;
}

/** Where the client goes and how it signs. */
export interface CallTarget {
  readonly baseUrl: string;
  readonly appId: string;
  readonly signer: Signer;
}

function failureOf(error: unknown): CallFailure {
  if (isRequestValidationError(error)) return { name: error.name, message: error.message, issues: error.issues };
  if (isGatewayError(error)) return { name: error.name, message: error.message, code: error.code };
  if (isOutcomeUnknownError(error)) return { name: error.name, message: error.message, keys: error.keys };
  if (isLintasError(error)) return { name: error.name, message: error.message };
  return { name: 'Error', message: describeError(error) };
}

const isUrl = (text: string) => /^https?:\/\//.test(text);

async function presentation(result: unknown): Promise<Pick<CallOutcome, 'qr' | 'link'>> {
  if (typeof result !== 'object' || result === null) return {};
  const { payData, channelType, authUrl, cashierUrl } = result as Record<string, unknown>;
  if (typeof payData === 'string' && payData !== '') {
    if (isUrl(payData)) return { link: payData };
    if (channelType === 'QR' || payData.startsWith('000201')) {
      return { qr: await QRCode.toDataURL(payData, { errorCorrectionLevel: 'M', margin: 2, scale: 6 }) };
    }
  }
  for (const url of [authUrl, cashierUrl]) if (typeof url === 'string' && isUrl(url)) return { link: url };
  return {};
}

/**
 * Sends `params` to `operation` through the SDK (validated, signed, sent, answered and typed as in any
 * merchant's code), recording each attempt on the wire. Never throws: an error is part of the outcome.
 */
export async function callOperation(
  target: CallTarget,
  operation: Operation,
  params: Record<string, unknown>,
): Promise<CallOutcome> {
  const exchanges: Exchange[] = [];
  const client = createDemoClient({
    ...target,
    hooks: {},
    fetch: recordingFetch((exchange) => void exchanges.push(exchange)),
  });
  try {
    const result = await client.call(operation.endpoint, params as never);
    return { exchanges, result, ...(await presentation(result)) };
  } catch (error) {
    return { exchanges, error: failureOf(error) };
  }
}
