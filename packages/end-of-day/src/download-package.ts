import { ReportDownloadError } from './errors/report-download-error.js';
import type { PackageStream } from './package/package-bytes.js';

/** How the package is fetched from its URL. */
export interface DownloadOptions {
  /** The `fetch` to use (a proxy's, a test's). Default: the global one. */
  readonly fetch?: typeof fetch;
  /**
   * The longest the download may wait on the network, in ms: for its answer, then for its body. Time
   * `reconcileDay` spends reading what arrived is not counted. Default 120,000.
   */
  readonly timeoutMs?: number;
  /** Largest package accepted, in bytes. Default 256 MiB (`reconcileDay` takes `limits.maxPackageBytes`). */
  readonly maxBytes?: number;
  readonly signal?: AbortSignal | undefined;
}

/** Where a URL's access parameters start: they never go into an error. */
const withoutQuery = (url: string): string => url.split('?')[0] ?? url;

/**
 * Fetches the package behind a download URL. Throws `ReportDownloadError`: `'expired'` (the storage's
 * 403 for an expired link), `'not-found'` (404), `'http'`, `'network'` (no answer, a timeout, a body
 * cut off before its `content-length`), `'too-large'`.
 */
export async function downloadPackage(url: string, options: DownloadOptions = {}): Promise<Uint8Array> {
  const body = await openPackageDownload(url, options);
  // With its length declared, the body is written straight into one buffer: never held twice.
  const whole = body.length === undefined ? undefined : new Uint8Array(body.length);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body.pieces) {
    if (whole === undefined) chunks.push(chunk);
    else whole.set(chunk, size);
    size += chunk.length;
  }
  if (whole !== undefined) return whole;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * {@link downloadPackage}, its body handed on as it arrives rather than held: the reader decrypts each
 * chunk as it comes, so a package is never held whole. Resolves once the URL answered; the body's
 * failures (cut off, too large, a timeout) are thrown as `ReportDownloadError` while it is read.
 */
export async function openPackageDownload(url: string, options: DownloadOptions): Promise<PackageStream> {
  const where = withoutQuery(url);
  const network = networkClock(options);
  let response: Response;
  try {
    response = await network.wait(() => (options.fetch ?? fetch)(url, { signal: network.signal }));
  } catch (error) {
    options.signal?.throwIfAborted();
    throw new ReportDownloadError('network', `the package at ${where} could not be fetched: ${messageOf(error)}`, {
      cause: error,
    });
  }
  if (!response.ok) throw await refusal(response, where, network);
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(where, maxBytes);
  const length = Number.isFinite(declared) ? declared : undefined;
  return { length, pieces: bodyPieces(response, { where, maxBytes, length, network, signal: options.signal }) };
}

// What is read of a refusal's body: enough for object storage's "Request has expired", never more.
const refusalBytes = 4096;

/** The first `max` bytes of a body, as text: the rest is never read (an endless body costs nothing). */
async function headOf(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value.subarray(0, max - size), { stream: true });
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text;
}

/** The error of a URL that answered another status than 200. */
async function refusal(
  response: Response,
  where: string,
  network: ReturnType<typeof networkClock>,
): Promise<ReportDownloadError> {
  const text = await network.wait(() => headOf(response, refusalBytes)).catch(() => '');
  if (response.status === 404)
    return new ReportDownloadError(
      'not-found',
      `the package at ${where} is not there (HTTP 404): no package for that day yet`,
      { status: 404 },
    );
  // Object storage answers an expired signed URL with 403 ("Request has expired"); so does the sandbox.
  if (response.status === 403 && /expired/i.test(text))
    return new ReportDownloadError('expired', `the download URL of ${where} expired before it was fetched`, {
      status: 403,
    });
  return new ReportDownloadError('http', `the package at ${where} answered HTTP ${response.status}`, {
    status: response.status,
  });
}

/** The body's chunks as they arrive, refused when larger than `maxBytes` or cut off before its length. */
async function* bodyPieces(
  response: Response,
  read: {
    readonly where: string;
    readonly maxBytes: number;
    readonly length: number | undefined;
    readonly network: ReturnType<typeof networkClock>;
    readonly signal: AbortSignal | undefined;
  },
): AsyncGenerator<Uint8Array> {
  const reader = response.body?.getReader();
  if (reader === undefined) return;
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await read.network.wait(() => reader.read());
      if (done) break;
      size += value.length;
      if (size > read.maxBytes) throw tooLarge(read.where, read.maxBytes);
      if (read.length !== undefined && size > read.length) break;
      yield value;
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof ReportDownloadError) throw error;
    read.signal?.throwIfAborted();
    throw new ReportDownloadError(
      'network',
      `the package at ${read.where} was cut off while downloading: ${messageOf(error)}`,
      { cause: error },
    );
  }
  if (read.length !== undefined && size !== read.length)
    throw new ReportDownloadError(
      'network',
      `the package at ${read.where} was cut off: ${size} of ${read.length} bytes arrived, not the body declared`,
    );
}

/**
 * The download's one signal, aborted by the caller's or once the download has waited `timeoutMs` on
 * the network in all: only the time spent waiting for an answer or a chunk is counted.
 */
function networkClock(options: DownloadOptions) {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const controller = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;
  let waited = 0;
  return {
    signal,
    async wait<T>(step: () => Promise<T>): Promise<T> {
      const started = Date.now();
      const timer = setTimeout(
        () => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')),
        Math.max(0, timeoutMs - waited),
      );
      // A body that does not listen to the signal (a fetch of your own) is given up on all the same.
      let stop: (() => void) | undefined;
      const aborted = new Promise<never>((_, reject) => {
        stop = () => reject(signal.reason);
        if (signal.aborted) stop();
        else signal.addEventListener('abort', stop, { once: true });
      });
      try {
        return await Promise.race([step(), aborted]);
      } finally {
        clearTimeout(timer);
        if (stop !== undefined) signal.removeEventListener('abort', stop);
        waited += Date.now() - started;
      }
    },
  };
}

function tooLarge(where: string, maxBytes: number): ReportDownloadError {
  return new ReportDownloadError(
    'too-large',
    `the package at ${where} is larger than ${maxBytes} bytes: raise \`limits: { maxPackageBytes }\` (--max-package-bytes)`,
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
