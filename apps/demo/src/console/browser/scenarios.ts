import type { ErrorAnswer, RunSummary, StepView } from '../api-types.js';
import { api } from './api.js';
import { byId, closestTo, esc } from './dom.js';
import { session } from './state.js';

let stepsSeen = 0;

function setGroupsEnabled(enabled: boolean): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('.groups button')) button.disabled = !enabled;
}

function startRun(groups: readonly string[]): void {
  byId('steps').innerHTML = '';
  byId('run-summary').textContent = `Running ${groups.join(', ')}…`;
  byId<HTMLProgressElement>('progress').value = 0;
  stepsSeen = 0;
  setGroupsEnabled(false);
}

/** Adds a step of the run to the list, with its time. */
export function addStep(step: StepView): void {
  const mark = step.status === 'passed' ? '✔' : step.status === 'failed' ? '✘' : '–';
  byId('steps').insertAdjacentHTML(
    'beforeend',
    `<li class="s-${esc(step.status)}">${mark} ${esc(step.family)}: ${esc(step.title)} <span class="muted">(${esc(step.detail)})</span> <span class="ms">${step.durationMs} ms</span></li>`,
  );
  stepsSeen += 1;
  byId<HTMLProgressElement>('progress').value = stepsSeen;
}

/** Shows the run's totals. */
export function finishRun(summary: RunSummary): void {
  byId('run-summary').innerHTML =
    `<span class="${summary.failed ? 'bad' : 'ok'}" id="run-result">${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}</span>`;
  const progress = byId<HTMLProgressElement>('progress');
  progress.max = Math.max(stepsSeen, 1);
  progress.value = progress.max;
  setGroupsEnabled(true);
}

/** Draws a button per scenario group, and one for all. */
export function renderGroups(): void {
  byId('groups').innerHTML = `${session()
    .groups.map((group) => `<button data-group="${esc(group)}">${esc(group)}</button>`)
    .join('')}<button data-group="">all groups</button>`;
}

/** Runs the group of the button clicked. */
export async function onGroupClick(event: Event): Promise<void> {
  const button = closestTo<HTMLButtonElement>(event, 'button[data-group]');
  if (!button) return;
  const groups = button.dataset['group'] ? [button.dataset['group']] : session().groups;
  startRun(groups);
  const answer = await api<Partial<ErrorAnswer>>('/scenarios', { groups });
  if (answer.error) finishRun({ passed: 0, failed: 1, skipped: 0 });
}
