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
};

/**
 * A `partnerReferenceNo` used before (`409xx01`), by service: where the site documents a status check of
 * what the service makes, the call that reads it; else what to do without one. The direct debit payment
 * (54) is read by its status check (55, https://docs-snap.eztrans.co.id/en/SnapApi/PaymentOrderQuery.html);
 * the sites document no lookup of a QRIS (47) or an ATM code (90).
 */
const duplicateReference: Readonly<Record<string, string>> = {
  '54': "A payment with this partnerReferenceNo exists: read it with client.snap.queryPaymentStatus({ originalPartnerReferenceNo, merchantId, serviceCode: '54' }) before anything else, and never send it again under a new reference before you know how it ended",
};
const duplicateWithoutLookup =
  'A transaction with this partnerReferenceNo exists, and the site documents no lookup of it: do not send it again. Its payment notification tells you if it is paid; if the payer never got its code, make a new one under a new partnerReferenceNo';

/** What to do about the refusal `code`, or `undefined`. */
export function snapRemedy(code: ResponseCode): string | undefined {
  if (code.httpStatus === 409 && code.caseCode === '01')
    return duplicateReference[code.serviceCode] ?? duplicateWithoutLookup;
  return remedies[`${code.httpStatus}-${code.caseCode}`];
}
