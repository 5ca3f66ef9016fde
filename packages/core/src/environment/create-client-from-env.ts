import { checkBaseUrl } from '../check-base-url.js';
import { createClient } from '../create-client.js';
import { logging } from '../logging/logging.js';
import { rsaSigner } from '../signing/rsa-sha256-signer.js';
import type { Client, ClientConfig } from '../types/client.js';
import { defaultEnvironment, type Environment, readEnv } from './read-env.js';

/** Options of {@link createClientFromEnv}: any client option besides the three read from the environment. */
export type ClientFromEnvOptions = Omit<ClientConfig, 'baseUrl' | 'appId' | 'signer'> & {
  /** Where to read the variables. Default `process.env`; on Workers, pass the `env` bindings. */
  readonly env?: Environment;
};

/**
 * Creates a client from `LINTAS_BASE_URL`, `LINTAS_APP_ID` and `LINTAS_PRIVATE_KEY`, the variables the
 * sandbox prints and that a deployment sets. Throws an `EnvironmentError` naming every variable that is
 * missing, before anything else. When `LINTAS_LOG` is set there (`debug`, `info`, `warn`, `error`), the
 * client logs at that level to `console`, unless you pass a `log` of your own. Other client options
 * (timeout, retry, hooks, log, ...) are passed as usual.
 *
 * @example
 * ```ts
 * import { createClientFromEnv } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 *
 * const client = (await createClientFromEnv()).use(philippines);
 * ```
 */
export async function createClientFromEnv(options: ClientFromEnvOptions = {}): Promise<Client> {
  const { env = defaultEnvironment(), ...config } = options;
  const values = readEnv(env, ['LINTAS_BASE_URL', 'LINTAS_APP_ID', 'LINTAS_PRIVATE_KEY'], 'createClientFromEnv');
  checkBaseUrl(values.LINTAS_BASE_URL);
  const signer = await rsaSigner(values.LINTAS_PRIVATE_KEY, {
    caller: 'createClientFromEnv',
    option: 'LINTAS_PRIVATE_KEY',
    kind: 'private',
  });
  const log = config.log ?? (env['LINTAS_LOG'] === undefined ? undefined : logging({ env }));
  return createClient({
    ...config,
    ...(log ? { log } : {}),
    baseUrl: values.LINTAS_BASE_URL,
    appId: values.LINTAS_APP_ID,
    signer,
  });
}
