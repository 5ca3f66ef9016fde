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
 * An http(s) URL up to its query: the address a payer is sent to (`payData`, `cashierUrl`), a
 * notification URL. Its path is no secret and a QA engineer needs it whole (a long run of its path would
 * otherwise read as a key); its query and fragment are still redacted, where a token could travel.
 */
const urlToQuery = /https?:\/\/[^\s"'\\?#<>]+/g;

/**
 * Replaces every signature, key, PEM block and long base64 or hex run in `text` with a marker; the
 * occurrences of `keep` (an endpoint path), links to Lintas's own docs and http(s) URLs up to their
 * query are left as they are.
 */
export function redactSecrets(text: string, keep?: string): string {
  if (keep)
    return text
      .split(keep)
      .map((part) => redactSecrets(part))
      .join(keep);
  return keeping(text, ownDocs, redactSecrets) ?? keeping(text, urlToQuery, redactRuns) ?? redactRuns(text);
}

/** `text` with what `pattern` matches kept and the rest passed through `redact`; `undefined` when nothing matches. */
function keeping(text: string, pattern: RegExp, redact: (part: string) => string): string | undefined {
  const kept = text.match(pattern);
  if (!kept) return undefined;
  return text
    .split(pattern)
    .map((part, index) => redact(part) + (kept[index] ?? ''))
    .join('');
}

/** `text` with every PEM block, `sign` value and long base64 or hex run replaced by a marker. */
function redactRuns(text: string): string {
  return text
    .replace(pemBlock, '[redacted PEM]')
    .replace(signValue, '$1[redacted]')
    .replace(longRun, (run) => `[redacted ${run.length} chars]`);
}
