import { describe, expect, it } from 'vitest';
import { type ParsedReconcileArgs, parseReconcileArgs } from '../src/cli/reconcile-args.js';

// `lintas reconcile`'s arguments, as a table of every row: what each asks for, or why it is refused.

const minute = 60_000;
const redis = 'redis://127.0.0.1:6379';
const defaults = {
  prefix: undefined,
  table: undefined,
  json: false,
  reDrive: false,
  limit: 100,
  windowMs: 10 * minute,
  abandonedAfterMs: 10 * minute,
};

const rows: readonly (readonly [string, readonly string[], Record<string, string>, ParsedReconcileArgs])[] = [
  ['the store from --store', ['--store', redis], {}, { kind: 'run', args: { ...defaults, url: redis } }],
  [
    'the store from LINTAS_JOURNAL_URL',
    [],
    { LINTAS_JOURNAL_URL: ` ${redis} ` },
    { kind: 'run', args: { ...defaults, url: redis } },
  ],
  [
    '--store before LINTAS_JOURNAL_URL',
    ['--store', redis],
    { LINTAS_JOURNAL_URL: 'postgres://x' },
    { kind: 'run', args: { ...defaults, url: redis } },
  ],
  [
    'every option',
    [
      '--store',
      redis,
      '--prefix',
      'app:',
      '--table',
      'j',
      '--json',
      '--re-drive',
      '--limit',
      '5',
      '--window-minutes',
      '2.5',
      '--abandoned-after-minutes',
      '0',
    ],
    {},
    {
      kind: 'run',
      args: {
        url: redis,
        prefix: 'app:',
        table: 'j',
        json: true,
        reDrive: true,
        limit: 5,
        windowMs: 2.5 * minute,
        abandonedAfterMs: 0,
      },
    },
  ],
  ['a lone -- ignored', ['--', '--store', redis], {}, { kind: 'run', args: { ...defaults, url: redis } }],
  ['--help', ['--help'], {}, { kind: 'help' }],
  ['-h, even without a store', ['-h'], {}, { kind: 'help' }],
  [
    'no store',
    [],
    {},
    {
      kind: 'wrong',
      message: 'no journal: pass --store <url> or set LINTAS_JOURNAL_URL (redis://... or postgres://...)',
      withUsage: false,
    },
  ],
  [
    'a blank store',
    ['--store', ' '],
    {},
    { kind: 'wrong', message: expect.stringContaining('no journal') as never, withUsage: false },
  ],
  [
    'an unknown flag',
    ['--stor', redis],
    {},
    { kind: 'wrong', message: expect.stringContaining("'--stor'") as never, withUsage: true },
  ],
  [
    'a limit of 0',
    ['--store', redis, '--limit', '0'],
    {},
    { kind: 'wrong', message: '--limit must be a positive integer, got 0', withUsage: false },
  ],
  [
    'a fractional limit',
    ['--store', redis, '--limit', '1.5'],
    {},
    { kind: 'wrong', message: '--limit must be a positive integer, got 1.5', withUsage: false },
  ],
  [
    'a negative window',
    ['--store', redis, '--window-minutes=-1'],
    {},
    { kind: 'wrong', message: '--window-minutes must be a number of minutes, 0 or more, got -1', withUsage: false },
  ],
  [
    'a window that is not a number',
    ['--store', redis, '--abandoned-after-minutes', 'ten'],
    {},
    {
      kind: 'wrong',
      message: '--abandoned-after-minutes must be a number of minutes, 0 or more, got ten',
      withUsage: false,
    },
  ],
];

describe('parseReconcileArgs', () => {
  it.each(rows)('%s', (_name, argv, env, expected) => {
    expect(parseReconcileArgs(argv, env)).toEqual(expected);
  });
});
