import { escapeHtml } from './escape-html.js';

/** An action button on a sandbox page: POSTs `body` to a control route, then reloads. */
export interface PageAction {
  readonly label: string;
  /** Control route below `/__sandbox`. */
  readonly route: string;
  readonly body: Record<string, unknown>;
}

/**
 * A minimal HTML page standing in for a hosted payment page: a title, facts, and buttons that call
 * the control API (so they only work from this machine, like the control API itself).
 */
export function renderPage(
  title: string,
  facts: ReadonlyArray<[string, string]>,
  actions: readonly PageAction[],
  back?: string | null,
  /** Trusted markup shown above the facts (the payment's QR code). */
  figure = '',
): string {
  const rows = facts
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const buttons = actions
    .map(
      (action) =>
        `<button data-route="${escapeHtml(action.route)}" data-body="${escapeHtml(JSON.stringify(action.body))}">${escapeHtml(action.label)}</button>`,
    )
    .join(' ');
  const link = back ? `<p><a href="${escapeHtml(back)}">Return to merchant</a></p>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto}th{text-align:left;padding-right:1rem}button{margin:.25rem;padding:.5rem 1rem}</style>
</head><body><h1>${escapeHtml(title)}</h1><p><small>Lintas sandbox — not a real payment page.</small></p>
${figure}<table>${rows}</table><p>${buttons}</p><p id="result"></p>${link}
<script>
for (const button of document.querySelectorAll('button[data-route]')) {
  button.addEventListener('click', async () => {
    const response = await fetch('/__sandbox' + button.dataset.route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: button.dataset.body });
    document.getElementById('result').textContent = response.ok ? 'Done.' : 'Refused: ' + (await response.text());
    if (response.ok) setTimeout(() => location.reload(), 600);
  });
}
</script></body></html>`;
}
