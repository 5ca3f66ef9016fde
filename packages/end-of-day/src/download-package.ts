import { ReportDownloadError } from './errors/report-download-error.js';

/** How the package is fetched from its URL. */
export interface DownloadOptions {
  /** The `fetch` to use (a proxy's, a test's). Default: the global one. */
  readonly fetch?: typeof fetch;
  /** The longest the download may take, in ms. Default 120,000. */
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
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 120_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const where = withoutQuery(url);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { signal });
  } catch (error) {
    options.signal?.throwIfAborted();
    throw new ReportDownloadError('network', `the package at ${where} could not be fetched: ${messageOf(error)}`, {
      cause: error,
    });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (response.status === 404)
      throw new ReportDownloadError(
        'not-found',
        `the package at ${where} is not there (HTTP 404): no package for that day yet`,
        {
          status: 404,
        },
      );
    // Object storage answers an expired signed URL with 403 ("Request has expired"); so does the sandbox.
    if (response.status === 403 && /expired/i.test(text))
      throw new ReportDownloadError('expired', `the download URL of ${where} expired before it was fetched`, {
        status: 403,
      });
    throw new ReportDownloadError('http', `the package at ${where} answered HTTP ${response.status}`, {
      status: response.status,
    });
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(where, maxBytes);
  let bytes: Uint8Array;
  try {
    bytes = await readBody(response, maxBytes, where, Number.isFinite(declared) ? declared : undefined);
  } catch (error) {
    if (error instanceof ReportDownloadError) throw error;
    options.signal?.throwIfAborted();
    throw new ReportDownloadError(
      'network',
      `the package at ${where} was cut off while downloading: ${messageOf(error)}`,
      {
        cause: error,
      },
    );
  }
  if (Number.isFinite(declared) && bytes.length !== declared)
    throw new ReportDownloadError(
      'network',
      `the package at ${where} was cut off: ${bytes.length} of ${declared} bytes arrived`,
    );
  return bytes;
}

async function readBody(
  response: Response,
  maxBytes: number,
  where: string,
  declared: number | undefined,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (reader === undefined) return new Uint8Array();
  // With its length declared, the body is written straight into one buffer: never held twice.
  let into = declared === undefined ? undefined : new Uint8Array(declared);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.length > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(where, maxBytes);
    }
    if (into !== undefined && size + value.length > into.length) {
      // Longer than declared: kept as chunks, and refused as not the body declared.
      chunks.push(into.subarray(0, size));
      into = undefined;
    }
    if (into === undefined) chunks.push(value);
    else into.set(value, size);
    size += value.length;
  }
  if (into !== undefined) return size === into.length ? into : into.subarray(0, size);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

function tooLarge(where: string, maxBytes: number): ReportDownloadError {
  return new ReportDownloadError(
    'too-large',
    `the package at ${where} is larger than ${maxBytes} bytes: raise \`limits: { maxPackageBytes }\``,
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
