import type { CallRecord, Exchange } from './api-types.js';

/** A name and a value, as HAR lists headers. */
interface HarPair {
  readonly name: string;
  readonly value: string;
}

/** One request and its answer in a HAR 1.2 log (http://www.softwareishard.com/blog/har-12-spec/#entries). */
export interface HarEntry {
  readonly startedDateTime: string;
  readonly time: number;
  readonly request: {
    readonly method: 'POST';
    readonly url: string;
    readonly httpVersion: 'HTTP/1.1';
    readonly cookies: readonly [];
    readonly headers: readonly HarPair[];
    readonly queryString: readonly [];
    readonly postData: { readonly mimeType: 'application/json'; readonly text: string };
    readonly headersSize: -1;
    readonly bodySize: number;
  };
  readonly response: {
    readonly status: number;
    readonly statusText: string;
    readonly httpVersion: 'HTTP/1.1';
    readonly cookies: readonly [];
    readonly headers: readonly [];
    readonly content: { readonly size: number; readonly mimeType: string; readonly text: string };
    readonly redirectURL: '';
    readonly headersSize: -1;
    readonly bodySize: number;
  };
  readonly cache: Record<string, never>;
  readonly timings: { readonly send: 0; readonly wait: number; readonly receive: 0 };
  /** The console's call it belongs to and its attempt, e.g. `call #3 philippines.createPayment, attempt 1 of 2`. */
  readonly comment: string;
  /** Why no answer came (a reset, a timeout): HAR's custom field, as the status is then 0. */
  readonly _error?: string;
}

/** A HAR 1.2 log of the console's calls. */
export interface Har {
  readonly log: {
    readonly version: '1.2';
    readonly creator: { readonly name: string; readonly version: string };
    readonly entries: readonly HarEntry[];
  };
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

function entryOf(record: CallRecord, exchange: Exchange, index: number, startedAt: number, baseUrl: string): HarEntry {
  // A SNAP call signs its headers; an envelope call signs its body alone and sends only a content type.
  const headers = Object.entries(exchange.headers ?? { 'content-type': 'application/json' }).map(([name, value]) => ({
    name,
    value,
  }));
  const body = JSON.stringify(exchange.envelope);
  const answer = typeof exchange.answer === 'string' ? exchange.answer : JSON.stringify(exchange.answer ?? null);
  const count = record.outcome.exchanges.length;
  return {
    startedDateTime: new Date(startedAt).toISOString(),
    time: exchange.durationMs,
    request: {
      method: 'POST',
      url: new URL(exchange.path, baseUrl).toString(),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers,
      queryString: [],
      postData: { mimeType: 'application/json', text: body },
      headersSize: -1,
      bodySize: bytes(body),
    },
    response: {
      status: exchange.status ?? 0,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: [],
      content: {
        size: exchange.status === null ? 0 : bytes(answer),
        mimeType: typeof exchange.answer === 'string' ? 'text/plain' : 'application/json',
        text: exchange.status === null ? '' : answer,
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: exchange.status === null ? 0 : bytes(answer),
    },
    cache: {},
    timings: { send: 0, wait: exchange.durationMs, receive: 0 },
    comment: `call #${record.id} ${record.family}.${record.name}, attempt ${index + 1} of ${count}`,
    ...(exchange.error === undefined ? {} : { _error: exchange.error }),
  };
}

/**
 * The calls of `records` (newest first, as the history keeps them) as a HAR 1.2 log, oldest first:
 * each attempt on the wire an entry, as sent to `baseUrl` (the signature is public; no key is ever in
 * a record). A call refused before sending has no entry. An attempt's start is the call's start plus
 * the attempts before it: the history keeps no other clock.
 */
export function harOf(records: readonly CallRecord[], baseUrl: string, creatorVersion: string): Har {
  const entries: HarEntry[] = [];
  for (const record of [...records].reverse()) {
    let startedAt = record.at;
    record.outcome.exchanges.forEach((exchange, index) => {
      entries.push(entryOf(record, exchange, index, startedAt, baseUrl));
      startedAt += exchange.durationMs;
    });
  }
  return { log: { version: '1.2', creator: { name: 'Lintas QA console', version: creatorVersion }, entries } };
}
