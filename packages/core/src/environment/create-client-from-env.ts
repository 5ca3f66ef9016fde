import { checkBaseUrl } from '../check-base-url.js';
import { createClientIn } from '../create-client.js';
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
 * missing, before anything else. `LINTAS_LOG` is read from the same place (see `ClientConfig.log`).
 * Other client options (timeout, retry, hooks, log, ...) are passed as usual.
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
  return createClientIn(env, { ...config, baseUrl: values.LINTAS_BASE_URL, appId: values.LINTAS_APP_ID, signer });
}
