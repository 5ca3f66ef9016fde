// The generated region of each family's README: the table of its operations, their paths and how each
// is repeated after a failure, as the definitions state it.

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../read-endpoints.mjs').Endpoint} Endpoint
 * @typedef {import('../read-endpoints.mjs').RetrySummary} RetrySummary
 * @typedef {import('../generate.mjs').Output} Output
 */

/** @param {readonly string[]} items */
const codes = (items) => items.map((item) => (/^\d+$/.test(item) ? item : `\`${item}\``)).join(', ');

/**
 * The "Retries" cell of an endpoint: a decision of its definition, in words.
 * @param {RetrySummary} retry
 */
export function retryCell(retry) {
  if (retry.kind === 'read') return 'read';
  const keys = `write, keys ${retry.keys.map((key) => `\`${key}\``).join(', ')}`;
  if (!retry.recovers)
    return `${keys}; never resent once an attempt may have been committed: an ambiguous failure ends in \`OutcomeUnknownError\``;
  const refusal =
    retry.duplicateCodes.length > 0 ? `a duplicate refusal (${codes(retry.duplicateCodes)})` : 'an unreadable answer';
  const resolved = retry.lookup
    ? `is looked up through ${retry.lookup} and returned only when it matches the call, else \`OutcomeUnknownError\``
    : 'is resolved by its recovery, else `OutcomeUnknownError`';
  return `${keys}; after an ambiguous failure, resent with the same keys: ${refusal} ${resolved}`;
}

/**
 * @param {Family} family
 * @param {readonly Endpoint[]} endpoints
 * @returns {Output}
 */
export function familyReadme(family, endpoints) {
  const rows = endpoints.map(
    (endpoint) => `| \`${endpoint.name}\` | \`${endpoint.path}\` | ${retryCell(endpoint.retry)} |`,
  );
  return {
    path: `packages/${family.folder}/README.md`,
    region: 'src/endpoints',
    content: [
      '| Method | Path | Retries |',
      '|---|---|---|',
      ...rows,
      '',
      'A read is retried on network errors, timeouts, HTTP 408/429/5xx and the transient codes 21000, 21011 and',
      '21020. A write is sent again only as its row says; `OutcomeUnknownError` carries its keys to reconcile with.',
    ].join('\n'),
  };
}
