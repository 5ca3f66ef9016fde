import type { StoredAccessToken } from '@lintas/core';

/**
 * What a call does for its access token, by what the store holds:
 * - `use`: the stored token has more than the refresh margin left;
 * - `refresh`: none, or it expires within the margin: fetch a new one (once between the instances).
 */
export type TokenAction = 'use' | 'refresh';

/** The plain facts {@link decideToken} acts on. */
export interface TokenFacts {
  readonly stored: StoredAccessToken | undefined;
  readonly now: number;
  /** A token with less than this left is refreshed before it is used. */
  readonly refreshBeforeMs: number;
}

/** Decides whether a stored access token can be used, or a new one must be fetched. A pure function. */
export function decideToken({ stored, now, refreshBeforeMs }: TokenFacts): TokenAction {
  return stored !== undefined && stored.expiresAt - refreshBeforeMs > now ? 'use' : 'refresh';
}
