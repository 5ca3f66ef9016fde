import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { callCommand } from './cli/call-command.js';
import { type BannerFacts, formatBanner } from './cli/format-banner.js';
import { formatDeliveryLine, formatRequestLine } from './cli/format-log-line.js';
import { type CliSettings, parseCliArgs, USAGE } from './cli/parse-cli-args.js';
import { runVerb, VERBS_USAGE } from './cli/run-verb.js';
import {
  chooseMerchant,
  ENV_FILE,
  readSavedState,
  type SavedState,
  settingsOf,
  writeSavedState,
} from './cli/sandbox-state.js';
import { generateMerchantKeys } from './keys/generate-merchant-keys.js';
import { type Sandbox, startSandbox } from './start-sandbox.js';

function chooseState(settings: CliSettings): SavedState {
  const saved = settings.fresh ? undefined : readSavedState(resolve(settings.stateFolder));
  const generate = () => ({ appId: randomBytes(16).toString('hex'), keys: generateMerchantKeys() });
  const merchant = chooseMerchant(saved?.merchant, settings, generate);
  return {
    platformKeys: saved?.platformKeys ?? generateMerchantKeys(),
    merchant: { ...merchant, clientSecret: merchant.clientSecret ?? randomBytes(32).toString('hex') },
  };
}

function register(sandbox: Sandbox, state: SavedState, settings: CliSettings): BannerFacts {
  const { merchant } = state;
  sandbox.addMerchant({
    appId: merchant.appId,
    publicKey: merchant.publicKey,
    ...(merchant.clientSecret === undefined ? {} : { clientSecret: merchant.clientSecret }),
    ...(settings.payoutNotifyUrl === undefined ? {} : { payoutNotifyUrl: settings.payoutNotifyUrl }),
  });
  const folder = resolve(settings.stateFolder);
  writeSavedState(folder, state, settingsOf(sandbox.url, merchant, sandbox.platformPublicKey));
  const shown = relative(process.cwd(), folder);
  const { clientSecret, ...shownMerchant } = merchant;
  return {
    url: sandbox.url,
    ...shownMerchant,
    // Printed for a demo merchant only, as its private key is: with --public-key nothing secret is printed.
    ...(merchant.privateKey === undefined || clientSecret === undefined ? {} : { clientSecret }),
    platformPublicKey: sandbox.platformPublicKey,
    envFile: join(shown.startsWith('..') || isAbsolute(shown) ? folder : shown, ENV_FILE),
    payoutNotifyUrl: settings.payoutNotifyUrl ?? null,
  };
}

function version(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return manifest.version;
}

function isPortTaken(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

async function start(settings: CliSettings, platformKeys: SavedState['platformKeys']): Promise<Sandbox> {
  const print = (line: string) => void process.stdout.write(`${line}\n`);
  try {
    return await startSandbox({
      port: settings.port,
      host: settings.host,
      platformKeys,
      ...(settings.autoProgressMs === undefined ? {} : { autoProgress: { delayMs: settings.autoProgressMs } }),
      channels: settings.channels,
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
    process.stdout.write(`${USAGE}\n${VERBS_USAGE}`);
    return;
  }
  if (settings.version) {
    process.stdout.write(`${version()}\n`);
    return;
  }
  const state = chooseState(settings);
  const sandbox = await start(settings, state.platformKeys);
  let facts: BannerFacts;
  try {
    facts = register(sandbox, state, settings);
    if (settings.reportPublicKey !== undefined || settings.settlementNotifyUrl !== undefined)
      await sandbox.setReportSettings({
        appId: facts.appId,
        ...(settings.reportPublicKey === undefined ? {} : { publicKey: settings.reportPublicKey }),
        ...(settings.settlementNotifyUrl === undefined ? {} : { settlementNotifyUrl: settings.settlementNotifyUrl }),
      });
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

/** A verb runs until it is done or, following the sandbox (`logs --follow`, `listen`), until Ctrl+C. */
async function verb(name: string, args: readonly string[]): Promise<void> {
  const stop = new AbortController();
  const abort = () => stop.abort();
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  process.exitCode = await runVerb(name, args, {
    env: process.env,
    cwd: process.cwd(),
    print: (line) => void process.stdout.write(`${line}\n`),
    printError: (line) => void process.stderr.write(`${line}\n`),
    signal: stop.signal,
  });
  process.off('SIGINT', abort);
  process.off('SIGTERM', abort);
}

async function main(args: readonly string[]): Promise<void> {
  const [first, ...rest] = args;
  if (first === undefined || first.startsWith('-')) return serve(args);
  if (first !== 'call') return verb(first, rest);
  const { output, exitCode } = await callCommand(rest, process.env);
  process.stdout.write(output);
  process.exitCode = exitCode;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Messages only: key-import errors never carry key material, and no stack is printed.
  process.stderr.write(`lintas-sandbox: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
