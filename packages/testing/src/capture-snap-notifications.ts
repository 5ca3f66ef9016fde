import type { Listen } from './use-listeners.js';

/** A notification as it was posted: its headers and its body, to post again elsewhere. */
export interface CapturedNotification {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A receiver of SNAP notifications that keeps each as it came. */
export interface CapturedSnapNotifications {
  /** Its base URL: any path under it receives. */
  readonly url: string;
  /** The notifications received, oldest first. */
  readonly captured: CapturedNotification[];
}

/**
 * Serves, with `listen`, another merchant's SNAP receiver as an attacker runs it: it acknowledges every
 * notification the gateway sends it with SNAP's `2005200` and keeps each as it came (its headers and
 * raw body), for a test to replay it to someone else's handler.
 */
export async function captureSnapNotifications(listen: Listen): Promise<CapturedSnapNotifications> {
  const captured: CapturedNotification[] = [];
  const url = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value;
      captured.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"responseCode":"2005200","responseMessage":"Successful"}');
    });
  });
  return { url, captured };
}
