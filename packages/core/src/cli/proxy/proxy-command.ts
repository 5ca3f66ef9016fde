import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createClientFromEnv } from '../../environment/create-client-from-env.js';
import { resolveFromProject } from '../resolve-from-project.js';
import type { CommandContext } from '../stores-command.js';
import { familyPackages } from './family-packages.js';
import type { ProxyPlugin } from './proxy-route.js';
import { type ProxyOptions, type RunningProxy, startProxy } from './start-proxy.js';

/** The proxy's default port (8931: free of the sandbox's and the QA console's defaults). */
export const defaultProxyPort = 8931;

export const proxyUsage = `Usage: lintas proxy [--port <n>] [--client <module>] [--allowed-host <name>]

Serves the gateway to Postman, Bruno, curl or any HTTP tool on http://127.0.0.1:<port>, signing each
request with your key: POST /<family>/<operation> with the operation's params as JSON, e.g.
  curl -s http://127.0.0.1:${defaultProxyPort}/philippines/queryPayment -H 'content-type: application/json' -d '{"mchOrderId":"order-1001"}'
or POST <gateway path> with an unsigned envelope { "param": "<params as JSON text>" }. Each call is
validated, signed and sent by the SDK (its retries and recovery); the answer is the gateway's answer
and the call's metadata. Only requests of this machine are answered; the key never leaves this process.

Signs with LINTAS_BASE_URL, LINTAS_APP_ID and LINTAS_PRIVATE_KEY, or with the client a module of your
project exports (--client), whatever its signer (a KMS, an HSM). Serves the family packages installed
in this project.

  --port <n>            port on 127.0.0.1 (default ${defaultProxyPort}; 0 picks a free one)
  --client <module>     a module whose default export (or \`client\`) is your Lintas client
  --allowed-host <name> a host name of this machine to answer under too (repeatable)`;

/** Every family plugin the project has installed. */
async function familyPlugins(cwd: string): Promise<ProxyPlugin[]> {
  const plugins: ProxyPlugin[] = [];
  for (const family of familyPackages) {
    const entry = resolveFromProject(family.packageName, cwd);
    if (entry === undefined) continue;
    const module = (await import(pathToFileURL(entry).href)) as Record<string, ProxyPlugin | undefined>;
    const plugin = module[family.plugin];
    if (plugin) plugins.push(plugin);
  }
  return plugins;
}

/** The client of `--client <module>`, or the one the environment describes. */
async function clientOf(module: string | undefined, context: CommandContext): Promise<ProxyOptions['client']> {
  if (module === undefined) return createClientFromEnv({ env: context.env });
  const exports = (await import(pathToFileURL(resolve(context.cwd, module)).href)) as Record<string, unknown>;
  const client = (exports['default'] ?? exports['client']) as ProxyOptions['client'] | undefined;
  if (typeof client?.call !== 'function')
    throw new Error(`${module} exports no Lintas client (export default createClient({...}), or export const client).`);
  return client;
}

/** Parses the arguments; a string is the usage error to print. */
function proxyArgs(argv: readonly string[]) {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      port: { type: 'string' },
      client: { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const port = Number(values.port ?? defaultProxyPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0–65535, got ${values.port}`);
  return { port, client: values.client, allowedHosts: values['allowed-host'] ?? [], help: values.help === true };
}

/**
 * Starts `lintas proxy` with `argv`; resolves with the running proxy, or with the exit code when it
 * printed its usage or could not start (the reason on stderr, never a key).
 */
export async function runProxyCommand(
  argv: readonly string[],
  context: CommandContext,
): Promise<RunningProxy | number> {
  let args: ReturnType<typeof proxyArgs>;
  try {
    args = proxyArgs(argv);
  } catch (error) {
    context.stderr(`lintas proxy: ${(error as Error).message}\n\n${proxyUsage}\n`);
    return 2;
  }
  if (args.help) {
    context.stdout(`${proxyUsage}\n`);
    return 0;
  }
  try {
    const plugins = await familyPlugins(context.cwd);
    if (plugins.length === 0)
      throw new Error(`no family package is installed in ${context.cwd} (npm install @lintas/philippines, ...)`);
    const client = await clientOf(args.client, context);
    const proxy = await startProxy({ client, plugins, port: args.port, allowedHosts: args.allowedHosts });
    context.stdout(`lintas proxy: listening on ${proxy.url} (${plugins.map((plugin) => plugin.name).join(', ')})\n`);
    return proxy;
  } catch (error) {
    context.stderr(`lintas proxy: ${(error as Error)?.message ?? String(error)}\n`);
    return 1;
  }
}
