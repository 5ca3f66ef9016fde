/** The longest `keyId` taken: a KMS key ARN or URL, an HSM label; an RSA key in base64 is far longer. */
const maxKeyIdLength = 256;

/**
 * Why `keyId`, given to `caller`, is refused, if it is: not a non-empty string, longer than 256
 * characters, or with a PEM header. A `keyId` is written in call metadata, logs, traces and the
 * journal, so a key passed there by mistake must never get that far.
 */
export function keyIdRefusal(caller: string, keyId: unknown): string | undefined {
  if (keyId === undefined) return undefined;
  if (typeof keyId === 'string' && keyId.length > 0 && keyId.length <= maxKeyIdLength && !keyId.includes('-----'))
    return undefined;
  return `${caller}: keyId must name your key in 1 to ${maxKeyIdLength} characters, never be the key`;
}

/** Throws a `TypeError` when `keyId`, given to `caller`, is refused (see {@link keyIdRefusal}). */
export function checkKeyId(caller: string, keyId: unknown): void {
  const refusal = keyIdRefusal(caller, keyId);
  if (refusal !== undefined) throw new TypeError(refusal);
}
