import { parseArgs } from 'node:util';
import { ConfigError, GATEWAY_VARIABLES, readConfig } from '../config.js';
import { createResources } from '../resources.js';
import { describeError } from '../utils/format.js';
import { startConsole } from './start-console.js';

const USAGE = `Usage: lintas-console [--port <n>] [--sandbox-url <url>] [--allow-host <name>]...

Serves the Lintas QA console on http://127.0.0.1:<port>/ (default 8791) until Ctrl+C: pick an
operation, fill its form, send it through the SDK and see the signed envelope, the answer and the typed
result or error; play the payer and the channel; watch notifications arrive; run scenario groups.

  --port <n>           port on 127.0.0.1 (default 8791; 0 picks a free one)
  --sandbox-url <url>  drive a sandbox started separately (e.g. \`pnpm sandbox\`) instead of an embedded
                       one; LINTAS_SANDBOX_URL does the same
  --allow-host <name>  also answer requests addressed to <name> (repeatable); any other name than
                       localhost, 127.x.x.x and [::1] is refused, so no page can rebind one to it

Without configuration it runs an embedded @lintas/sandbox. For a real (UAT) gateway set all of:
${GATEWAY_VARIABLES.join(', ')} (and LINTAS_NOTIFY_PORT).`;

const parseOptions = (given: readonly string[]) =>
  parseArgs({
    args: given.filter((arg) => arg !== '--'),
    strict: true,
    options: {
      port: { type: 'string' },
      'sandbox-url': { type: 'string' },
      'allow-host': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });

async function main(given: readonly string[]): Promise<number> {
  let values: ReturnType<typeof parseOptions>['values'];
  try {
    ({ values } = parseOptions(given));
  } catch (error) {
    console.error(`console: ${describeError(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const port = values.port === undefined ? 8791 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error('console: --port must be a port number');
    return 2;
  }
  const resources = createResources();
  const stop = () => void resources.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const allowedHosts = values['allow-host'] ?? [];
    const running = await startConsole(readConfig(process.env, values['sandbox-url']), resources, {
      port,
      allowedHosts,
    });
    console.log(
      `Lintas QA console: ${running.url}\n(against ${running.baseUrl}, merchant ${running.appId}; Ctrl+C stops it)`,
    );
    return -1;
  } catch (error) {
    await resources.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`console: port ${port} is taken: use --port 0 to pick a free one, or --port <n>`);
    } else {
      console.error(`console: ${error instanceof ConfigError ? error.message : describeError(error)}`);
    }
    return 1;
  }
}

const code = await main(process.argv.slice(2));
// -1: the console is serving; it stops on a signal.
if (code >= 0) process.exitCode = code;
