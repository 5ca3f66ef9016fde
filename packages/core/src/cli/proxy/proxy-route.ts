import type { AnyEndpoint } from '../../types/endpoint.js';
import type { ProxyRefusal } from './proxy-guard.js';

/** A family plugin as the proxy reads it. */
export interface ProxyPlugin {
  readonly name: string;
  readonly endpoints: Readonly<Record<string, AnyEndpoint>>;
}

/** The operation a request names and the params it sends. */
export interface ProxyCall {
  /** `<plugin>.<method>`, e.g. `philippines.createPayment`. */
  readonly operation: string;
  readonly endpoint: AnyEndpoint;
  readonly params: Readonly<Record<string, unknown>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The params of a raw envelope `{ param: '<JSON text>' }`, without the `timestamp` the SDK sets itself. */
function paramsOfEnvelope(
  body: Record<string, unknown>,
): { readonly params: Record<string, unknown> } | { readonly refusal: ProxyRefusal } {
  const refusal = (message: string) => ({ refusal: { status: 400, message } });
  if (typeof body['param'] !== 'string')
    return refusal('On a gateway path, send the envelope: { "param": "<the params as JSON text>" }.');
  let params: unknown;
  try {
    params = JSON.parse(body['param']);
  } catch {
    return refusal('`param` is not JSON text.');
  }
  if (!isRecord(params)) return refusal('`param` must be the JSON text of an object.');
  const { timestamp: _, ...rest } = params;
  return { params: rest };
}

/** The operations at a gateway path, e.g. `/open-api/disbursement` (two families may share one). */
function operationsAt(path: string, plugins: readonly ProxyPlugin[]): [string, AnyEndpoint][] {
  return plugins.flatMap((plugin) =>
    Object.entries(plugin.endpoints)
      .filter(([, endpoint]) => endpoint.path === path)
      .map(([name, endpoint]): [string, AnyEndpoint] => [`${plugin.name}.${name}`, endpoint]),
  );
}

/**
 * The call a request names: `POST /<plugin>/<method>` with the plain params as its body, or `POST
 * <gateway path>` with an unsigned envelope `{ param }`. A refusal names what to send instead.
 */
export function proxyRoute(path: string, body: unknown, plugins: readonly ProxyPlugin[]): ProxyCall | ProxyRefusal {
  if (!isRecord(body)) return { status: 400, message: 'The body must be a JSON object: the operation’s params.' };
  const [, pluginName, method, ...rest] = path.split('/');
  const plugin = plugins.find((candidate) => candidate.name === pluginName);
  if (plugin && method !== undefined && rest.length === 0) {
    const endpoint = Object.hasOwn(plugin.endpoints, method) ? plugin.endpoints[method] : undefined;
    if (!endpoint)
      return {
        status: 404,
        message: `${plugin.name} has no operation ${method}: ${Object.keys(plugin.endpoints).join(', ')}.`,
      };
    return { operation: `${plugin.name}.${method}`, endpoint, params: body };
  }
  const candidates = operationsAt(path, plugins);
  const [only] = candidates;
  if (!only)
    return {
      status: 404,
      message: `No operation at ${path}: POST /<family>/<operation>, e.g. /${plugins[0]?.name ?? 'neutral'}/<operation>.`,
    };
  if (candidates.length > 1)
    return {
      status: 409,
      message: `${path} is ${candidates.map(([name]) => name).join(' and ')}: POST /<family>/<operation> instead.`,
    };
  const envelope = paramsOfEnvelope(body);
  return 'refusal' in envelope ? envelope.refusal : { operation: only[0], endpoint: only[1], params: envelope.params };
}
