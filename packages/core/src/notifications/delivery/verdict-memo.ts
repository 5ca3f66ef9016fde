import type { Confirmation } from '../confirm-notification.js';

/** A verdict of the gateway on one notification: confirmed with its record, or refused. */
export type Verdict = Extract<Confirmation, { fact: 'confirmed' | 'not-found' | 'differs' }>;

/** The verdicts a handler remembers, by notification key and signed text. */
export interface VerdictMemo {
  /** The verdict on the notification `key` whose `param` hashes to `digest`, if it is remembered. */
  recall(key: string, digest: string): Verdict | undefined;
  /** Remembers a verdict (a confirmation that is not one, `pending` or `unavailable`, is not remembered). */
  remember(key: string, digest: string, confirmation: Confirmation): void;
}

/**
 * Remembers verdicts for `windowMs`, at most `entries` of them (the oldest forgotten first). A verdict is
 * recalled only for the same signed `param`: another text under the same key is looked up afresh, and
 * each text's verdict is kept apart.
 */
export function createVerdictMemo(windowMs: number, entries: number, now: () => number = Date.now): VerdictMemo {
  const verdicts = new Map<string, { readonly verdict: Verdict; readonly until: number }>();
  return {
    recall(key, digest) {
      const kept = verdicts.get(`${key} ${digest}`);
      return kept === undefined || kept.until <= now() ? undefined : kept.verdict;
    },
    remember(key, digest, confirmation) {
      if (!isVerdict(confirmation)) return;
      const slot = `${key} ${digest}`;
      verdicts.delete(slot);
      verdicts.set(slot, { verdict: confirmation, until: now() + windowMs });
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
