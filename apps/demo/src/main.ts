import { parseArgs } from 'node:util';
import { ConfigError, GATEWAY_VARIABLES, readConfig } from './config.js';
import { formatExchange } from './exchanges.js';
import { formatHeader, formatJson, formatStep, formatText, formatTotals } from './report.js';
import { createResources } from './resources.js';
import { groupNames, type RunOptions, runDemo } from './run-demo.js';
import { describeError } from './utils/format.js';

const USAGE = `Usage: lintas-demo [--json] [--verbose] [--only <group>] [--sandbox-url <url>]

Drives every capability of the Lintas SDK and prints one line per step, then "demo: N passed, M failed".
Exits 1 when a step failed.

  --json               print a machine-readable report instead
  --verbose            also print each signed envelope sent and each answer, as they happen
  --only <group>       run only this group (repeat it, or separate groups with commas); the groups:
                       ${groupNames.join(', ')}
  --sandbox-url <url>  run against a sandbox started separately (e.g. \`pnpm sandbox\`) at <url>,
                       instead of an embedded one; LINTAS_SANDBOX_URL does the same

Without configuration it runs against the embedded @lintas/sandbox on 127.0.0.1. To run against a real
gateway, set all of: ${GATEWAY_VARIABLES.join(', ')}
(and LINTAS_NOTIFY_PORT, the local port behind LINTAS_NOTIFY_BASE_URL). Steps that need the sandbox's
control API are then skipped.`;

interface Arguments {
  readonly json: boolean;
  readonly verbose: boolean;
  readonly help: boolean;
  readonly only: readonly string[];
  readonly sandboxUrl: string | undefined;
}

function parse(given: readonly string[]): Arguments {
  // `pnpm start -- --json` hands the script a literal `--` before the demo's own arguments.
  const args = given.filter((arg) => arg !== '--');
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      only: { type: 'string', multiple: true },
      'sandbox-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    json: values.json ?? false,
    verbose: values.verbose ?? false,
    help: values.help ?? false,
    only: (values.only ?? []).flatMap((group) => group.split(',')).filter((group) => group.trim() !== ''),
    sandboxUrl: values['sandbox-url'],
  };
}

async function main(given: readonly string[]): Promise<number> {
  let args: Arguments;
  try {
    args = parse(given);
  } catch (error) {
    const unknown =
      error instanceof Error
        ? error.message.replace(/^Unknown option '(.*)'.*$/s, 'unknown argument $1')
        : String(error);
    console.error(`demo: ${unknown}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  // --verbose streams each step after the exchanges it made; --json prints only the report.
  const stream = args.verbose && !args.json;
  const options: RunOptions = {
    ...(args.only.length > 0 ? { only: args.only } : {}),
    ...(stream
      ? {
          onStep: (step) => console.log(formatStep(step)),
          onExchange: (exchange) => console.log(formatExchange(exchange)),
        }
      : {}),
  };

  const resources = createResources();
  process.once('SIGINT', () => {
    console.error('\ndemo: interrupted, shutting down');
    void resources.close().finally(() => process.exit(130));
  });
  try {
    const report = await runDemo(readConfig(process.env, args.sandboxUrl), resources, options);
    if (args.json) console.log(formatJson(report));
    else console.log(stream ? `\n${formatHeader(report)}\n${formatTotals(report)}` : formatText(report));
    return report.summary.failed > 0 ? 1 : 0;
  } catch (error) {
    // Setup failed (configuration, a port taken, a key that does not import, an unknown group): no step ran.
    console.error(`demo: ${error instanceof ConfigError ? error.message : describeError(error)}`);
    return 1;
  } finally {
    await resources.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
