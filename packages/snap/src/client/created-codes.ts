import type { CallIntent, CallJournal, CallJournalOpenOptions, CallOutcome, CreatedRecordStore } from '@lintas/core';
import { bounded } from '../utils/bounded.js';

/**
 * How long a created code's `referenceNo` is kept, in ms: 30 days, past any QRIS or ATM code's
 * validity and the sites' redeliveries of its notification.
 */
export const createdCodeKeepMs = 30 * 24 * 3600 * 1000;

/** The key a created code is recorded under: its site, the partner that created it, its `partnerReferenceNo`. */
export function createdCodeKey(site: string, partnerId: string, partnerReferenceNo: string): string {
  return `${site}|${partnerId}|${partnerReferenceNo}`;
}

/** What {@link recordingJournal} records with. */
export interface RecordingOptions {
  readonly store: CreatedRecordStore;
  /** The profile's name: a code is the site's. */
  readonly site: string;
  readonly partnerId: string;
  readonly now: () => number;
  /** How long a store call may take before the call goes on without it (or, before sending, is refused). */
  readonly storeTimeoutMs: number;
  /** The merchant's own journal, written after the record. */
  readonly journal: CallJournal | undefined;
}

/** The `partnerReferenceNo` of a write's intent, if it has one. */
function referenceOf(intent: CallIntent): string | undefined {
  const reference = intent.keys.partnerReferenceNo;
  return typeof reference === 'string' ? reference : undefined;
}

/**
 * The journal a SNAP client writes its creates through: before the first attempt of a create keyed by
 * `partnerReferenceNo` (a QRIS, an ATM code), the store notes that the code is being created, and the
 * create is sent only once it did (`JournalWriteError` otherwise, and nothing is sent): no code is
 * made that the notification handler would not know. Once the gateway answered with its `referenceNo`,
 * the store records it; a record that fails leaves the code expected, and its notifications are
 * answered "come back later" rather than taken for another merchant's. The merchant's own `journal`
 * is written after, as it would be alone.
 */
export function recordingJournal(options: RecordingOptions): CallJournal {
  const { store, journal } = options;
  const keyOf = (reference: string) => createdCodeKey(options.site, options.partnerId, reference);
  return {
    async open(intent: CallIntent, openOptions?: CallJournalOpenOptions) {
      const reference = referenceOf(intent);
      if (reference !== undefined)
        await bounded(store.expectRecord(keyOf(reference), options.now() + createdCodeKeepMs), options.storeTimeoutMs);
      await journal?.open(intent, openOptions);
    },
    async close(intent: CallIntent, outcome: CallOutcome) {
      const reference = referenceOf(intent);
      const referenceNo = outcome.status === 'succeeded' ? (outcome.data as { referenceNo?: unknown }).referenceNo : '';
      const recorded =
        reference !== undefined && typeof referenceNo === 'string' && referenceNo !== ''
          ? bounded(
              store.putRecord(keyOf(reference), referenceNo, options.now() + createdCodeKeepMs),
              options.storeTimeoutMs,
            )
          : undefined;
      await Promise.all([recorded, journal?.close(intent, outcome)]);
    },
  };
}
