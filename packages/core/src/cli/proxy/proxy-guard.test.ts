import { describe, expect, it } from 'vitest';
import { maxProxyBodyBytes, type ProxyRequestHead, proxyRefusal } from './proxy-guard.js';

const allowed: ProxyRequestHead = {
  method: 'POST',
  host: '127.0.0.1:8931',
  origin: undefined,
  contentType: 'application/json',
  contentLength: 20,
};

describe('proxyRefusal', () => {
  // Each row: what differs from a request of this machine's tool, and the status it is refused with.
  const rows: [string, Partial<ProxyRequestHead>, number | undefined][] = [
    ['a tool on this machine (curl, newman, Bruno)', {}, undefined],
    [
      'localhost, with a charset',
      { host: 'localhost:8931', contentType: 'application/json; charset=utf-8' },
      undefined,
    ],
    ['a page served from this machine', { origin: 'http://localhost:3000' }, undefined],
    ['another machine named in Host', { host: 'evil.example:8931' }, 403],
    [
      'a name rebound to 127.0.0.1 (DNS rebinding)',
      { host: '127.0.0.1.nip.io:8931', origin: 'http://127.0.0.1.nip.io:8931' },
      403,
    ],
    ['no Host', { host: undefined }, 403],
    ['a page of another site (CSRF)', { origin: 'https://evil.example' }, 403],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }, 403],
    ['a GET', { method: 'GET' }, 405],
    ['a form post a page can send without a preflight', { contentType: 'text/plain' }, 415],
    ['no Content-Type', { contentType: undefined }, 415],
    ['a body over the bound', { contentLength: maxProxyBodyBytes + 1 }, 413],
  ];
  it.each(rows)('%s', (_, change, status) => {
    expect(proxyRefusal({ ...allowed, ...change })?.status).toBe(status);
  });

  it('answers under a host name it is told it serves, and no other', () => {
    expect(proxyRefusal({ ...allowed, host: 'qa.internal:8931' }, ['qa.internal'])).toBeUndefined();
    expect(proxyRefusal({ ...allowed, host: 'qa.evil:8931' }, ['qa.internal'])?.status).toBe(403);
  });
});
