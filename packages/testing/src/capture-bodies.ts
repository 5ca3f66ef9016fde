import type { Listen } from './use-listeners.js';

/** A URL that keeps the raw body of every request it receives, and acknowledges each as a notification. */
export interface CapturedBodies {
  readonly url: string;
  /** The bodies received, oldest first. */
  readonly bodies: string[];
}

/**
 * Serves, with `listen`, a receiver that keeps each raw body posted to it and answers the gateway's
 * acknowledgement: where a test lets the sandbox deliver a notification it then replays or reads itself.
 */
export async function captureBodies(listen: Listen): Promise<CapturedBodies> {
  const bodies: string[] = [];
  const url = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":10000,"message":"Success"}');
    });
  });
  return { url, bodies };
}
