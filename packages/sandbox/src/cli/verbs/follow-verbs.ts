import type { LogEvent } from '../../logging/log-events.js';
import { followLog, formatLogEvent, readLog } from './follow-log.js';
import { textOption, UsageError, type Verb, type VerbInput } from './verb.js';

async function logs(input: VerbInput): Promise<void> {
  const filter = textOption(input.values, 'filter');
  const json = input.values['json'] === true;
  const print = (events: readonly LogEvent[]) => {
    for (const event of events) input.print(json ? JSON.stringify(event) : formatLogEvent(event));
  };
  const page = await readLog(input.control, filter === undefined ? {} : { filter }, input.signal);
  print(page.events);
  if (input.values['follow'] !== true) return;
  await followLog(
    input.control,
    { after: page.cursor, ...(filter === undefined ? {} : { filter }) },
    input.signal,
    print,
  );
}

/**
 * Forwards each notification the sandbox sends from now on to `--forward-to`: the sandbox delivers it
 * there as sent (body and signature unchanged), so the receiver verifies it as the gateway's. A
 * notification is forwarded once, after its first attempt to its own URL.
 */
async function listen(input: VerbInput): Promise<void> {
  const target = textOption(input.values, 'forward-to');
  if (target === undefined || !/^https?:\/\/\S+$/.test(target))
    throw new UsageError('give --forward-to <url>, the http(s) URL of your notification receiver');
  const start = await readLog(input.control, {}, input.signal);
  input.print(`Ready: forwarding the sandbox's notifications to ${target} (Ctrl+C to stop)`);
  await followLog(input.control, { after: start.cursor }, input.signal, async (events) => {
    for (const event of events) {
      if (event.kind !== 'delivery') continue;
      if (event.url === target) input.print(formatLogEvent(event));
      else if (event.attempt === 1)
        await input.control('POST', '/notifications/forward', { id: event.id, url: target });
    }
  });
}

/** `logs` and `listen`: they follow the sandbox's log until Ctrl+C. */
export const FOLLOW_VERBS: readonly Verb[] = [
  {
    name: 'logs',
    usage: '[--follow] [--filter <text>] [--json]',
    summary: 'Requests, answers, injected faults and notification deliveries; --follow streams new ones',
    required: [],
    options: { follow: { type: 'boolean', short: 'f' }, filter: { type: 'string' }, json: { type: 'boolean' } },
    run: logs,
  },
  {
    name: 'listen',
    usage: '--forward-to <url>',
    summary: 'Delivers the notifications the sandbox sends to your local URL too, signed as the gateway signs',
    required: [],
    options: { 'forward-to': { type: 'string' } },
    run: listen,
  },
];
