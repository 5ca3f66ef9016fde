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
  // A recovery without a duplicate refusal: no retry could reveal an earlier commit, so none is sent.
  if (retry.duplicateCodes.length === 0)
    return `${keys}; never resent once an attempt may have been committed: an ambiguous failure is looked up through ${retry.lookup ?? 'its recovery'} by its keys and returned when found, else \`OutcomeUnknownError\``;
  const refusal = `a duplicate refusal (${codes(retry.duplicateCodes)})`;
  const resolved = retry.lookup
    ? `is looked up through ${retry.lookup} and returned only when it matches the call, else \`OutcomeUnknownError\``
    : 'is resolved by its recovery, else `OutcomeUnknownError`';
  return `${keys}; after an ambiguous failure, resent with the same keys: ${refusal} ${resolved}`;
}

/**
 * How a merchant calls a status check, as `OutcomeUnknownError`'s message writes it:
 * `client.neutral.queryPayout({ mchOrderId, countryCode: 'PH' })`.
 * @param {import('../read-endpoints.mjs').StatusCheckSummary} check
 */
export function statusCheckCall(check) {
  const params = [...check.params, ...check.fixed.map(([name, value]) => `${name}: '${value}'`)];
  return `client.${check.method}({ ${params.join(', ')} })`;
}

/**
 * The "Status check" cell of a write: the check its definition declares, with its page, or none.
 * @param {RetrySummary} retry
 */
export function statusCheckCell(retry) {
  if (retry.kind === 'read') return '';
  if (!retry.statusCheck) return 'none documented: check it in the gateway dashboard by its keys';
  return `\`${statusCheckCall(retry.statusCheck)}\` ([page](${retry.statusCheck.page}))`;
}

/**
 * The "Settled after a crash" cell of a money-moving write: how `reconcile()` of `@lintas/stores` settles
 * it when its answer was lost, as its definition declares, with the page that justifies it.
 * @param {RetrySummary} retry
 */
export function settlementCell(retry) {
  if (retry.kind === 'read') return '';
  if (retry.statusCheck) return 'by its status check';
  const settlement = retry.settlement;
  if (!settlement) return 'by a person, with the dashboard';
  const page = `([page](${settlement.page}))`;
  switch (settlement.strategy) {
    case 're-drive':
      return `re-drive: sent again with the same keys when the run allows it (\`reDrive: true\`); done, or refused with ${codes(settlement.codes)}: committed ${page}`;
    case 'probe':
      return `probe: ${settlement.cost ?? 'a harmless call'}; found: abandoned, else not committed ${page}`;
    case 'notification':
      return `notification: a confirmed ${settlement.events.map((event) => `\`${event}\``).join(' or ')} your handler's store kept; none: abandoned, as ${settlement.reason ?? 'nothing reached anyone'} ${page}`;
    case 'unreachable':
      return `abandoned: ${settlement.reason ?? 'nothing the gateway answered reached anyone'} ${page}`;
  }
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
  // The money-moving writes: a write that only creates a record (`movesMoney: false`) is left out.
  const writes = endpoints.filter((endpoint) => endpoint.retry.kind === 'write' && endpoint.retry.movesMoney !== false);
  const checks = writes.map(
    (endpoint) => `| \`${endpoint.name}\` | ${statusCheckCell(endpoint.retry)} | ${settlementCell(endpoint.retry)} |`,
  );
  return {
    path: `packages/${family.folder}/README.md`,
    region: 'src/endpoints',
    content: [
      '| Method | Path | Retries |',
      '|---|---|---|',
      ...rows,
      '',
      ...(family.protocol === 'snap'
        ? [
            'A read is retried on network errors, timeouts, HTTP 408/429/5xx and their SNAP codes (`408xxxx`,',
            '`429xxxx`, `5xxxxxx`), and after the gateway refused its access token (`401xx01`, `401xx03`) with a new one.',
          ]
        : ['A read is retried on network errors, timeouts, HTTP 408/429/5xx and the transient codes 21000, 21011 and']),
      `${family.protocol === 'snap' ? '' : '21020. '}A write is sent again only as its row says; \`OutcomeUnknownError\` carries its keys to reconcile with.`,
      ...(writes.length === 0
        ? []
        : [
            '',
            '### How to check the status of each money-moving operation',
            '',
            'After `OutcomeUnknownError`, check the operation with its keys before anything else: the error names the',
            'check below, and `reconcile()` of `@lintas/stores` runs it. Found with your amount: it was made. Not',
            'found once 10 minutes have passed: it was not, and sending it again with the same keys is safe. A',
            'payment whose answer was lost cannot be resumed: close it and create a new order',
            '([Going live](https://github.com/lintas-sdk/lintas/blob/main/packages/core/docs/going-live.md#7-when-an-answer-is-lost-status-checks-the-journal-and-lintas-reconcile)).',
            'After a crash, `reconcile()` settles each operation as its last column says: by its status check, by',
            'sending it again with the same keys (only when the run allows it), by a harmless probe, by the',
            "gateway's notification that names it, or as abandoned when nothing the gateway answered reached anyone.",
            '',
            '| Method | Status check | Settled after a crash |',
            '|---|---|---|',
            ...checks,
          ]),
    ].join('\n'),
  };
}
