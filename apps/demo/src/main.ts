import { ConfigError, GATEWAY_VARIABLES, readConfig } from './config.js';
import { formatJson, formatText } from './report.js';
import { createResources } from './resources.js';
import { runDemo } from './run-demo.js';
import { describeError } from './utils/format.js';

const USAGE = `Usage: lintas-demo [--json]

Drives every capability of the Lintas SDK and prints one line per step, then "demo: N passed, M failed".
Exits 1 when a step failed.

  --json   print a machine-readable report instead

Without configuration it runs against the embedded @lintas/sandbox on 127.0.0.1. To run against a real
gateway, set all of: ${GATEWAY_VARIABLES.join(', ')}
(and LINTAS_NOTIFY_PORT, the local port behind LINTAS_NOTIFY_BASE_URL). Steps that need the sandbox's
control API are then skipped.`;

async function main(given: readonly string[]): Promise<number> {
  // `pnpm start -- --json` hands the script a literal `--` before the demo's own arguments.
  const args = given.filter((arg) => arg !== '--');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== '--json');
  if (unknown.length > 0) {
    console.error(`demo: unknown argument ${unknown.join(' ')}\n\n${USAGE}`);
    return 2;
  }
  const json = args.includes('--json');

  const resources = createResources();
  process.once('SIGINT', () => {
    console.error('\ndemo: interrupted, shutting down');
    void resources.close().finally(() => process.exit(130));
  });
  try {
    const report = await runDemo(readConfig(process.env), resources);
    console.log(json ? formatJson(report) : formatText(report));
    return report.summary.failed > 0 ? 1 : 0;
  } catch (error) {
    // Setup failed (configuration, a port taken, a key that does not import): no step ran.
    console.error(`demo: ${error instanceof ConfigError ? error.message : describeError(error)}`);
    return 1;
  } finally {
    await resources.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
