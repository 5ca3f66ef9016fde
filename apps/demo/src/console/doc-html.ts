// Documentation text as the console's page shows it. Pure and free of the DOM, so the page's code and
// the tests share it (the page's tsconfig includes this file).

/** Text made safe for HTML element content and attribute values. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// What documentation text marks up, leftmost first: a TSDoc inline link (`{@link target | label}`,
// `{@linkcode …}`, `{@linkplain …}`), code in backticks, and a bare URL (its parentheses dropped).
const MARKUP = /\{@(link|linkcode|linkplain)\s+([^\s|}]+)\s*\|?\s*([^}]*)\}|`([^`]+)`|\(?(https?:\/\/[^\s)]+)\)?/g;

function urlLink(url: string, label: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noopener">${escapeHtml(label || (url.split('/')[2] ?? url))}</a>`;
}

// A link to a web page is a link; one to a name of the API (`listRefunds`, `ClientConfig.timeout`) is
// that name as code, or its label as text.
function inlineLink(tag: string, target: string, label: string): string {
  if (/^https?:\/\//.test(target)) return urlLink(target, label);
  if (label) return escapeHtml(label);
  return tag === 'linkplain' ? escapeHtml(target) : `<code>${escapeHtml(target)}</code>`;
}

/**
 * Documentation text as HTML: `code` in backticks as code, a link to a web page as a link named by its
 * host (or its label), a `{@link name}` as the name in code (or its label), the rest escaped.
 */
export function docHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, tag, target, label, code, url] = match;
    html += escapeHtml(text.slice(last, match.index));
    last = match.index + whole.length;
    if (tag !== undefined && target !== undefined) html += inlineLink(tag, target, (label ?? '').trim());
    else if (code !== undefined) html += `<code>${escapeHtml(code)}</code>`;
    else html += urlLink(url ?? '', '');
  }
  return html + escapeHtml(text.slice(last));
}
