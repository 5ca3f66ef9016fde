import { formatGatewayTime } from './time.js';

/**
 * Generates gateway-looking identifiers: a prefix, the gateway-local creation second
 * (`yyyyMMddHHmmss`) and a per-sandbox sequence, e.g. `TX20261121153752000001` (prefix + 20 digits).
 * The sequence makes them unique within one sandbox and sortable by creation.
 */
export class IdGenerator {
  #sequence = 0;

  /** Next identifier with `prefix`, e.g. `next('RF')`. */
  next(prefix: string, epochMs: number = Date.now()): string {
    this.#sequence = (this.#sequence + 1) % 1_000_000;
    const stamp = formatGatewayTime(epochMs).replace(/\D/g, '');
    return `${prefix}${stamp}${String(this.#sequence).padStart(6, '0')}`;
  }
}
