import { esc } from './dom.js';

/**
 * An id (a transaction's, a notification's key) as the page shows it: whole on one line, never broken
 * inside (`.token`), with a button that copies it. An id made of `parts` (a notification's key: its
 * event, then the transaction's ids, joined with `:`) may break between them only.
 */
export function idHtml(id: string, parts: readonly string[] = [id]): string {
  const tokens = parts.map((part) => `<code class="token">${esc(part)}</code>`).join('<code>:</code><wbr>');
  return `${tokens}<button type="button" class="copy-id" data-copy-id="${esc(id)}" title="Copy ${esc(id)}" aria-label="Copy ${esc(id)}">⧉</button>`;
}

/** Copies the id of a copy button clicked anywhere on the page; the button says so once copied. */
export async function onCopyIdClick(event: Event): Promise<void> {
  const button =
    event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-copy-id]') : null;
  if (!button) return;
  // The row's own click (a history row loads its call) is not this click's.
  event.stopPropagation();
  await navigator.clipboard.writeText(button.dataset['copyId'] ?? '');
  button.textContent = '✓';
  button.dataset['copied'] = 'true';
}
