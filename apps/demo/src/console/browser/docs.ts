import { esc } from './dom.js';

/**
 * Documentation text as HTML: `code` in backticks as code, a link to a gateway page as a link named
 * by its host, the rest escaped.
 */
export function docHtml(text: string): string {
  return esc(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(
      /\(?(https?:\/\/[^\s)]+)\)?/g,
      (_, url: string) => `<a href="${url}" target="_blank" rel="noopener">${url.split('/')[2] ?? url}</a>`,
    );
}
