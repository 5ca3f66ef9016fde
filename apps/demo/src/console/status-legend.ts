import { escapeHtml } from './doc-html.js';

/** One status word the page shows, where it shows it, and what it means there. */
export interface StatusWord {
  readonly word: string;
  /** The rows or lists it appears in. */
  readonly where: string;
  readonly means: string;
}

/**
 * The status words of the page, each once, with every row type it appears on: the gateway spells a
 * finished payment `COMPLETED` and a finished refund `COMPLETE`, a usable token `ACTIVED`, and a SNAP
 * payment's status is a code (`00`, `03`, `06`) the page names.
 */
export const STATUS_WORDS: readonly StatusWord[] = [
  {
    word: 'PENDING',
    where: 'payment, refund, payout, authorization, SNAP',
    means:
      'asked, not finished: the payer has not paid (payment, SNAP 03), the channel has not refunded, the bank has not paid out, the payer has not answered (authorization)',
  },
  { word: 'COMPLETED', where: 'payment, payout', means: 'the money moved: paid by the payer, paid out to the payee' },
  { word: 'COMPLETE', where: 'refund', means: "the money went back to the payer (the gateway's word for a refund)" },
  { word: 'SUCCESS', where: 'SNAP', means: 'paid (SNAP status 00)' },
  {
    word: 'FAILED',
    where: 'payment, refund, payout, SNAP',
    means:
      'no money moved: the payment failed or expired, the channel refused the refund, the bank refused the payout (SNAP 06)',
  },
  { word: 'CLOSED', where: 'payment', means: 'the merchant closed it unpaid: it can no longer be paid' },
  { word: 'AUTHORIZED', where: 'authorization', means: 'the payer approved: a pay token was made' },
  { word: 'REJECTED', where: 'authorization', means: 'the payer refused: no token' },
  { word: 'ACTIVED', where: 'token', means: "usable for direct-debit payments (the gateway's spelling)" },
  { word: 'INACTIVED', where: 'token', means: 'no longer usable: unbound or expired' },
  { word: '✔ resolved', where: 'history, outcome', means: 'the SDK returned a typed result' },
  {
    word: '✘ Error code',
    where: 'history, outcome',
    means:
      'the SDK threw this typed error (a GatewayError with the gateway’s code; OutcomeUnknownError: sent, answer lost, reconcile with its keys)',
  },
  { word: 'Not sent', where: 'outcome', means: 'the SDK refused the params before sending: the red fields say why' },
  { word: 'delivered', where: 'notifications', means: 'the receiver verified and confirmed it and its listener ran' },
  {
    word: 'delivered again',
    where: 'notifications',
    means: 'the same notification again: acknowledged, the listener did not run twice',
  },
  {
    word: 'refused',
    where: 'notifications',
    means: 'the receiver refused a delivery (a bad signature, not for this merchant)',
  },
  { word: 'passed', where: 'scenarios', means: 'the step did what it checks' },
  { word: 'failed', where: 'scenarios', means: 'the step did not: its line says why' },
];

/** The legend of status words, as the page shows it (collapsed under its summary). */
export function legendHtml(): string {
  const rows = STATUS_WORDS.map(
    ({ word, where, means }) =>
      `<tr><td><span class="status s-${escapeHtml(word)}" data-status="${escapeHtml(word)}">${escapeHtml(word)}</span></td><td>${escapeHtml(where)}</td><td>${escapeHtml(means)}</td></tr>`,
  ).join('');
  return `<details id="legend"><summary>Status words: what each means, on each row type</summary><table><thead><tr><th>word</th><th>on</th><th>means</th></tr></thead><tbody>${rows}</tbody></table></details>`;
}
