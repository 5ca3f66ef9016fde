import { formatMajorUnits } from '../utils/amounts.js';
import { currencyExponent } from './countries.js';

const NUMERIC_CURRENCY: Readonly<Record<string, string>> = {
  PHP: '608',
  IDR: '360',
  THB: '764',
  MYR: '458',
  RUB: '643',
};

function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE as EMVCo QR codes use it (poly 0x1021, init 0xFFFF), upper-case hex. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** What an EMVCo-style QR payload carries. `amount` is omitted for a static (reusable) code. */
export interface QrPayloadInput {
  /** The transaction or order reference embedded in the code. */
  readonly reference: string;
  /** Two-letter country code. */
  readonly countryCode: string;
  /** Three-letter currency code. */
  readonly currency: string;
  /** Amount in minor units; absent for a static code. */
  readonly amount?: number;
}

/** An EMVCo-shaped QR payload (with a valid CRC), so QR libraries and scanners accept it. */
export function qrPayload(input: QrPayloadInput): string {
  const parts = [
    field('00', '01'),
    field('01', input.amount === undefined ? '11' : '12'),
    field('26', field('00', 'dev.lintas.sandbox') + field('01', input.reference)),
    field('52', '0000'),
    field('53', NUMERIC_CURRENCY[input.currency] ?? '000'),
  ];
  if (input.amount !== undefined) {
    parts.push(field('54', formatMajorUnits(input.amount, currencyExponent(input.currency))));
  }
  parts.push(field('58', input.countryCode), field('59', 'LINTAS SANDBOX'), field('60', 'SANDBOX'));
  parts.push(field('62', field('05', input.reference)));
  const body = `${parts.join('')}6304`;
  return body + crc16(body);
}

/** A virtual-account number derived from the digits of a transaction id. */
export function virtualAccountNumber(transactionId: string): string {
  return `8808${transactionId.replace(/\D/g, '').slice(-12)}`;
}
