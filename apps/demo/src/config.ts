/**
 * Where the demo runs: the embedded sandbox, a sandbox started separately (its URL given), or a real
 * gateway described by the environment.
 */
export type DemoConfig =
  | { readonly target: 'sandbox'; readonly receiverPort: number }
  | {
      readonly target: 'remote-sandbox';
      /** The sandbox's base URL; its control API is under `/__sandbox`. */
      readonly sandboxUrl: string;
      readonly receiverPort: number;
    }
  | {
      readonly target: 'gateway';
      readonly baseUrl: string;
      readonly appId: string;
      /** Never printed: it only reaches `rsaSha256Signer`. */
      readonly privateKey: string;
      readonly platformPublicKey: string;
      /** The public URL at which the gateway reaches the receiver (a tunnel or reverse proxy to it). */
      readonly notifyBaseUrl: string;
      /** The local port the receiver listens on, behind `notifyBaseUrl`. */
      readonly receiverPort: number;
    };

/** The variables that point the demo at a real gateway; all or none must be set. */
export const GATEWAY_VARIABLES = [
  'LINTAS_BASE_URL',
  'LINTAS_APP_ID',
  'LINTAS_PRIVATE_KEY',
  'LINTAS_PLATFORM_PUBLIC_KEY',
  'LINTAS_NOTIFY_BASE_URL',
] as const;

/** Thrown when the environment is half set up; the message names variables, never their values. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    throw new ConfigError('LINTAS_NOTIFY_PORT must be a port number');
  return parsed;
}

function sandboxUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`the sandbox URL must be an http URL such as http://127.0.0.1:8790 (got ${text})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`the sandbox URL must be an http URL (got ${text})`);
  return url.origin;
}

/**
 * Reads the configuration from `env` (and `sandboxUrlOption`, the `--sandbox-url` flag, which wins over
 * `LINTAS_SANDBOX_URL`): a sandbox started separately when its URL is given, the gateway when every
 * gateway variable is set, the embedded sandbox when none is.
 */
export function readConfig(env: NodeJS.ProcessEnv, sandboxUrlOption?: string): DemoConfig {
  const receiverPort = port(env['LINTAS_NOTIFY_PORT']);
  const present = GATEWAY_VARIABLES.filter((name) => env[name]);
  const remote = sandboxUrlOption ?? env['LINTAS_SANDBOX_URL'];
  if (remote) {
    if (present.length > 0)
      throw new ConfigError(`a sandbox URL and ${present.join(', ')} are both set: give one target`);
    return { target: 'remote-sandbox', sandboxUrl: sandboxUrl(remote), receiverPort };
  }
  if (present.length === 0) return { target: 'sandbox', receiverPort };
  const missing = GATEWAY_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `${present.join(', ')} set but ${missing.join(', ')} missing: set all of them for a real gateway, or none for the sandbox`,
    );
  }
  const value = (name: (typeof GATEWAY_VARIABLES)[number]) => env[name] ?? '';
  return {
    target: 'gateway',
    baseUrl: value('LINTAS_BASE_URL'),
    appId: value('LINTAS_APP_ID'),
    privateKey: value('LINTAS_PRIVATE_KEY'),
    platformPublicKey: value('LINTAS_PLATFORM_PUBLIC_KEY'),
    notifyBaseUrl: value('LINTAS_NOTIFY_BASE_URL').replace(/\/+$/, ''),
    receiverPort,
  };
}
