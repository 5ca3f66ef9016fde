import { formatBanner, type BannerFacts } from './cli/format-banner.js';
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

async function main(args: readonly string[]): Promise<void> {
  const settings = parseCliArgs(args);
  if (settings.help) {
    process.stdout.write(USAGE);
    return;
  }
  const sandbox = await startSandbox({
    port: settings.port,
    host: settings.host,
    ...(settings.autoProgressMs === undefined ? {} : { autoProgress: { delayMs: settings.autoProgressMs } }),
  });
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

main(process.argv.slice(2)).catch((error: unknown) => {
  // Messages only: key-import errors never carry key material, and no stack is printed.
  process.stderr.write(`lintas-sandbox: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
