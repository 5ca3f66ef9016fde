import type { ParseArgsConfig } from 'node:util';
import type { ControlCall } from '../control-client.js';

/** What a verb is given once its arguments are parsed. */
export interface VerbInput {
  /** The positional arguments, each one the verb names present. */
  readonly args: readonly string[];
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly control: ControlCall;
  /** Prints one line. */
  readonly print: (line: string) => void;
  /** Ends a verb that follows the sandbox (`logs --follow`, `listen`): Ctrl+C, or a test. */
  readonly signal: AbortSignal;
}

/** A `lintas-sandbox` verb: a thin call to a control route. */
export interface Verb {
  readonly name: string;
  /** Its arguments, as the usage shows them: `<mchOrderId>`. */
  readonly usage: string;
  readonly summary: string;
  /** The positional arguments it requires, by name, in order. */
  readonly required: readonly string[];
  /** At most this many positional arguments (the required ones by default). */
  readonly maxArgs?: number;
  /** Its options (never `multiple`: each value is one string or a flag). */
  readonly options: NonNullable<ParseArgsConfig['options']>;
  run(input: VerbInput): Promise<void>;
}

/** A wrong command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** The whole number of option `name`, `undefined` when absent; a `UsageError` when it is not one. */
export function integerOption(values: VerbInput['values'], name: string): number | undefined {
  const text = values[name];
  if (text === undefined || typeof text === 'boolean') return undefined;
  if (!/^-?\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number (got ${text})`);
  return Number(text);
}

/** The text of option `name`, `undefined` when absent. */
export function textOption(values: VerbInput['values'], name: string): string | undefined {
  const text = values[name];
  return typeof text === 'string' ? text : undefined;
}
