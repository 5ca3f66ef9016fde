/** One request to the gateway API, as the request log keeps it. */
export interface RequestLogEntry {
  /** The request's number since the sandbox started, from 1: each request has its own. */
  readonly id: number;
  /** Epoch ms when the request arrived. */
  readonly at: number;
  readonly method: string;
  /** The API path, e.g. `/open-api/payment/generate`. */
  readonly path: string;
  /** The merchant, once the envelope named a known one; `null` before that. */
  readonly appId: string | null;
  /** HTTP status answered (0 when the connection was destroyed without an answer). */
  readonly httpStatus: number;
  /** The envelope's `code`, when the answer was an envelope. */
  readonly code: number | null;
  /** The envelope's `message`, when the answer was an envelope. */
  readonly message: string | null;
  /** The injected fault that shaped the answer, e.g. `reset-after`; `null` when none. */
  readonly fault: string | null;
  /** Milliseconds from arrival to answer. */
  readonly durationMs: number;
  /**
   * The body as received (the signed envelope `{appId, sign, param}`), its first 65,536 characters;
   * `null` when it was not read (an unknown path, a fault that answered first).
   */
  readonly requestBody: string | null;
  /**
   * The envelope answered, as JSON, its first 65,536 characters; `null` when the answer was no envelope
   * (an injected HTTP fault, a 404, a destroyed connection before the operation ran).
   */
  readonly responseBody: string | null;
}

/** The most of a body the log keeps. */
export const LOGGED_BODY_LIMIT = 65_536;

/** `text` as the log keeps it: the first {@link LOGGED_BODY_LIMIT} characters. */
export function loggedBody(text: string): string {
  return text.length > LOGGED_BODY_LIMIT ? text.slice(0, LOGGED_BODY_LIMIT) : text;
}

/**
 * The last `limit` requests, oldest first, and an optional listener told of each one (the CLI's
 * terminal line). A ring: without a listener, recording is one array write.
 */
export class RequestLog {
  readonly #entries: RequestLogEntry[] = [];
  readonly #limit: number;
  readonly #listener: ((entry: RequestLogEntry) => void) | undefined;
  #next = 0;
  #count = 0;

  constructor(limit: number, listener?: (entry: RequestLogEntry) => void) {
    this.#limit = Math.max(1, limit);
    this.#listener = listener;
  }

  /**
   * Keeps `fields`, numbered, in place of the oldest once the limit is reached, and tells the listener.
   */
  record(fields: Omit<RequestLogEntry, 'id'>): void {
    this.#count += 1;
    const entry: RequestLogEntry = { id: this.#count, ...fields };
    this.#entries[this.#next] = entry;
    this.#next = (this.#next + 1) % this.#limit;
    this.#listener?.(entry);
  }

  /** The entries kept, oldest first (a copy). */
  list(): RequestLogEntry[] {
    if (this.#entries.length < this.#limit) return [...this.#entries];
    return [...this.#entries.slice(this.#next), ...this.#entries.slice(0, this.#next)];
  }
}
