import type { HTTPError, KyInstance, TimeoutError } from 'ky';

/** The ky instance of a client, and ky's errors to tell its answers from its timeouts. */
export interface HttpClient {
  readonly ky: KyInstance;
  readonly HTTPError: typeof HTTPError;
  readonly TimeoutError: typeof TimeoutError;
}

/**
 * ky, imported by the first attempt rather than with Lintas: importing ky builds a `Request` to probe
 * the runtime, which on Node loads its built-in `fetch` (tens of milliseconds). A process that only
 * receives notifications never pays for it; one that calls pays it on the first call, which needs
 * `fetch` anyway. A failed import is not kept, so the next attempt imports again.
 */
let kyModule: Promise<typeof import('ky')> | undefined;
/** ky once imported: later clients and attempts take it without waiting a turn. */
let kyLoaded: typeof import('ky') | undefined;

function importKy(): Promise<typeof import('ky')> {
  kyModule ??= import('ky').then(
    (module) => {
      kyLoaded = module;
      return module;
    },
    (error: unknown) => {
      kyModule = undefined;
      throw error;
    },
  );
  return kyModule;
}

/** The body is the envelope's JSON text already: ky sends it as it is, as `application/json`. */
const asItIs = (text: unknown): string => text as string;

/**
 * The ky instance of one client, created once, with the first attempt of its first call (ky itself
 * loads then): its `prefixUrl`, no retry of its own (the call's loop decides every retry), and the
 * envelope's text sent as JSON. ky keeps the timeout and `HTTPError`. Synchronous once created.
 */
export function httpClient(prefixUrl: string): () => HttpClient | Promise<HttpClient> {
  let client: HttpClient | undefined;
  const create = (ky: typeof import('ky')): HttpClient => {
    client ??= {
      ky: ky.default.create({ prefixUrl, retry: 0, stringifyJson: asItIs }),
      HTTPError: ky.HTTPError,
      TimeoutError: ky.TimeoutError,
    };
    return client;
  };
  return () => client ?? (kyLoaded ? create(kyLoaded) : importKy().then(create));
}
