import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NotificationJobResult } from '../notification-queue.js';
import {
  type Answer,
  answerStatus,
  type ClaimAction,
  type ClaimFact,
  type ConfirmationFact,
  type DeliveryFacts,
  type DeliveryStep,
  type Dispatch,
  decideDelivery,
  type HeldFact,
  type ListenedFact,
  type Proof,
  type Reading,
  type Route,
} from './decide-delivery.js';
import { jobResult } from './job-result.js';

/** What each step of a delivery learns, by step: a delivery's story. */
type Script = { readonly [TStep in DeliveryStep]?: DeliveryFacts | undefined };

interface Walk {
  readonly steps: readonly DeliveryStep[];
  readonly answer: Answer;
  readonly status: number;
  readonly claim: ClaimAction;
}

/** Runs the decision as the delivery loop does, each step learning what the script says. */
function walk(script: Script, acknowledgeUnhandled = false, dispatch?: Dispatch): Walk {
  let facts: DeliveryFacts = dispatch === undefined ? { acknowledgeUnhandled } : { acknowledgeUnhandled, dispatch };
  const steps: DeliveryStep[] = [];
  for (let round = 0; round < 10; round++) {
    const decision = decideDelivery(facts);
    if ('answer' in decision) return { steps, ...decision, status: answerStatus[decision.answer] };
    steps.push(decision.next);
    const learnt = script[decision.next];
    if (learnt === undefined) throw new Error(`the script says nothing of the step ${decision.next}`);
    facts = { ...facts, ...learnt };
  }
  throw new Error('the delivery never answered');
}

const proof = (overrides: Partial<Proof> = {}): Proof => ({
  lookup: true,
  url: 'unbound',
  unconfirmed: false,
  fallback: false,
  ...overrides,
});

// A delivery that goes all the way, confirmed by a lookup; each row changes what one step learnt.
const full: Script = {
  read: { reading: 'verified' },
  route: { route: 'listener', proof: proof() },
  claim: { claim: 'claimed' },
  confirm: { confirmation: 'confirmed' },
  recheck: { held: 'held' },
  listen: { listened: 'resolved' },
  enqueue: { enqueued: 'enqueued' },
};
const withFacts = (facts: Script): Script => ({ ...full, ...facts });

interface Row {
  /** How the row of the docs' table starts. */
  readonly situation: string;
  readonly script: Script;
  readonly acknowledgeUnhandled?: boolean;
  /** Where the listener runs (`queue`: the handler has one); inline when absent. */
  readonly dispatch?: Dispatch;
  readonly status: number;
  readonly claim: ClaimAction;
  /** Whether the listener runs. */
  readonly listens: boolean;
}

// The table "What the handler answers" of docs/notifications.md, row by row (a row that names two
// situations has one line for each).
const rows: readonly Row[] = [
  { situation: 'Listener resolved', script: full, status: 200, claim: 'complete', listens: true },
  {
    situation: 'Already processed (a redelivery)',
    script: withFacts({ claim: { claim: 'completed' } }),
    status: 200,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'No listener for it and no `default`',
    script: withFacts({ route: { route: 'unhandled', proof: proof() } }),
    status: 501,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'No listener for it and no `default`',
    script: withFacts({ route: { route: 'unhandled', proof: proof() } }),
    acknowledgeUnhandled: true,
    status: 200,
    claim: 'keep',
    listens: false,
  },
  {
    situation: '`payment.verification`',
    script: withFacts({ route: { route: 'inquiry', proof: proof({ lookup: false }) } }),
    status: 200,
    claim: 'keep',
    listens: true,
  },
  {
    situation: 'Listener threw',
    script: withFacts({ listen: { listened: 'threw' } }),
    status: 500,
    claim: 'release',
    listens: true,
  },
  {
    situation: 'Another delivery of it is running right now',
    script: withFacts({ claim: { claim: 'processing' } }),
    status: 503,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'Signature missing or wrong',
    script: withFacts({ read: { reading: 'unsigned' } }),
    status: 401,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'With `boundUrls`: the URL carries no MAC of its keys',
    script: withFacts({ route: { route: 'listener', proof: proof({ url: 'mismatch' }) } }),
    status: 403,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'With `confirm`: the gateway holds no such record for your `appId`, or it differs',
    script: withFacts({ confirm: { confirmation: 'not-found' } }),
    status: 409,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'With `confirm`: the gateway holds no such record for your `appId`, or it differs',
    script: withFacts({ confirm: { confirmation: 'differs' } }),
    status: 409,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'With `confirm`: the lookup failed for now, or the record has not settled yet',
    script: withFacts({ confirm: { confirmation: 'unavailable' } }),
    status: 503,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'With `confirm`: the lookup failed for now, or the record has not settled yet',
    script: withFacts({ confirm: { confirmation: 'pending' } }),
    status: 503,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'With `confirm`: the lookup failed for now, or the record has not settled yet',
    script: withFacts({ confirm: { confirmation: 'limited' } }),
    status: 503,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'Its claim was lost before the listener could run',
    script: withFacts({ recheck: { held: 'lost' } }),
    status: 503,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'Its claim was lost before the listener could run',
    script: withFacts({
      confirm: undefined,
      route: { route: 'listener', proof: proof({ lookup: false, unconfirmed: true }) },
      recheck: { held: 'lost' },
    }),
    status: 503,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'Body not raw text, not JSON',
    script: withFacts({ read: { reading: 'malformed' } }),
    status: 400,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'Store unreachable, or slower than a tenth of `leaseMs`',
    script: withFacts({ claim: { claim: 'failed' } }),
    status: 503,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'Store unreachable, or slower than a tenth of `leaseMs`',
    script: withFacts({ recheck: { held: 'failed' } }),
    status: 503,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'Verifier key unusable',
    script: withFacts({ read: { reading: 'unreadable' } }),
    status: 500,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'Not `POST` / body over `maxBodyBytes`',
    script: withFacts({ read: { reading: 'not-post' } }),
    status: 405,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'Not `POST` / body over `maxBodyBytes`',
    script: withFacts({ read: { reading: 'too-large' } }),
    status: 413,
    claim: 'keep',
    listens: false,
  },
  // A handler with a queue: verified, confirmed, claimed and held as above, then enqueued.
  {
    situation: 'With `queue`: its job is in the queue',
    script: full,
    dispatch: 'queue',
    status: 200,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'With `queue`: its job is in the queue',
    script: withFacts({ claim: { claim: 'off' } }),
    dispatch: 'queue',
    status: 200,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'With `queue`: the queue did not take its job',
    script: withFacts({ enqueue: { enqueued: 'failed' } }),
    dispatch: 'queue',
    status: 503,
    claim: 'release',
    listens: false,
  },
  {
    situation: 'Already processed (a redelivery)',
    script: withFacts({ claim: { claim: 'completed' } }),
    dispatch: 'queue',
    status: 200,
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'With `confirm`: the gateway holds no such record for your `appId`, or it differs',
    script: withFacts({ confirm: { confirmation: 'differs' } }),
    dispatch: 'queue',
    status: 409,
    claim: 'release',
    listens: false,
  },
  {
    situation: '`payment.verification`',
    script: withFacts({ route: { route: 'inquiry', proof: proof({ lookup: false }) } }),
    dispatch: 'queue',
    status: 200,
    claim: 'keep',
    listens: true,
  },
];

/** The situations of the docs' table and the HTTP statuses each names. */
function documentedRows(): { situation: string; statuses: number[] }[] {
  const docs = readFileSync(new URL('../../../docs/notifications.md', import.meta.url), 'utf8');
  const section = docs.slice(docs.indexOf('## What the handler answers'));
  const all = section.split('\n');
  const start = all.findIndex((line) => line.startsWith('|'));
  const end = all.findIndex((line, index) => index > start && !line.startsWith('|'));
  // After the header and its separator.
  return all.slice(start + 2, end).map((line) => {
    // The HTTP column, and the listener column where it names another answer (`acknowledgeUnhandled`).
    const [situation = '', http = '', , listener = ''] = line
      .split(' | ')
      .map((cell) => cell.replace(/^\| /, '').trim());
    return { situation, statuses: (`${http} ${listener}`.match(/\b[1-5]\d\d\b/g) ?? []).map(Number) };
  });
}

describe('the decision of a delivery: the table "What the handler answers", row by row', () => {
  it.each(rows.map((row) => [row.situation, row] as const))('%s', (_situation, row) => {
    const walked = walk(row.script, row.acknowledgeUnhandled, row.dispatch);
    expect(walked.status).toBe(row.status);
    expect(walked.claim).toBe(row.claim);
    expect(walked.steps.includes('listen')).toBe(row.listens);
    // A handler with a queue enqueues exactly what an inline one would have run its listener for.
    if (row.dispatch === 'queue' && !row.listens) {
      const inline = walk(row.script, row.acknowledgeUnhandled);
      expect(walked.steps.includes('enqueue')).toBe(inline.steps.includes('listen'));
    }
  });

  it('has a line for every row of the docs, with the HTTP statuses the docs name', () => {
    const documented = documentedRows();
    expect(documented.length).toBeGreaterThan(10);
    for (const { situation, statuses } of documented) {
      const lines = rows.filter((row) => situation.startsWith(row.situation));
      expect(lines.length, situation).toBeGreaterThan(0);
      expect([...new Set(lines.map((row) => row.status))].sort(), situation).toEqual([...new Set(statuses)].sort());
    }
    for (const row of rows) {
      expect(
        documented.some(({ situation }) => situation.startsWith(row.situation)),
        row.situation,
      ).toBe(true);
    }
  });
});

// Every delivery the steps can tell: each reading, route, proof, claim, confirmation, claim held and
// listener outcome, with and without acknowledgeUnhandled.
const readings: readonly Reading[] = ['verified', 'not-post', 'too-large', 'unsigned', 'malformed', 'unreadable'];
const routes: readonly Route[] = ['listener', 'unhandled', 'inquiry'];
const proofs: readonly Proof[] = [true, false].flatMap((lookup) =>
  (['matched', 'mismatch', 'unbound'] as const).flatMap((url) =>
    [true, false].flatMap((unconfirmed) => [true, false].map((fallback) => ({ lookup, url, unconfirmed, fallback }))),
  ),
);
const claims: readonly ClaimFact[] = ['claimed', 'processing', 'completed', 'off', 'failed'];
const confirmations: readonly ConfirmationFact[] = [
  'confirmed',
  'not-found',
  'differs',
  'pending',
  'unavailable',
  'limited',
  'failed',
];
const helds: readonly HeldFact[] = ['held', 'lost', 'failed'];
const listens: readonly ListenedFact[] = ['resolved', 'threw'];

interface Told {
  readonly script: Script;
  readonly acknowledgeUnhandled: boolean;
  readonly walked: Walk;
}

let told: readonly Told[] | undefined;
/** Every delivery, walked once for all the rules below. */
function everyDelivery(): readonly Told[] {
  told ??= [...tell()];
  return told;
}

function* tell(): Generator<Told> {
  for (const reading of readings)
    for (const route of routes)
      for (const proofFacts of proofs)
        for (const claim of claims)
          for (const confirmation of confirmations)
            for (const held of helds)
              for (const listened of listens)
                for (const acknowledgeUnhandled of [false, true]) {
                  const script: Script = {
                    read: { reading },
                    route: { route, proof: proofFacts },
                    claim: { claim },
                    confirm: { confirmation },
                    recheck: { held },
                    listen: { listened },
                  };
                  yield { script, acknowledgeUnhandled, walked: walk(script, acknowledgeUnhandled) };
                }
}

/** The deliveries that break `rule`, named by their story: none, for a rule the decision keeps. */
function breaking(rule: (told: Told) => boolean): string[] {
  return everyDelivery()
    .filter((told) => !rule(told))
    .slice(0, 5)
    .map(({ script, acknowledgeUnhandled, walked }) => JSON.stringify({ script, acknowledgeUnhandled, walked }));
}

const ran = ({ script, walked }: Told, step: DeliveryStep): DeliveryFacts | undefined =>
  walked.steps.includes(step) ? script[step] : undefined;

describe('the rules every delivery keeps', () => {
  it('walks every delivery to an answer', () => {
    expect(everyDelivery().length).toBe(
      readings.length *
        routes.length *
        proofs.length *
        claims.length *
        confirmations.length *
        helds.length *
        listens.length *
        2,
    );
  });

  it('runs a listener only for a verified notification, proven, claimed and still held (or without a store), confirmed when looked up', () => {
    const rule = (told: Told): boolean => {
      if (ran(told, 'listen') === undefined) return true;
      const { script } = told;
      if (script.read?.reading !== 'verified') return false;
      if (script.route?.route === 'inquiry') return true;
      const proven = script.route?.proof as Proof;
      const confirmation = script.confirm?.confirmation;
      return (
        proven.url !== 'mismatch' &&
        (proven.lookup || proven.url === 'matched' || proven.unconfirmed) &&
        (script.claim?.claim === 'off' || (script.claim?.claim === 'claimed' && script.recheck?.held === 'held')) &&
        (!proven.lookup || confirmation === 'confirmed' || (confirmation === 'not-found' && proven.fallback))
      );
    };
    expect(breaking(rule)).toEqual([]);
    expect(everyDelivery().filter((told) => ran(told, 'listen') !== undefined).length).toBeGreaterThan(1000);
  });

  it('acknowledges only what its listener handled, what was processed already, or what no listener handles when told to', () => {
    const rule = (told: Told): boolean =>
      told.walked.status !== 200 ||
      ran(told, 'listen')?.listened === 'resolved' ||
      ran(told, 'claim')?.claim === 'completed' ||
      (told.acknowledgeUnhandled && told.script.route?.route === 'unhandled');
    expect(breaking(rule)).toEqual([]);
  });

  it('completes a claim only after its listener resolved, and releases it whenever it answers a failure after claiming', () => {
    const rule = (told: Told): boolean => {
      const { claim } = told.walked;
      const claimedHere = ran(told, 'claim')?.claim === 'claimed';
      if (claim === 'complete' && ran(told, 'listen')?.listened !== 'resolved') return false;
      // A store that failed to answer may still take the claim: it is released by the delivery's token.
      if (ran(told, 'claim')?.claim === 'failed') return claim === 'release';
      if (!claimedHere) return claim === 'keep';
      return told.walked.status === 200 || claim === 'release';
    };
    expect(breaking(rule)).toEqual([]);
  });

  it('looks nothing up before the claim, nor for a URL bound to other keys, an inquiry or a claim it did not take', () => {
    const rule = (told: Told): boolean => {
      const { steps } = told.walked;
      if (!steps.includes('confirm')) return true;
      const { route } = told.script;
      return (
        steps.indexOf('confirm') > steps.indexOf('claim') &&
        route?.proof?.url !== 'mismatch' &&
        route?.route === 'listener' &&
        ['claimed', 'off'].includes(told.script.claim?.claim ?? '')
      );
    };
    expect(breaking(rule)).toEqual([]);
  });

  it('with a queue, enqueues what it would have run the listener for (an inquiry excepted), and answers as it would have', () => {
    const rule = (told: Told): boolean => {
      for (const enqueued of ['enqueued', 'failed'] as const) {
        const script = { ...told.script, enqueue: { enqueued } };
        const queued = walk(script, told.acknowledgeUnhandled, 'queue');
        const inquiry = told.script.route?.route === 'inquiry';
        const listens = told.walked.steps.includes('listen');
        if (queued.steps.includes('enqueue') !== (listens && !inquiry)) return false;
        if (queued.steps.includes('listen') !== (listens && inquiry)) return false;
        // Enqueued in place of a listener that resolves: the same answer; its claim left for the worker.
        const asIf =
          listens && !inquiry
            ? walk(
                { ...script, listen: { listened: enqueued === 'enqueued' ? 'resolved' : 'threw' } },
                told.acknowledgeUnhandled,
              )
            : told.walked;
        // A queue that did not take the job is answered as a store that failed: 503, delivered again.
        const status = listens && !inquiry && enqueued === 'failed' ? 503 : asIf.status;
        if (queued.status !== status) return false;
        if (queued.claim !== (asIf.claim === 'complete' ? 'release' : asIf.claim)) return false;
      }
      return true;
    };
    expect(breaking(rule)).toEqual([]);
  });

  it('checks its claim again after the lookup and right before the listener, whenever it holds one', () => {
    const rule = (told: Told): boolean => {
      const { steps } = told.walked;
      if (ran(told, 'listen') !== undefined && ran(told, 'claim')?.claim === 'claimed' && !steps.includes('recheck'))
        return false;
      if (!steps.includes('recheck')) return true;
      const last = steps.at(-1);
      const afterLookup = !steps.includes('confirm') || steps.indexOf('recheck') > steps.indexOf('confirm');
      return (last === 'recheck' || last === 'listen') && afterLookup;
    };
    expect(breaking(rule)).toEqual([]);
  });
});

describe('the rules every job keeps', () => {
  it('runs a job’s listener exactly when the delivery it stands for would have (an inquiry never), after the same proof', () => {
    const rule = (told: Told): boolean => {
      const asJob = walk(told.script, told.acknowledgeUnhandled, 'job');
      const inquiry = told.script.route?.route === 'inquiry';
      const listens = told.walked.steps.includes('listen');
      if (asJob.steps.includes('listen') !== (listens && !inquiry)) return false;
      if (asJob.steps.includes('enqueue')) return false;
      // Proven as the delivery was: the same lookup, or the same refusal before any.
      return inquiry || asJob.steps.includes('confirm') === told.walked.steps.includes('confirm');
    };
    expect(breaking(rule)).toEqual([]);
  });
});

// The table "What a worker does with a job" of docs/queues.md, row by row: a job's run is the delivery
// it stands for, read, proven and confirmed again, then claimed, claimed again and listened to.
const job: Script = {
  read: { reading: 'verified' },
  route: { route: 'listener', proof: proof() },
  claim: { claim: 'claimed' },
  confirm: { confirmation: 'confirmed' },
  recheck: { held: 'held' },
  listen: { listened: 'resolved' },
};
const jobWith = (facts: Script): Script => ({ ...job, ...facts });

interface JobRow {
  readonly situation: string;
  readonly script: Script;
  readonly acknowledgeUnhandled?: boolean;
  readonly outcome: NotificationJobResult['outcome'];
  readonly claim: ClaimAction;
  readonly listens: boolean;
}

const jobRows: readonly JobRow[] = [
  { situation: 'Listener resolved', script: job, outcome: 'processed', claim: 'complete', listens: true },
  {
    situation: 'Without a store',
    script: jobWith({ claim: { claim: 'off' } }),
    outcome: 'processed',
    claim: 'keep',
    listens: true,
  },
  {
    situation: 'Already processed',
    script: jobWith({ claim: { claim: 'completed' } }),
    outcome: 'duplicate',
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'Another delivery or worker holds its claim',
    script: jobWith({ claim: { claim: 'processing' } }),
    outcome: 'busy',
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'Its claim was lost before the listener could run',
    script: jobWith({ recheck: { held: 'lost' } }),
    outcome: 'busy',
    claim: 'release',
    listens: false,
  },
  {
    situation: 'Listener threw',
    script: jobWith({ listen: { listened: 'threw' } }),
    outcome: 'failed',
    claim: 'release',
    listens: true,
  },
  {
    situation: 'Store unreachable',
    script: jobWith({ claim: { claim: 'failed' } }),
    outcome: 'failed',
    claim: 'release',
    listens: false,
  },
  {
    situation: 'Store unreachable',
    script: jobWith({ recheck: { held: 'failed' } }),
    outcome: 'failed',
    claim: 'release',
    listens: false,
  },
  {
    situation: 'With `confirm`: the lookup failed for now, or the record has not settled yet',
    script: jobWith({ confirm: { confirmation: 'unavailable' } }),
    outcome: 'failed',
    claim: 'release',
    listens: false,
  },
  {
    situation: 'With `confirm`: the lookup failed for now, or the record has not settled yet',
    script: jobWith({ confirm: { confirmation: 'pending' } }),
    outcome: 'failed',
    claim: 'release',
    listens: false,
  },
  {
    situation: 'No listener for it',
    script: jobWith({ route: { route: 'unhandled', proof: proof() } }),
    outcome: 'failed',
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'No listener for it',
    script: jobWith({ route: { route: 'unhandled', proof: proof() } }),
    acknowledgeUnhandled: true,
    outcome: 'duplicate',
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'Its notification does not verify',
    script: jobWith({ read: { reading: 'unsigned' } }),
    outcome: 'refused',
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'Its notification does not verify',
    script: jobWith({ read: { reading: 'malformed' } }),
    outcome: 'refused',
    claim: 'keep',
    listens: false,
  },
  {
    situation: 'Its notification does not verify',
    script: jobWith({ read: { reading: 'too-large' } }),
    outcome: 'refused',
    claim: 'keep',
    listens: false,
  },
  {
    situation: "Nothing proves it the merchant's",
    script: jobWith({ confirm: { confirmation: 'not-found' } }),
    outcome: 'refused',
    claim: 'release',
    listens: false,
  },
  {
    situation: "Nothing proves it the merchant's",
    script: jobWith({ confirm: { confirmation: 'differs' } }),
    outcome: 'refused',
    claim: 'release',
    listens: false,
  },
  {
    situation: "Nothing proves it the merchant's",
    script: jobWith({ route: { route: 'listener', proof: proof({ url: 'mismatch' }) } }),
    outcome: 'refused',
    claim: 'keep',
    listens: false,
  },
  {
    situation: "Nothing proves it the merchant's",
    script: jobWith({ route: { route: 'listener', proof: proof({ lookup: false }) } }),
    outcome: 'refused',
    claim: 'keep',
    listens: false,
  },
  {
    situation: "Nothing proves it the merchant's",
    script: jobWith({ route: { route: 'inquiry', proof: proof({ lookup: false }) } }),
    outcome: 'refused',
    claim: 'keep',
    listens: false,
  },
];

/** The situations of the table "What a worker does with a job" in docs/queues.md. */
function documentedJobRows(): string[] {
  const docs = readFileSync(new URL('../../../docs/queues.md', import.meta.url), 'utf8');
  const all = docs.slice(docs.indexOf('## What a worker does with a job')).split('\n');
  const start = all.findIndex((line) => line.startsWith('|'));
  const end = all.findIndex((line, index) => index > start && !line.startsWith('|'));
  return all.slice(start + 2, end).map((line) => line.split(' | ')[0]?.replace(/^\| /, '').trim() ?? '');
}

describe('the run of a job a worker took: the table "What a worker does with a job", row by row', () => {
  it.each(jobRows.map((row) => [row.situation, row] as const))('%s', (_situation, row) => {
    const walked = walk(row.script, row.acknowledgeUnhandled, 'job');
    const listened = walked.steps.includes('listen') ? row.script.listen?.listened : undefined;
    expect(jobResult(walked.answer, listened, new Error('why')).outcome).toBe(row.outcome);
    expect(walked.claim).toBe(row.claim);
    expect(walked.steps.includes('listen')).toBe(row.listens);
    // A job is never enqueued again; it is looked up again whenever it claimed and its proof is a lookup.
    expect(walked.steps).not.toContain('enqueue');
    const claimed = ['claimed', 'off'].includes(row.script.claim?.claim ?? '') && walked.steps.includes('claim');
    if (claimed && row.script.route?.proof?.lookup === true) expect(walked.steps).toContain('confirm');
  });

  it('has a line for every row of the docs, and the docs a row for every line', () => {
    const documented = documentedJobRows();
    expect(documented.length).toBeGreaterThan(5);
    for (const situation of documented)
      expect(
        jobRows.some((row) => situation.startsWith(row.situation)),
        situation,
      ).toBe(true);
    for (const row of jobRows)
      expect(
        documented.some((situation) => situation.startsWith(row.situation)),
        row.situation,
      ).toBe(true);
  });

  it('runs a job again later when busy, never counting it a failure; fails for good only what nothing proves', () => {
    expect(jobResult('busy', undefined, undefined)).toEqual({ outcome: 'busy', retryAfterMs: 5000 });
    const failed = jobResult('failed', undefined, undefined);
    expect(failed.outcome).toBe('failed');
    expect('error' in failed && failed.error instanceof Error).toBe(true);
    for (const answer of ['unhandled', 'not-yet', 'unavailable', 'failed'] as const)
      expect(jobResult(answer, undefined, 'why').outcome).toBe('failed');
    for (const answer of ['not-confirmed', 'unproven', 'url-mismatch', 'unsigned', 'malformed', 'too-large'] as const)
      expect(jobResult(answer, undefined, 'why').outcome).toBe('refused');
  });
});
