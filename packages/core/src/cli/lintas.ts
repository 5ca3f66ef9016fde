#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { runProxyCommand } from './proxy/proxy-command.js';
import { runStoresCommand } from './stores-command.js';
import { writeKeyPair } from './write-key-pair.js';

const keysUsage = `Usage: lintas keys [--out <dir>] [--bits 2048|3072|4096] [--force]

Generates your merchant RSA key pair in the format the gateway's dashboard takes and writes:
  <dir>/lintas-private-key.txt   your private key, bare base64 PKCS#8 (file mode 600). Keep it secret:
                                 it goes into LINTAS_PRIVATE_KEY, never into the dashboard or git.
  <dir>/lintas-public-key.txt    your public key, bare base64 SPKI: upload it in the merchant dashboard.

  --out <dir>   folder to write to (default: the current folder)
  --bits <n>    RSA key size (default 2048; some copies of the gateway ask for 4096)
  --force       replace existing key files`;

const usage = `Usage: lintas <command>

Commands:
  keys        generate your merchant RSA key pair (lintas keys --help)
  reconcile   settle the journal of money-moving calls after an incident; needs @lintas/stores
              installed in this project (lintas reconcile --help)
  proxy       serve the gateway to Postman, Bruno or curl on 127.0.0.1, signing each request
              with your key (lintas proxy --help)
  reconcile --date <yyyy-MM-dd>
              end of day: match a day's reconciliation package with the journal; needs
              @lintas/stores and @lintas/end-of-day (lintas reconcile --date --help)

${keysUsage}`;

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(usage);
    return command === undefined ? 2 : 0;
  }
  if (command === 'reconcile') {
    return runStoresCommand('reconcile', rest, {
      cwd: process.cwd(),
      env: process.env,
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      isTTY: process.stderr.isTTY === true,
    });
  }
  if (command === 'proxy') return proxy(rest);
  if (command !== 'keys') {
    console.error(`lintas: unknown command ${command}\n\n${usage}`);
    return 2;
  }
  return keys(rest);
}

/** Runs the proxy until SIGINT or SIGTERM. */
async function proxy(args: readonly string[]): Promise<number> {
  const running = await runProxyCommand(args, {
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
  if (typeof running === 'number') return running;
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await running.close();
  return 0;
}

function keys(args: readonly string[]): number {
  let values: { out?: string; bits?: string; force?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: args.filter((arg) => arg !== '--'),
      options: {
        out: { type: 'string' },
        bits: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`lintas keys: ${(error as Error).message}\n\n${keysUsage}`);
    return 2;
  }
  if (values.help) {
    console.log(keysUsage);
    return 0;
  }
  const bits = Number(values.bits ?? '2048');
  if (![2048, 3072, 4096].includes(bits)) {
    console.error(`lintas keys: --bits must be 2048, 3072 or 4096, got ${values.bits}`);
    return 2;
  }
  try {
    const written = writeKeyPair({ directory: values.out ?? '.', bits, overwrite: values.force === true });
    console.log(`Wrote a ${bits}-bit RSA key pair:
  private key: ${written.privateKeyFile}  (secret: set LINTAS_PRIVATE_KEY to its content; never upload or commit it)
  public key:  ${written.publicKeyFile}

Upload this public key in the merchant dashboard (the API key / RSA public key setting of your app):

${written.publicKey}

Then ask the gateway's support for the platform public key (LINTAS_PLATFORM_PUBLIC_KEY), which verifies
the notifications it sends you.`);
    return 0;
  } catch (error) {
    console.error(`lintas keys: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
