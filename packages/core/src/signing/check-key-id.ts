/** The longest `keyId` taken: a KMS key ARN or URL, an HSM label; an RSA key in base64 is far longer. */
const maxKeyIdLength = 256;

/**
 * Refuses a `keyId` given to `caller` that is not a short name: not a non-empty string, longer than
 * 256 characters, or with a PEM header. A `keyId` is written in call metadata, logs, traces and the
 * journal, so a key passed there by mistake must never get that far.
 */
export function checkKeyId(caller: string, keyId: unknown): void {
  if (keyId === undefined) return;
  if (typeof keyId === 'string' && keyId.length > 0 && keyId.length <= maxKeyIdLength && !keyId.includes('-----'))
    return;
  throw new TypeError(
    `${caller}: keyId must be a name for your key of 1 to ${maxKeyIdLength} characters (a KMS key ARN, an HSM label, 'merchant-key-2026'), never the key itself`,
  );
}
