import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signs report download URLs with HMAC-SHA256 (hex) over `path`, `expires` and `appId` with a
 * secret that lives only as long as the sandbox.
 */
export class ReportUrlSigner {
  readonly #secret = randomBytes(32);

  /** The hex signature of a download URL's parts. */
  sign(path: string, expires: string, appId: string): string {
    return createHmac('sha256', this.#secret).update(`${path}\n${expires}\n${appId}`).digest('hex');
  }

  /** True when `signature` matches the parts. */
  verify(path: string, expires: string, appId: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(path, expires, appId), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
