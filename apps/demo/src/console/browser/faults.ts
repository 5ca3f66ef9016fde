import type { ErrorAnswer } from '../api-types.js';
import { api } from './api.js';
import { byId, closestTo, esc } from './dom.js';
import { session } from './state.js';

/** A fault as the sandbox lists it (its `GET /__sandbox/faults`). */
interface FaultView {
  readonly id: string;
  readonly path: string;
  readonly kind: string;
  readonly remaining: number | null;
  readonly fired: number;
  readonly status?: number;
  readonly code?: number;
  readonly delayMs?: number;
}

/** What each kind of fault does, as the picker says it (the sandbox's own fault kinds). */
const KINDS: Readonly<Record<string, string>> = {
  http: 'HTTP 503, nothing processed',
  'rate-limit': 'HTTP 429 with Retry-After, nothing processed',
  'business-code': 'a gateway code (below), nothing processed',
  delay: 'a delay (ms, below), then processed',
  'reset-before': 'connection reset before reading: nothing committed',
  'reset-after': 'processed and committed, then the connection reset: no answer',
  'malformed-json': 'HTTP 200 with a truncated body, nothing processed',
};

function faultHtml(fault: FaultView): string {
  const extra = fault.code ?? fault.delayMs ?? fault.status;
  const left = fault.remaining === null ? 'every time' : `${fault.remaining} left`;
  return `<li data-fault="${esc(fault.id)}"><code class="token">${esc(fault.path)}</code> ${esc(fault.kind)}${extra === undefined ? '' : ` ${extra}`} <span class="muted">· fired ${fault.fired} · ${left}</span></li>`;
}

/** Reads the sandbox's faults and lists them. */
export async function refreshFaults(): Promise<void> {
  const faults = await api<FaultView[]>('/faults');
  byId('fault-list').innerHTML =
    faults.length === 0 ? '<li class="muted">No fault: every call is served.</li>' : faults.map(faultHtml).join('');
}

/** Draws the fault form: the operations' paths to pick from, the kinds with what each does. */
export function renderFaults(): void {
  if (!session().sandbox) {
    byId('faults').innerHTML = '<p class="muted">Against a real gateway no fault can be injected.</p>';
    return;
  }
  const paths = [...new Set(session().operations.map((operation) => operation.path))].sort();
  byId('fault-path').innerHTML = paths.map((path) => `<option value="${esc(path)}">${esc(path)}</option>`).join('');
  byId('fault-kind').innerHTML = Object.entries(KINDS)
    .map(([kind, says]) => `<option value="${esc(kind)}">${esc(kind)}: ${esc(says)}</option>`)
    .join('');
  void refreshFaults();
}

/** The fault the form describes, as the sandbox takes it. */
function faultOfForm(): Record<string, unknown> {
  const kind = byId<HTMLSelectElement>('fault-kind').value;
  const value = Number(byId<HTMLInputElement>('fault-value').value);
  const fault: Record<string, unknown> = {
    path: byId<HTMLSelectElement>('fault-path').value,
    kind,
    times: Number(byId<HTMLInputElement>('fault-times').value) || 1,
  };
  if (kind === 'business-code') fault['code'] = value;
  if (kind === 'delay') fault['delayMs'] = value;
  return fault;
}

/** Injects the fault of the form, or clears them all, then lists what the sandbox holds. */
export async function onFaultsClick(event: Event): Promise<void> {
  const button = closestTo<HTMLButtonElement>(event, 'button[data-faults]');
  if (!button) return;
  byId('fault-error').textContent = '';
  const answer =
    button.dataset['faults'] === 'clear'
      ? await api<Partial<ErrorAnswer>>('/faults/clear', {})
      : await api<Partial<ErrorAnswer>>('/faults', faultOfForm());
  if (answer.error) byId('fault-error').textContent = answer.error;
  await refreshFaults();
}
