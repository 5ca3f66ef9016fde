import { describe, expect, it } from 'vitest';
import { createQris } from '../endpoints/create-qris.js';
import { queryPaymentStatus } from '../endpoints/query-payment-status.js';
import { isSnapError } from '../errors/snap-error.js';
import { readSnapAnswer } from './snap-protocol.js';

// How each SNAP answer is read for the call loop: a pure function of the endpoint, the HTTP status and
// the body, enumerated row by row. `kind` is the loop's outcome; `undefined` leaves the answer to the
// loop's reading by HTTP status (a proxy's page).
const answer = (responseCode: unknown) => JSON.stringify({ responseCode, responseMessage: 'from the table' });

const rows = [
  // endpoint, HTTP status, body, what it reads as
  [createQris, 200, answer('2004700'), 'success'],
  [createQris, 202, answer('2024700'), 'success'],
  [createQris, 200, answer('2005500'), 'unreadable'], // a success the operation does not declare
  [createQris, 500, answer('2004700'), 'unreadable'], // a success code under an error status
  [createQris, 200, '<html>portal</html>', 'unreadable'],
  [createQris, 200, answer('abc'), 'unreadable'],
  [createQris, 409, answer('4094700'), 'duplicate'], // the X-EXTERNAL-ID of an earlier attempt
  [createQris, 409, answer('4094701'), 'duplicate'], // the partnerReferenceNo of an earlier call
  [queryPaymentStatus, 409, answer('4095500'), 'refused'], // a read has no duplicates
  [createQris, 401, answer('4014701'), 'unsent'], // invalid token: refused before acting
  [createQris, 401, answer('4014703'), 'unsent'], // token not found
  [createQris, 401, answer('4014700'), 'refused'], // unauthorized signature: not the token's fault
  [createQris, 429, answer('4294700'), 'rate-limited'],
  [createQris, 408, answer('4084700'), 'rate-limited'],
  [createQris, 500, answer('5004700'), 'gateway-failed'],
  [createQris, 504, answer('5044700'), 'gateway-failed'],
  [createQris, 400, answer('4004702'), 'refused'],
  [createQris, 404, answer('4044701'), 'refused'],
  [createQris, 502, '<html>bad gateway</html>', undefined],
  [createQris, 403, 'Forbidden', undefined],
] as const;

describe('a SNAP answer, as the call loop takes it', () => {
  const named = rows.map(([endpoint, status, body, kind]) => [endpoint.path, status, body, kind, endpoint] as const);
  it.each(named)('%s, HTTP %i, %s: %s', (_path, status, body, kind, endpoint) => {
    const reading = readSnapAnswer(endpoint, status, body);
    expect(reading?.kind).toBe(kind);
    if (reading && reading.kind !== 'success' && reading.kind !== 'unreadable') {
      expect(isSnapError(reading.error)).toBe(true);
      expect(reading.code).toBe(Number(JSON.parse(body).responseCode));
    }
  });

  it('reads a success as the whole answer, which the endpoint’s schema then checks', () => {
    const body = JSON.stringify({ responseCode: '2004700', referenceNo: 'R1', qrContent: '000201' });
    expect(readSnapAnswer(createQris, 200, body)).toEqual({ kind: 'success', code: 2004700, data: JSON.parse(body) });
  });
});
