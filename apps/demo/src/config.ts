/** Where the demo runs: the embedded sandbox, or a real gateway described by the environment. */
export type DemoConfig =
  | { readonly target: 'sandbox'; readonly receiverPort: number }
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
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new ConfigError('LINTAS_NOTIFY_PORT must be a port number');
  return parsed;
}

/** Reads the configuration from `env`: the gateway when every gateway variable is set, the sandbox when none is. */
export function readConfig(env: NodeJS.ProcessEnv): DemoConfig {
  const receiverPort = port(env['LINTAS_NOTIFY_PORT']);
  const present = GATEWAY_VARIABLES.filter((name) => env[name]);
  if (present.length === 0) return { target: 'sandbox', receiverPort };
  const missing = GATEWAY_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(`${present.join(', ')} set but ${missing.join(', ')} missing: set all of them for a real gateway, or none for the sandbox`);
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
