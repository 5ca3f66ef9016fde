/** The failure path of a call, once it is loaded. */
export type FailurePath = typeof import('./failure-path.js');

let loaded: Promise<FailurePath> | undefined;

/**
 * Loads the failure path of a call (retries through ky, recovery, the errors' descriptions) the first
 * time a call needs it; later calls get the same module. A successful call never loads it, so it stays
 * out of the cold start and, in a merchant's bundle, in a chunk of its own fetched on a first failure.
 * A failed load (a chunk that could not be fetched) is tried again by the next call.
 */
export function loadFailurePath(): Promise<FailurePath> {
  loaded ??= import('./failure-path.js').catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
