/** A PEM block (also inside JSON text, with `\n` escapes), or its start when it is cut short. */
const pemBlock = /-----BEGIN [A-Z0-9 ]+-----[\s\S]*?(?:-----END [A-Z0-9 ]+-----|$)/g;
/** The value of a `sign` member, in JSON or in JSON text nested in a string (`\"sign\":\"...\"`). */
const signValue = /(\\*"sign\\*"\s*:\s*\\*")[^"\\]*/g;
/**
 * Runs of base64, base64url or hex long enough to be a signature, a key, a secret or file content (an
 * HMAC-SHA256 secret is 44 base64 characters). Ids and amounts are shorter; a long endpoint path is not,
 * hence `keep`.
 */
const longRun = /[A-Za-z0-9+/_-]{40,}={0,2}/g;

/** A link to Lintas's own documentation, as errors give it: never a secret, always kept whole. */
const ownDocs = /https:\/\/github\.com\/lintas-sdk\/lintas\/blob\/main\/[\w./-]+(?:#[\w-]+)?/g;

/**
 * Replaces every signature, key, PEM block and long base64 or hex run in `text` with a marker; the
 * occurrences of `keep` (an endpoint path) and links to Lintas's own docs are left as they are.
 */
export function redactSecrets(text: string, keep?: string): string {
  if (keep)
    return text
      .split(keep)
      .map((part) => redactSecrets(part))
      .join(keep);
  const links = text.match(ownDocs);
  if (links)
    return text
      .split(ownDocs)
      .map((part, index) => redactSecrets(part) + (links[index] ?? ''))
      .join('');
  return text
    .replace(pemBlock, '[redacted PEM]')
    .replace(signValue, '$1[redacted]')
    .replace(longRun, (run) => `[redacted ${run.length} chars]`);
}
