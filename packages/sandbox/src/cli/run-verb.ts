import { parseArgs } from 'node:util';
import { controlClient } from './control-client.js';
import { sandboxUrl } from './sandbox-url.js';
import { FAULT_VERBS } from './verbs/fault-verbs.js';
import { FOLLOW_VERBS } from './verbs/follow-verbs.js';
import { RECORD_VERBS } from './verbs/record-verbs.js';
import { UsageError, type Verb } from './verbs/verb.js';

/** Every `lintas-sandbox` verb, in the order the usage lists them. */
export const VERBS: readonly Verb[] = [...RECORD_VERBS, ...FOLLOW_VERBS, ...FAULT_VERBS];

/** The usage of the verbs: each one's arguments and what it does, and where they find the sandbox. */
export const VERBS_USAGE = [
  'Verbs, against a running sandbox (each calls its control API, /__sandbox/...):',
  ...VERBS.flatMap((verb) => [`  lintas-sandbox ${verb.name} ${verb.usage}`.trimEnd(), `      ${verb.summary}`]),
  '',
  'Each verb takes --url <url> (default: LINTAS_BASE_URL of .lintas-sandbox/.env, which the sandbox',
  'writes at start; --state <folder> for another folder) and -h/--help.',
  '',
].join('\n');

/** Where a verb runs: its environment, its output, and what ends it. */
export interface VerbContext {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly print: (line: string) => void;
  readonly printError: (line: string) => void;
  readonly signal: AbortSignal;
}

/** Whether `name` is a verb (else the command line starts a sandbox, or is wrong). */
export function isVerb(name: string | undefined): boolean {
  return VERBS.some((verb) => verb.name === name);
}

interface ParsedVerb {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

function parse(verb: Verb, args: readonly string[]): ParsedVerb {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: true,
      options: {
        ...verb.options,
        url: { type: 'string' },
        state: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    return { values: values as ParsedVerb['values'], positionals };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs `lintas-sandbox <verb> ...args`; resolves with the exit code: 0 done, 1 refused by the sandbox
 * (or none answered), 2 a wrong command line (printed with the usage that names the fix).
 */
export async function runVerb(name: string, args: readonly string[], context: VerbContext): Promise<number> {
  const verb = VERBS.find((candidate) => candidate.name === name);
  const usage = verb ? `Usage: lintas-sandbox ${verb.name} ${verb.usage}\n  ${verb.summary}\n` : VERBS_USAGE;
  try {
    if (!verb) throw new UsageError(`${name} is not a verb: give one of ${VERBS.map((each) => each.name).join(', ')}`);
    const { values, positionals } = parse(verb, args);
    if (values['help'] === true) {
      context.print(usage);
      return 0;
    }
    const missing = verb.required[positionals.length];
    if (missing !== undefined) throw new UsageError(`${verb.name} needs <${missing}>`);
    if (positionals.length > (verb.maxArgs ?? verb.required.length))
      throw new UsageError(`${verb.name} takes no argument ${positionals.at(-1)}`);
    const text = (option: string) => (typeof values[option] === 'string' ? (values[option] as string) : undefined);
    const url = sandboxUrl(text('url'), text('state') ?? '.lintas-sandbox', context.cwd, context.env);
    await verb.run({
      args: positionals,
      values,
      control: controlClient(url),
      print: context.print,
      signal: context.signal,
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      context.printError(`lintas-sandbox: ${error.message}\n\n${usage}`);
      return 2;
    }
    context.printError(`lintas-sandbox: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
