import type { ResponseCode } from './response-code.js';

/**
 * What to do about a refusal by its HTTP status and case code, for those a setup or a retry causes;
 * `undefined` for the others, whose `responseMessage` says enough. Cases as SNAP defines them for any
 * service (https://docs.durianpay.id/docs/api/snap/response/response-code/).
 */
const remedies: Readonly<Record<string, string>> = {
  '401-00':
    'The gateway did not accept the call’s credentials: check the client key (X-CLIENT-KEY / X-PARTNER-ID), that the public key registered with the gateway is the half of your private key, the client secret, and your clock (X-TIMESTAMP is checked against the gateway’s)',
  '401-01': 'The access token was refused (expired or revoked): Lintas fetches a new one and sends the call again',
  '401-03': 'The access token was not found: Lintas fetches a new one and sends the call again',
  '409-00':
    'This X-EXTERNAL-ID was used before today: Lintas gives each call its own, so another system may be sending with your partner id',
  '409-01':
    'A transaction with this partnerReferenceNo exists: look it up before sending it again, and never reissue it under a new reference before you know',
};

/** What to do about the refusal `code`, or `undefined`. */
export function snapRemedy(code: ResponseCode): string | undefined {
  return remedies[`${code.httpStatus}-${code.caseCode}`];
}
