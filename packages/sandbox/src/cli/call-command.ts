import { sign } from 'node:crypto';
import { importPrivateKey } from '../keys/import-key.js';

/** The usage text of `lintas-sandbox call`. */
export const CALL_USAGE = `Usage: lintas-sandbox call <path> ['<json params>']

Signs the params as the merchant (RSA-SHA256 over the param string, with a fresh timestamp), POSTs the
envelope to the sandbox and prints what was sent and the answer. Exits 1 unless the answer's code is
10000 (or 1000).

Reads LINTAS_APP_ID and LINTAS_PRIVATE_KEY (the demo merchant block lintas-sandbox prints at start)
and LINTAS_BASE_URL (default http://127.0.0.1:8790) from the environment.

Example:
  lintas-sandbox call /open-api/account/balance '{"countryCode":"PH"}'
`;

/** What `call` prints and how it ends. */
export interface CallOutcome {
  readonly output: string;
  readonly exitCode: number;
}

function paramsOf(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`the params are not JSON: ${text}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('the params must be a JSON object');
  return parsed as Record<string, unknown>;
}

/**
 * `lintas-sandbox call <path> '<json>'`: signs `params` with the merchant key from `env` and POSTs the
 * envelope to the sandbox; the key goes to the signer only and is never printed.
 */
export async function callCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<CallOutcome> {
  const [path, json, ...rest] = args;
  if (path === undefined || path === '-h' || path === '--help' || rest.length > 0) {
    return { output: CALL_USAGE, exitCode: path === undefined || rest.length > 0 ? 2 : 0 };
  }
  if (!path.startsWith('/'))
    throw new Error(`the path must start with /, e.g. /open-api/account/balance (got ${path})`);
  const appId = env['LINTAS_APP_ID'];
  const keyText = env['LINTAS_PRIVATE_KEY'];
  if (!appId || !keyText) {
    throw new Error(
      'set LINTAS_APP_ID and LINTAS_PRIVATE_KEY: lintas-sandbox prints them for its demo merchant at start',
    );
  }
  const baseUrl = (env['LINTAS_BASE_URL'] || 'http://127.0.0.1:8790').replace(/\/+$/, '');
  const param = JSON.stringify({ ...paramsOf(json), timestamp: String(Date.now()) });
  const envelope = {
    appId,
    sign: sign('sha256', Buffer.from(param), importPrivateKey(keyText, 'LINTAS_PRIVATE_KEY')).toString('base64'),
    param,
  };
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(envelope),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(
      `no sandbox answered at ${baseUrl} (${cause}): start one with lintas-sandbox, or set LINTAS_BASE_URL`,
    );
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an injected fault's HTML page): printed as it came.
  }
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  const output = [
    `POST ${baseUrl}${path}`,
    JSON.stringify(envelope, null, 2),
    '',
    `HTTP ${response.status}`,
    typeof body === 'string' ? body : JSON.stringify(body, null, 2),
  ].join('\n');
  return { output: `${output}\n`, exitCode: code === 10000 || code === 1000 ? 0 : 1 };
}
