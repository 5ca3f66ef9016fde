import {
  isGatewayError,
  isLintasError,
  isOutcomeUnknownError,
  isRequestValidationError,
  type Signer,
} from '@lintas/core';
import { isSnapError } from '@lintas/snap';
import QRCode from 'qrcode';
import { createDemoClient } from '../client.js';
import { type Exchange, recordingFetch } from '../exchanges.js';
import { describeError } from '../utils/format.js';
import type { CallFailure, CallOutcome } from './api-types.js';
import type { Operation } from './catalog.js';

/** Where the client goes and how it signs. */
export interface CallTarget {
  readonly baseUrl: string;
  readonly appId: string;
  readonly signer: Signer;
}

function failureOf(error: unknown): CallFailure {
  if (isRequestValidationError(error)) return { name: error.name, message: error.message, issues: error.issues };
  if (isGatewayError(error)) return { name: error.name, message: error.message, code: error.code };
  if (isSnapError(error)) return { name: error.name, message: error.message, code: Number(error.responseCode) };
  if (isOutcomeUnknownError(error)) return { name: error.name, message: error.message, keys: error.keys };
  if (isLintasError(error)) return { name: error.name, message: error.message };
  return { name: 'Error', message: describeError(error) };
}

const isUrl = (text: string) => /^https?:\/\//.test(text);

const qrImage = (text: string) => QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, scale: 6 });

async function presentation(result: unknown): Promise<Pick<CallOutcome, 'qr' | 'link'>> {
  if (typeof result !== 'object' || result === null) return {};
  const { payData, qrContent, channelType, authUrl, cashierUrl } = result as Record<string, unknown>;
  if (typeof payData === 'string' && payData !== '') {
    if (isUrl(payData)) return { link: payData };
    if (channelType === 'QR' || payData.startsWith('000201')) return { qr: await qrImage(payData) };
  }
  // A SNAP QRIS: the text the payer's app scans.
  if (typeof qrContent === 'string' && qrContent !== '') return { qr: await qrImage(qrContent) };
  for (const url of [authUrl, cashierUrl]) if (typeof url === 'string' && isUrl(url)) return { link: url };
  return {};
}

/** A client that sends each attempt with `fetch`, on which `call` runs an endpoint. */
interface CallingClient {
  call(endpoint: Operation['endpoint'], params: never): Promise<unknown>;
}

/**
 * Sends `params` to `operation` through a client `clientOf` makes with a recording `fetch` (validated,
 * signed, sent, answered and typed as in any merchant's code), recording each attempt on the wire; with
 * `headers`, the headers of each too. Never throws: an error is part of the outcome.
 */
export async function callThrough(
  clientOf: (fetch: ReturnType<typeof recordingFetch>) => CallingClient | Promise<CallingClient>,
  operation: Operation,
  params: Record<string, unknown>,
  options: { headers?: boolean } = {},
): Promise<CallOutcome> {
  const exchanges: Exchange[] = [];
  try {
    const client = await clientOf(recordingFetch((exchange) => void exchanges.push(exchange), options));
    const result = await client.call(operation.endpoint, params as never);
    return { exchanges, result, ...(await presentation(result)) };
  } catch (error) {
    return { exchanges, error: failureOf(error) };
  }
}

/**
 * Sends `params` to `operation` through the SDK's envelope client of `target`, recording each attempt
 * on the wire. Never throws: an error is part of the outcome.
 */
export function callOperation(
  target: CallTarget,
  operation: Operation,
  params: Record<string, unknown>,
): Promise<CallOutcome> {
  return callThrough((fetch) => createDemoClient({ ...target, hooks: {}, fetch }), operation, params);
}
