import { integerOption, textOption, UsageError, type Verb, type VerbInput } from './verb.js';

interface FaultShown {
  readonly id: string;
  readonly path: string;
  readonly kind: string;
  readonly remaining: number | null;
  readonly fired: number;
}

function numberOption(values: VerbInput['values'], name: string): number | undefined {
  const text = textOption(values, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new UsageError(`--${name} must be a number (got ${text})`);
  return value;
}

/** The fault to inject, from `set <path> <kind>` and its options (the sandbox checks each value). */
function faultOf(input: VerbInput): Record<string, unknown> {
  const [, path, kind] = input.args;
  if (path === undefined || kind === undefined)
    throw new UsageError('faults set needs <path> and <kind>, e.g. faults set /open-api/payment/generate reset-after');
  const fields: Record<string, number | string | undefined> = {
    times: integerOption(input.values, 'times'),
    probability: numberOption(input.values, 'probability'),
    status: integerOption(input.values, 'status'),
    delayMs: integerOption(input.values, 'delay-ms'),
    retryAfterSeconds: integerOption(input.values, 'retry-after'),
    code: integerOption(input.values, 'code'),
    message: textOption(input.values, 'message'),
  };
  return { path, kind, ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) };
}

function line(fault: FaultShown): string {
  return `${fault.id}  ${fault.path}  ${fault.kind}  remaining ${fault.remaining ?? 'until cleared'}, fired ${fault.fired}`;
}

async function faults(input: VerbInput): Promise<void> {
  const action = input.args[0] ?? 'list';
  if (action === 'list') {
    const active = (await input.control('GET', '/faults')) as FaultShown[];
    if (active.length === 0) input.print('no faults injected');
    for (const fault of active) input.print(line(fault));
  } else if (action === 'set') {
    input.print(`injected ${line((await input.control('POST', '/faults', faultOf(input))) as FaultShown)}`);
  } else if (action === 'clear') {
    await input.control('DELETE', '/faults');
    input.print('faults cleared');
  } else {
    throw new UsageError(`faults ${action}: give list, set or clear`);
  }
}

/** `faults [list | set <path> <kind> ... | clear]`. */
export const FAULT_VERBS: readonly Verb[] = [
  {
    name: 'faults',
    usage:
      '[list | set <path> <kind> [--times <n>] [--probability <p>] [--status <n>] [--delay-ms <n>] [--retry-after <s>] [--code <n>] [--message <text>] | clear]',
    summary:
      'Lists, injects (kind: delay, http, rate-limit, reset-before, reset-after, malformed-json, business-code) or clears faults',
    required: [],
    maxArgs: 3,
    options: {
      times: { type: 'string' },
      probability: { type: 'string' },
      status: { type: 'string' },
      'delay-ms': { type: 'string' },
      'retry-after': { type: 'string' },
      code: { type: 'string' },
      message: { type: 'string' },
    },
    run: faults,
  },
];
