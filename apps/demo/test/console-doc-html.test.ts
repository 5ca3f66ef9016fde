import { describe, expect, it } from 'vitest';
import { docHtml } from '../src/console/doc-html.js';

// Documentation text from the packages' declarations, as the console's form and summary show it.
describe('docHtml', () => {
  const rows: ReadonlyArray<readonly [string, string, string]> = [
    ['plain text, escaped', 'at most 32 < 33 & "so on"', 'at most 32 &#60; 33 &#38; &#34;so on&#34;'],
    ['code in backticks', 'starts `PENDING`', 'starts <code>PENDING</code>'],
    [
      'a {@link} to a name: the name as code',
      'follow it with {@link listRefunds}.',
      'follow it with <code>listRefunds</code>.',
    ],
    ['a dotted name', 'See {@link ClientConfig.formatChecks}.', 'See <code>ClientConfig.formatChecks</code>.'],
    ['a {@link} with a label: the label', 'see {@link StaticCodeStatusSchema | the statuses}', 'see the statuses'],
    ['a label after a space', 'see {@link queryPayment the query}', 'see the query'],
    ['{@linkcode}', '{@linkcode createPayment}', '<code>createPayment</code>'],
    ['{@linkplain}', '{@linkplain createPayment}', 'createPayment'],
    [
      'a {@link} to a web page: a link named by its label',
      '{@link https://docs.example.com/refund | the refund page}',
      '<a href="https://docs.example.com/refund" target="_blank" rel="noopener">the refund page</a>',
    ],
    [
      'a bare URL in parentheses: a link named by its host, without them',
      'e.g. `CIMB` (https://docs.example.com/en/list.html).',
      'e.g. <code>CIMB</code> <a href="https://docs.example.com/en/list.html" target="_blank" rel="noopener">docs.example.com</a>.',
    ],
    ['a URL in code stays code', '`https://x.example/a`', '<code>https://x.example/a</code>'],
    ['markup inside a tag is escaped', '{@link a<b> | <i>}', '&#60;i&#62;'],
  ];
  it.each(rows)('%s', (_, text, html) => {
    expect(docHtml(text)).toBe(html);
  });
});
