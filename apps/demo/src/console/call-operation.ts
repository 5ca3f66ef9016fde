import {
  isGatewayError,
  isLintasError,
  isOutcomeUnknownError,
  isRequestValidationError,
  type Signer,
} from '@lintas/core';
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
