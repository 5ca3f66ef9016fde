import { describe, expectTypeOf, it } from 'vitest';
import {
  type CallIntent,
  type CallJournal,
  type CallJournalOpenOptions,
  type CallOutcome,
  type ClientConfig,
  type ExtraParams,
  isJournalWriteError,
  type JournalWriteError,
  type LintasError,
  type OutcomeUnknownEvent,
} from '../src/index.js';

describe('the client journal', () => {
  it('is an optional client option with open(intent) and close(intent, outcome), both awaited', () => {
    expectTypeOf<ClientConfig['journal']>().toEqualTypeOf<CallJournal | undefined>();
    expectTypeOf<CallJournal['open']>().toEqualTypeOf<
      (intent: CallIntent, options?: CallJournalOpenOptions) => Promise<void>
    >();
    expectTypeOf<CallJournalOpenOptions['signal']>().toEqualTypeOf<AbortSignal | undefined>();
    expectTypeOf<CallIntent['extraParams']>().toEqualTypeOf<ExtraParams | undefined>();
    expectTypeOf<CallJournal['close']>().toEqualTypeOf<(intent: CallIntent, outcome: CallOutcome) => Promise<void>>();
    expectTypeOf<CallIntent['keys']>().toEqualTypeOf<Readonly<Record<string, string | number>>>();
    expectTypeOf<CallOutcome['status']>().toEqualTypeOf<'succeeded' | 'failed' | 'unknown'>();
    expectTypeOf<Extract<CallOutcome, { status: 'succeeded' }>['data']>().toEqualTypeOf<unknown>();
    expectTypeOf<CallOutcome['keyId']>().toEqualTypeOf<string | undefined>();
  });

  it('keeps intents read-only', () => {
    const intent = {} as CallIntent;
    // @ts-expect-error read-only
    intent.endpoint = '/open-api/other';
  });

  it('names the account each call is sent for: its intent and its unknown outcome carry the appId', () => {
    expectTypeOf<CallIntent['appId']>().toEqualTypeOf<string>();
    expectTypeOf<OutcomeUnknownEvent['appId']>().toEqualTypeOf<string>();
  });

  it('rejects with a JournalWriteError whose guard narrows to it, naming the keys', () => {
    expectTypeOf<JournalWriteError>().toExtend<LintasError>();
    expectTypeOf<JournalWriteError['name']>().toEqualTypeOf<'JournalWriteError'>();
    expectTypeOf<JournalWriteError['keys']>().toEqualTypeOf<Readonly<Record<string, string | number>>>();
    const caught: unknown = new Error('x');
    if (isJournalWriteError(caught)) expectTypeOf(caught).toEqualTypeOf<JournalWriteError>();
  });
});
