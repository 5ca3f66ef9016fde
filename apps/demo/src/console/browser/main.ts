// The QA console's page: compiled for the browser and served by the console's server as /assets/console.js
// (its style, imported here, as /assets/console.css).
import './console.css';
import type { ConsoleEvent, NotificationsView, SessionView } from '../api-types.js';
import { api } from './api.js';
import { onCopyIdClick } from './copy-id.js';
import { byId, esc } from './dom.js';
import { onFaultsClick, refreshFaults, renderFaults } from './faults.js';
import {
  loadCall,
  loadOperation,
  onFormChange,
  plantSeed,
  rememberNotified,
  showMinor,
  toggleSummary,
  validate,
} from './form.js';
import { addHistory, filterHistory, loadHistory, onHistoryClick } from './history.js';
import { onOutcomeClick, send, showRecord } from './outcome.js';
import { addStep, finishRun, onGroupClick, renderGroups } from './scenarios.js';
import { session, state } from './state.js';
import { filterTimeline, onTimelineClick, renderTimeline } from './timeline.js';
import { onTransactionClick, refreshTransactions, renderTransactions } from './transactions.js';

const TARGETS: Readonly<Record<SessionView['target'], string>> = {
  sandbox: 'the embedded sandbox',
  'remote-sandbox': 'the sandbox',
  gateway: 'the gateway',
};

function onEvent(event: ConsoleEvent): void {
  switch (event.type) {
    case 'notification':
      state.notifications.push(event.notification);
      rememberNotified(event.notification);
      renderTimeline();
      renderTransactions();
      break;
    case 'refused':
      state.refused.push(event.refused);
      renderTimeline();
      break;
    case 'delivery':
      state.deliveries.push(event.delivery);
      renderTimeline();
      break;
    case 'call':
      addHistory(event.entry);
      // A call may have met a fault: the list says how many times each fired.
      if (session().sandbox) void refreshFaults();
      break;
    case 'changed':
      void refreshTransactions();
      break;
    case 'step':
      addStep(event.step);
      break;
    case 'run-finished':
      finishRun(event.summary);
      break;
  }
}

async function main(): Promise<void> {
  const session = await api<SessionView>('/session');
  state.session = session;
  byId('target').textContent = `against ${TARGETS[session.target]} at ${session.baseUrl} · merchant ${session.appId}`;
  const families = [...new Set(session.operations.map((operation) => operation.family))];
  byId('operation').innerHTML = families
    .map(
      (family) =>
        `<optgroup label="${esc(family)}">${session.operations
          .filter((operation) => operation.family === family)
          .map(
            (operation) =>
              `<option value="${esc(`${operation.family}.${operation.name}`)}">${esc(`${operation.family}.${operation.name}`)}</option>`,
          )
          .join('')}</optgroup>`,
    )
    .join('');
  byId('operation').addEventListener('change', () => void loadOperation());
  byId('form').addEventListener('input', showMinor);
  byId('form').addEventListener('change', onFormChange);
  // A field is checked as focus leaves it, except for Send, which checks the whole form itself: the
  // error drawn under the field would move Send down between the press and the release of the click.
  byId('form').addEventListener('focusout', (event) => {
    if (event.relatedTarget !== byId('send')) void validate();
  });
  byId('call').addEventListener('submit', (event) => void send(event));
  byId('new-values').addEventListener('click', () => void loadOperation());
  byId('prepare').addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.id === 'seed') void plantSeed();
  });
  renderGroups();
  byId('groups').addEventListener('click', (event) => void onGroupClick(event));
  byId('transactions').addEventListener('click', (event) => void onTransactionClick(event));
  byId('outcome').addEventListener('click', (event) => void onOutcomeClick(event));
  byId('timeline').addEventListener('click', (event) => void onTimelineClick(event));
  byId('history-list').addEventListener('click', (event) => void onHistoryClick(event, loadCall, showRecord));
  byId('history-filter').addEventListener('input', filterHistory);
  byId('timeline-filter').addEventListener('input', filterTimeline);
  byId('summary-toggle').addEventListener('click', toggleSummary);
  byId('faults-panel').addEventListener('click', (event) => void onFaultsClick(event));
  // Before the row's own click (a history row loads its call): a copy is only a copy.
  document.addEventListener('click', (event) => void onCopyIdClick(event), true);
  renderFaults();
  const initial = await api<NotificationsView>('/notifications');
  state.notifications = [...initial.received];
  state.refused = [...initial.refused];
  state.deliveries = [...initial.deliveries];
  for (const notification of state.notifications) rememberNotified(notification);
  renderTimeline();
  await loadHistory();
  const events = new EventSource('/api/events');
  events.onmessage = (message: MessageEvent<string>) => onEvent(JSON.parse(message.data) as ConsoleEvent);
  byId<HTMLSelectElement>('operation').value = 'philippines.createPayment';
  await loadOperation();
  await refreshTransactions();
  document.body.dataset['ready'] = 'true';
}

void main();
