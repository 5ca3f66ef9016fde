/**
 * A SNAP `responseCode` read into its parts: 7 digits, the HTTP status, the service code and the case
 * code (`4094700`: 409, service 47, case 00) (https://docs.durianpay.id/docs/api/snap/response/overview/).
 */
export interface ResponseCode {
  /** The 7 digits, e.g. `'2004700'`. */
  readonly code: string;
  /** Its first three digits, e.g. `409`. */
  readonly httpStatus: number;
  /** The service it answers, e.g. `'47'` (QRIS generate). */
  readonly serviceCode: string;
  /** What happened within the HTTP status, e.g. `'00'`. */
  readonly caseCode: string;
}

/** Reads a `responseCode`; `undefined` when it is not 7 digits (a number is read as its digits). */
export function readResponseCode(value: unknown): ResponseCode | undefined {
  const code = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof code !== 'string' || !/^[1-5]\d{6}$/.test(code)) return undefined;
  return {
    code,
    httpStatus: Number(code.slice(0, 3)),
    serviceCode: code.slice(3, 5),
    caseCode: code.slice(5, 7),
  };
}

/** The `responseCode` of service `serviceCode` with `httpStatus` and `caseCode`: `responseCodeOf(200, '47', '00')` is `'2004700'`. */
export function responseCodeOf(httpStatus: number, serviceCode: string, caseCode: string): string {
  return `${httpStatus}${serviceCode}${caseCode}`;
}
