import type { CallRecord, HistoryEntry } from '../api-types.js';
import { api } from './api.js';
import { byId, closestTo, esc } from './dom.js';
import { applyFilter } from './filter.js';
import { drawKeyed } from './keyed-list.js';
import { timeOf } from './time.js';

let entries: HistoryEntry[] = [];
let shownId: number | undefined;

function attemptsOf(entry: HistoryEntry): string {
  if (entry.attempts === 0) return 'nothing sent';
  return entry.attempts === 1 ? '1 attempt' : `${entry.attempts} attempts`;
}

function rowHtml(entry: HistoryEntry): string {
  return (
    `<tr data-call="${entry.id}"${entry.id === shownId ? ' class="shown"' : ''} title="call #${entry.id}: ${attemptsOf(entry)}"><td class="time">${esc(timeOf(entry.at))}</td>` +
    `<td><code>${esc(entry.family)}.<wbr>${esc(entry.name)}</code></td><td class="${entry.ok ? 'ok' : 'bad'}">${entry.ok ? '✔' : '✘'} ${esc(entry.verdict)} <span class="time">${entry.durationMs} ms</span></td></tr>`
  );
}

const TABLE =
  '<table><thead><tr><th>time</th><th>operation</th><th>outcome, took</th></tr></thead><tbody></tbody></table>';

// Rows are added at the top, and a row once drawn stays (the `shown` mark is toggled on it).
function render(): void {
  const box = byId('history-list');
  if (entries.length === 0) {
    box.innerHTML = '<p class="empty">No call yet.</p>';
    return;
  }
  if (!box.querySelector('tbody')) box.innerHTML = TABLE;
  const body = box.querySelector('tbody');
  if (body)
    drawKeyed(
      body,
      entries.map((entry) => ({ key: String(entry.id), html: rowHtml(entry) })),
    );
  filterHistory();
}

/** Shows only the calls that hold the words of the filter box (an operation, a verdict, a code, a time). */
export function filterHistory(): void {
  applyFilter('history-filter', byId('history-list'), 'tr[data-call]');
}

/** Reads the console's call history (kept by its server, so a reload keeps it) and draws it. */
export async function loadHistory(): Promise<void> {
  entries = await api<HistoryEntry[]>('/history');
  render();
}

/** Adds a call made (from this page or another open one) at the top, once. */
export function addHistory(entry: HistoryEntry): void {
  if (entries.some((known) => known.id === entry.id)) return;
  entries = [entry, ...entries];
  render();
}

/** Marks the call whose record the outcome panel shows. */
export function markShown(id: number): void {
  shownId = id;
  for (const row of document.querySelectorAll<HTMLElement>('#history-list tr[data-call]'))
    row.classList.toggle('shown', row.dataset['call'] === String(id));
}

/**
 * Loads the call clicked back into its form (to edit and send again), then shows its record: `load`
 * draws the form, `show` the outcome.
 */
export async function onHistoryClick(
  event: Event,
  load: (record: CallRecord) => Promise<void>,
  show: (record: CallRecord) => void,
): Promise<void> {
  const row = closestTo<HTMLElement>(event, 'tr[data-call]');
  if (!row) return;
  const record = await api<CallRecord>(`/history/${row.dataset['call']}`);
  await load(record);
  show(record);
}
