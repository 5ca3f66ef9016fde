import type { Confirmation } from '../confirm-notification.js';

/** A verdict of the gateway on one notification: confirmed with its record, or refused. */
export type Verdict = Extract<Confirmation, { fact: 'confirmed' | 'not-found' | 'differs' }>;

/** The verdicts a handler remembers, by notification key. */
export interface VerdictMemo {
  /** The verdict on the notification `key` whose `param` hashes to `digest`, if it is remembered. */
  recall(key: string, digest: string): Verdict | undefined;
  /** Remembers a verdict (a confirmation that is not one, `pending` or `unavailable`, is not remembered). */
  remember(key: string, digest: string, confirmation: Confirmation): void;
}

/**
 * Remembers verdicts for `windowMs`, at most `entries` of them (the oldest forgotten first). A verdict is
 * recalled only for the same signed `param`: another text under the same key is looked up afresh.
 */
export function createVerdictMemo(windowMs: number, entries: number, now: () => number = Date.now): VerdictMemo {
  const verdicts = new Map<string, { readonly digest: string; readonly verdict: Verdict; readonly until: number }>();
  return {
    recall(key, digest) {
      const kept = verdicts.get(key);
      if (kept === undefined || kept.until <= now()) return undefined;
      return kept.digest === digest ? kept.verdict : undefined;
    },
    remember(key, digest, confirmation) {
      if (!isVerdict(confirmation)) return;
      verdicts.delete(key);
      verdicts.set(key, { digest, verdict: confirmation, until: now() + windowMs });
      for (const oldest of verdicts.keys()) {
        if (verdicts.size <= entries) break;
        verdicts.delete(oldest);
      }
    },
  };
}

function isVerdict(confirmation: Confirmation): confirmation is Verdict {
  return confirmation.fact === 'confirmed' || confirmation.fact === 'not-found' || confirmation.fact === 'differs';
}
