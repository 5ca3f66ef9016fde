/**
 * `@lintas/core/logging`: redacted logs of a client's calls. Import it only when you log: a client
 * without it bundles none of this code.
 *
 * @example
 * ```ts
 * import { createClient } from '@lintas/core';
 * import { logging } from '@lintas/core/logging';
 *
 * const client = createClient({ baseUrl, appId, signer, log: logging({ level: 'debug' }) });
 * ```
 *
 * @packageDocumentation
 */
export type { Logger, LogLevel, LogOptions } from '../types/log.js';
export { logging } from './logging.js';
