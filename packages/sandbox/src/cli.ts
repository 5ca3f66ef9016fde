import { readFileSync } from 'node:fs';
import { callCommand } from './cli/call-command.js';
import { formatBanner, type BannerFacts } from './cli/format-banner.js';
import { formatDeliveryLine, formatRequestLine } from './cli/format-log-line.js';
import { parseCliArgs, USAGE, type CliSettings } from './cli/parse-cli-args.js';
import { createDemoMerchant } from './demo-merchant.js';
import { startSandbox, type Sandbox } from './start-sandbox.js';

function register(sandbox: Sandbox, settings: CliSettings): BannerFacts {
  const merchant = {
    ...(settings.appId === undefined ? {} : { appId: settings.appId }),
    ...(settings.payoutNotifyUrl === undefined ? {} : { payoutNotifyUrl: settings.payoutNotifyUrl }),
  };
  if (settings.publicKey !== undefined) {
    const { appId } = sandbox.addMerchant({ ...merchant, publicKey: settings.publicKey });
    return { url: sandbox.url, appId, platformPublicKey: sandbox.platformPublicKey };
  }
  const demo = createDemoMerchant(sandbox, merchant);
  return { url: sandbox.url, ...demo, platformPublicKey: sandbox.platformPublicKey };
}

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

function isPortTaken(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

async function start(settings: CliSettings): Promise<Sandbox> {
  const print = (line: string) => void process.stdout.write(`${line}\n`);
  try {
    return await startSandbox({
      port: settings.port,
      host: settings.host,
      ...(settings.autoProgressMs === undefined ? {} : { autoProgress: { delayMs: settings.autoProgressMs } }),
      ...(settings.quiet || settings.json
        ? {}
        : {
            onRequest: (entry) => print(formatRequestLine(entry)),
            onDelivery: (entry) => print(formatDeliveryLine(entry)),
          }),
    });
  } catch (error) {
    if (!isPortTaken(error)) throw error;
    throw new Error(
      `port ${settings.port} on ${settings.host} is taken (another sandbox?): use --port 0 to pick a free one, or --port <n>`,
    );
  }
}

async function serve(args: readonly string[]): Promise<void> {
  const settings = parseCliArgs(args);
  if (settings.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (settings.version) {
    process.stdout.write(`${version()}\n`);
    return;
  }
  const sandbox = await start(settings);
  let facts: BannerFacts;
  try {
    facts = register(sandbox, settings);
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  process.stdout.write(`${settings.json ? JSON.stringify(facts) : formatBanner(facts)}\n`);
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

async function main(args: readonly string[]): Promise<void> {
  if (args[0] !== 'call') return serve(args);
  const { output, exitCode } = await callCommand(args.slice(1), process.env);
  process.stdout.write(output);
  process.exitCode = exitCode;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Messages only: key-import errors never carry key material, and no stack is printed.
  process.stderr.write(`lintas-sandbox: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
