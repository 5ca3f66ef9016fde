import { describe, expectTypeOf, it } from 'vitest';
import { isNetworkError, type NetworkError } from '../src/index.js';

describe('NetworkError', () => {
  it('tells where the connection failed when that was a proxy, and what the proxy answered', () => {
    expectTypeOf<NetworkError['via']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NetworkError['proxyStatus']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<NetworkError['code']>().toEqualTypeOf<string | undefined>();
    const error: unknown = new Error('x');
    if (isNetworkError(error)) expectTypeOf(error.via).toEqualTypeOf<string | undefined>();
  });

  it('keeps its fields read-only', () => {
    const error = {} as NetworkError;
    // @ts-expect-error read-only
    error.via = 'proxy';
    // @ts-expect-error read-only
    error.proxyStatus = 403;
  });
});
