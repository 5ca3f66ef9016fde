import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ChannelInput } from '../state/channels.js';
import { countryInfo } from '../state/countries.js';

/** The CLI's settings, parsed from its flags. */
export interface CliSettings {
  readonly port: number;
  readonly host: string;
  readonly appId?: string;
  /** The merchant public key text (read from the file when the flag named one). */
  readonly publicKey?: string;
  readonly payoutNotifyUrl?: string;
  /** The armored OpenPGP public key the merchant's reconciliation packages are encrypted to. */
  readonly reportPublicKey?: string;
  readonly settlementNotifyUrl?: string;
  readonly autoProgressMs?: number;
  /** Channels to add to the documented ones (`--channel CODE:COUNTRY:TYPE`, repeatable). */
  readonly channels: readonly ChannelInput[];
  /** The folder that keeps the merchant and the keys across restarts. */
  readonly stateFolder: string;
  /** Ignore (and replace) what the state folder holds: a new merchant and new keys. */
  readonly fresh: boolean;
  readonly json: boolean;
  /** No line per request and per notification delivery. */
  readonly quiet: boolean;
  readonly help: boolean;
  readonly version: boolean;
}

/** The CLI's usage text. */
export const USAGE = `Usage: lintas-sandbox [options]
       lintas-sandbox call <path> ['<json params>']
       lintas-sandbox <verb> [arguments] [--url <url>]   (verbs below)

Runs a local emulator of the payment gateway's merchant API until Ctrl+C, printing one line per API
request and per notification delivery. Its home page (the URL it prints) lists what it holds.
\`call\` signs params as the demo merchant and sends them to a running sandbox (see \`call --help\`).

Options:
  --port <n>                Port to listen on (default 8790; 0 picks a free one)
  --host <address>          Interface to bind (default 127.0.0.1)
  --app-id <id>             appId of the merchant to register (generated when absent)
  --public-key <file|key>   Merchant RSA public key: a file, or base64 SPKI DER / PEM text.
                            Without it a demo merchant with its own key pair is created and
                            its private key is printed for you to give the SDK.
  --state <folder>          Keeps the merchant, its keys and the platform keys across
                            restarts, with a .env of the settings (default .lintas-sandbox)
  --fresh                   A new merchant and new keys, replacing those in the state folder
  --payout-notify-url <url> Where the merchant's payout notifications go (the gateway's
                            dashboard setting); also PATCH /__sandbox/merchants/<appId>
  --report-public-key <file|key>
                            The merchant's armored OpenPGP public key: its reconciliation
                            packages (report download) are encrypted to it; also
                            PATCH /__sandbox/merchants/<appId>/reports
  --settlement-notify-url <url>
                            Where settle.payment.success (V1, V2) goes; POST /__sandbox/settlements
                            sends a day's
  --channel <code:country:type>
                            Adds a payment channel your account has, e.g. MY_GRABPAY_URL:MY:EWALLET
                            (repeatable; country PH, ID, MY, TH or RU; type QR, URL, VA, EWALLET,
                            ONLINE_BANKING, ...); a code the sandbox does not know answers 21005
                            naming the codes it knows
  --auto-progress <ms>      Complete payments, payouts and refunds by themselves after <ms>
  --json                    Print one JSON line {url, appId, privateKey?, publicKey, platformPublicKey,
                            envFile, payoutNotifyUrl}
  -q, --quiet               Print no line per request and per notification delivery
  -v, --version             Print the version
  -h, --help                Show this help
`;

function integer(name: string, text: string | undefined, fallback?: number): number | undefined {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`--${name} must be a whole number`);
  return Number(text);
}

function keyText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return existsSync(value) ? readFileSync(value, 'utf8').trim() : value;
}

/** A `--channel CODE:COUNTRY:TYPE` value as a channel of that country's currency. */
export function parseChannel(text: string): ChannelInput {
  const [channelCode = '', countryCode = '', channelType = '', ...rest] = text.split(':');
  const currency = countryInfo(countryCode)?.currency;
  if (!/^[A-Z0-9_]+$/.test(channelCode) || !channelType || rest.length > 0)
    throw new Error(`--channel ${text}: give CODE:COUNTRY:TYPE, e.g. MY_GRABPAY_URL:MY:EWALLET`);
  if (currency === undefined) throw new Error(`--channel ${text}: the country must be PH, ID, MY, TH or RU`);
  return { channelCode, countryCode, currency, channelType, source: '--channel' };
}

/** Parses the CLI flags; throws an `Error` with a readable message on a bad flag. */
export function parseCliArgs(args: readonly string[]): CliSettings {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'app-id': { type: 'string' },
      'public-key': { type: 'string' },
      'payout-notify-url': { type: 'string' },
      'report-public-key': { type: 'string' },
      'settlement-notify-url': { type: 'string' },
      'auto-progress': { type: 'string' },
      channel: { type: 'string', multiple: true },
      state: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      quiet: { type: 'boolean', short: 'q', default: false },
      version: { type: 'boolean', short: 'v', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const appId = values['app-id'];
  const publicKey = keyText(values['public-key']);
  const payoutNotifyUrl = values['payout-notify-url'];
  const reportPublicKey = keyText(values['report-public-key']);
  const settlementNotifyUrl = values['settlement-notify-url'];
  const autoProgressMs = integer('auto-progress', values['auto-progress']);
  return {
    port: integer('port', values.port, 8790) ?? 8790,
    host: values.host ?? '127.0.0.1',
    ...(appId === undefined ? {} : { appId }),
    ...(publicKey === undefined ? {} : { publicKey }),
    ...(payoutNotifyUrl === undefined ? {} : { payoutNotifyUrl }),
    ...(reportPublicKey === undefined ? {} : { reportPublicKey }),
    ...(settlementNotifyUrl === undefined ? {} : { settlementNotifyUrl }),
    ...(autoProgressMs === undefined ? {} : { autoProgressMs }),
    channels: (values.channel ?? []).map(parseChannel),
    stateFolder: values.state ?? '.lintas-sandbox',
    fresh: values.fresh ?? false,
    json: values.json ?? false,
    quiet: values.quiet ?? false,
    help: values.help ?? false,
    version: values.version ?? false,
  };
}
