import { describe, expect, it } from 'vitest';
import {
  type Action,
  decide,
  type Earlier,
  type Facts,
  including,
  type OutcomeKind,
  type PolicyKind,
  policyKindOf,
} from './decide.js';

// The decision table, every row of it: each outcome of an attempt (a line) × each policy (a group of six
// columns) × what the earlier attempts showed and whether a retry is left (the six columns of a group).
// A `lookup` write (a recovery, no duplicate refusal) is never resent after an ambiguous failure.
// R retry, K resign (the same request signed with the next key, sent again as the same attempt), S
// settle, C recover (the endpoint's lookup), U unknown (OutcomeUnknownError), F fail (the outcome's own
// error). `table` holds every row of a client with one key, or with none left to sign this attempt;
// `withNextKey` the rows another key changes: only a refusal of the signature (21001).
const policies: readonly PolicyKind[] = ['read', 'write', 'recoverable', 'lookup'];
const columns: readonly (readonly [Earlier, boolean])[] = [
  ['none', false],
  ['none', true],
  ['unsent', false],
  ['unsent', true],
  ['reached', false],
  ['reached', true],
];

// In each group of six: earlier none, none (last attempt), unsent, unsent (last), reached, reached (last).
// outcome         read          write         recoverable   lookup
const table = `
success            S S S S S S   S S S S S S   S S S S S S   S S S S S S
unreadable         F F F F F F   U U U U U U   C C C C C C   C C C C C C
rate-limited       R F R F R F   R U R U R U   R U R U R U   R C R C R C
gateway-failed     R F R F R F   U U U U U U   R U R U R U   C C C C C C
duplicate          F F F F F F   F F F F U U   F F F F C C   F F F F C C
key-refused        F F F F F F   F F F F U U   F F F F U U   F F F F C C
refused            F F F F F F   F F F F U U   F F F F U U   F F F F C C
unsent             R F R F R F   R F R F R U   R F R F R U   R F R F R C
not-sent           F F F F F F   F F F F U U   F F F F U U   F F F F C C
lost               R F R F R F   U U U U U U   R U R U R U   C C C C C C
aborted            F F F F F F   F F F F U U   F F F F U U   F F F F U U
aborted-in-flight  F F F F F F   U U U U U U   U U U U U U   U U U U U U
`;

// outcome         read          write         recoverable   lookup
const withNextKey = `
key-refused        K K K K K K   K K K K K K   K K K K K K   K K K K K K
`;

const actions: Record<string, Action> = {
  R: 'retry',
  K: 'resign',
  S: 'settle',
  C: 'recover',
  U: 'unknown',
  F: 'fail',
};
const outcomes: readonly OutcomeKind[] = [
  'success',
  'unreadable',
  'rate-limited',
  'gateway-failed',
  'duplicate',
  'key-refused',
  'refused',
  'unsent',
  'not-sent',
  'lost',
  'aborted',
  'aborted-in-flight',
];

/** The rows of `text`, whose facts say whether another key is left to sign the attempt (`nextKey`). */
const rowsOf = (text: string, nextKey: boolean): [Facts, Action][] => {
  const lines = text
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  return policies.flatMap((policy, group) =>
    lines.flatMap(([outcome, ...cells]) =>
      columns.map(([earlier, last], index): [Facts, Action] => [
        { policy, outcome: outcome as OutcomeKind, earlier, last, nextKey },
        actions[cells[group * columns.length + index] ?? ''] as Action,
      ]),
    ),
  );
};
const rows = rowsOf(table, false);
const keyRows = rowsOf(withNextKey, true);

const name = ({ policy, outcome, earlier, last, nextKey }: Facts) =>
  `${policy} / ${outcome} / earlier ${earlier} / ${last ? 'last attempt' : 'retries left'}${nextKey ? ' / another key left' : ''}`;

/** `facts` of one key: no other key is left to sign the attempt. */
const oneKey = (facts: Omit<Facts, 'nextKey'>): Facts => ({ ...facts, nextKey: false });

describe('the decision after an attempt', () => {
  it('has one row for every policy, outcome, earlier attempts and retries left', () => {
    const written = new Set(rows.map(([facts]) => name(facts)));
    expect(rows).toHaveLength(policies.length * outcomes.length * columns.length);
    expect(written.size).toBe(rows.length);
    for (const [facts, action] of rows) expect(Object.values(actions), name(facts)).toContain(action);
  });

  it.each([...rows, ...keyRows].map(([facts, action]) => [name(facts), facts, action] as const))(
    '%s: %s',
    (_name, facts, action) => {
      expect(decide(facts)).toBe(action);
    },
  );

  it('never ends a write that may have been committed in an error that reads as "nothing happened"', () => {
    for (const [facts, action] of rows) {
      if (facts.policy === 'read' || facts.earlier !== 'reached') continue;
      expect(
        ['retry', 'recover', 'unknown', ...(facts.outcome === 'success' ? ['settle'] : [])],
        name(facts),
      ).toContain(action);
    }
  });

  it('fails a write only on a definite refusal or an attempt that never left, when nothing before it can have been committed', () => {
    const failing = rows.filter(([facts, action]) => facts.policy !== 'read' && action === 'fail');
    for (const [facts] of failing) {
      expect(facts.earlier, name(facts)).not.toBe('reached');
      expect(['duplicate', 'key-refused', 'refused', 'unsent', 'not-sent', 'aborted'], name(facts)).toContain(
        facts.outcome,
      );
    }
  });
});

describe('the findings of the review under hostile conditions, as rows', () => {
  it('a write answered "nothing was done" (429, 408, 21020) after its commit until the retries run out is unknown', () => {
    for (const policy of ['write', 'recoverable'] as const) {
      expect(decide(oneKey({ policy, outcome: 'rate-limited', earlier: 'reached', last: true }))).toBe('unknown');
      expect(decide(oneKey({ policy, outcome: 'rate-limited', earlier: 'none', last: true }))).toBe('unknown');
    }
  });

  it('a write whose answer the merchant’s own fetch aborted after sending (a lost answer) is unknown, or retried to be recovered', () => {
    expect(decide(oneKey({ policy: 'write', outcome: 'lost', earlier: 'none', last: false }))).toBe('unknown');
    expect(decide(oneKey({ policy: 'recoverable', outcome: 'lost', earlier: 'none', last: true }))).toBe('unknown');
    expect(decide(oneKey({ policy: 'recoverable', outcome: 'lost', earlier: 'none', last: false }))).toBe('retry');
  });

  it('a write success that identifies no record (unreadable) is recovered, else unknown', () => {
    expect(decide(oneKey({ policy: 'write', outcome: 'unreadable', earlier: 'none', last: false }))).toBe('unknown');
    expect(decide(oneKey({ policy: 'recoverable', outcome: 'unreadable', earlier: 'none', last: false }))).toBe(
      'recover',
    );
  });
});

describe('a write with a lookup but no duplicate refusal', () => {
  it('is sent again only after an attempt that never left or an answer that said nothing was done', () => {
    for (const [facts, action] of rows) {
      if (facts.policy !== 'lookup' || action !== 'retry') continue;
      expect(['rate-limited', 'unsent'], name(facts)).toContain(facts.outcome);
    }
  });

  it('looks itself up wherever a write would end unknown, but after an abort by its caller', () => {
    for (const [facts, action] of rows) {
      if (facts.policy !== 'lookup') continue;
      const asWrite = decide({ ...facts, policy: 'write' });
      const aborted = facts.outcome === 'aborted' || facts.outcome === 'aborted-in-flight';
      expect(action, name(facts)).toBe(asWrite === 'unknown' && !aborted ? 'recover' : asWrite);
    }
  });

  it('is told from the other policies by its declaration', () => {
    const recover = async () => ({});
    expect(policyKindOf('read')).toBe('read');
    expect(policyKindOf({ keys: ['requestId'] })).toBe('write');
    expect(policyKindOf({ keys: ['mchOrderId'], duplicateCodes: [21007], recover })).toBe('recoverable');
    expect(policyKindOf({ keys: ['requestId'], recover })).toBe('lookup');
    expect(policyKindOf({ keys: ['requestId'], duplicateCodes: [], recover })).toBe('lookup');
  });
});

describe('a client that rotates its key (another key left to sign the attempt)', () => {
  it('signs the same request again with the next key after a refusal of its signature (21001), whatever else is true', () => {
    expect(keyRows).toHaveLength(policies.length * columns.length);
    for (const [facts, action] of keyRows) expect(action, name(facts)).toBe('resign');
  });

  it('decides every other outcome as with one key: no other answer sends the request again with another key', () => {
    for (const [facts, action] of rows) {
      if (facts.outcome === 'key-refused') continue;
      expect(decide({ ...facts, nextKey: true }), name(facts)).toBe(action);
    }
    for (const [facts, action] of [...rows, ...keyRows])
      if (action === 'resign') expect(facts, name(facts)).toMatchObject({ outcome: 'key-refused', nextKey: true });
  });

  it('refuses after the last key as a refusal of any other code: never a retry, never unknown when nothing was sent before', () => {
    for (const [facts, action] of rows) {
      if (facts.outcome !== 'key-refused') continue;
      expect(action, name(facts)).toBe(decide({ ...facts, outcome: 'refused' }));
    }
  });
});

describe('what the earlier attempts showed', () => {
  it('is "reached" once any attempt may have reached the gateway, and stays so', () => {
    expect(including('none', 'unsent')).toBe('unsent');
    expect(including('none', 'aborted')).toBe('unsent');
    expect(including('unsent', 'not-sent')).toBe('unsent');
    expect(including('none', 'rate-limited')).toBe('reached');
    expect(including('unsent', 'lost')).toBe('reached');
    expect(including('reached', 'unsent')).toBe('reached');
  });
});
