import { describe, expect, it } from 'vitest';
import type { AttemptReport, CallObserver, CallWatch, ObservedCall } from '../types/observer.js';
import { observe } from './observe.js';

const call = { endpoint: { path: '/open-api/test' }, params: {}, metadata: () => undefined } as unknown as ObservedCall;
const report = { attempt: 1, outcome: 'success', action: 'settle' } as AttemptReport;

/** An observer that notes when it starts and ends, and watches with `watch`. */
function noting(name: string, notes: string[], watch?: CallWatch): CallObserver {
  return {
    observe: async (_call, run) => {
      notes.push(`${name} starts`);
      try {
        return await run(watch);
      } finally {
        notes.push(`${name} ends`);
      }
    },
  };
}

describe('a call run inside its observers', () => {
  it('runs at once, with no watch, when there are none', async () => {
    const watches: (CallWatch | undefined)[] = [];
    const run = async (watch: CallWatch | undefined) => {
      watches.push(watch);
      return 'data';
    };
    await expect(observe([], call, run)).resolves.toBe('data');
    expect(watches).toEqual([undefined]);
  });

  it('runs once inside each, the first outermost, and settles as the call does', async () => {
    const notes: string[] = [];
    const run = async () => {
      notes.push('call');
      return 'data';
    };
    await expect(observe([noting('tracer', notes), noting('log', notes)], call, run)).resolves.toBe('data');
    expect(notes).toEqual(['tracer starts', 'log starts', 'call', 'log ends', 'tracer ends']);
    const failing = observe([noting('log', notes)], call, () => Promise.reject(new Error('refused')));
    await expect(failing).rejects.toThrow('refused');
  });

  it('tells every watch, in order, and a watch that throws stops neither the others nor the call', async () => {
    const told: string[] = [];
    const throwing: CallWatch = {
      sending: () => {
        throw new Error('broken');
      },
      attempted: () => {
        throw new Error('broken');
      },
    };
    const first: CallWatch = { sending: (attempt, param) => void told.push(`first sending ${attempt} ${param}`) };
    const last: CallWatch = {
      attempted: ({ attempt, action }) => void told.push(`last attempted ${attempt} ${action}`),
    };
    const observers = [noting('a', [], first), noting('b', [], throwing), noting('c', [], last), noting('d', [])];
    const data = await observe(observers, call, async (watch) => {
      watch?.sending?.(1, '{}');
      watch?.attempted?.(report);
      return 'data';
    });
    expect(data).toBe('data');
    expect(told).toEqual(['first sending 1 {}', 'last attempted 1 settle']);
  });

  it('passes over an observer that throws, before or after it ran the call, and runs the call once', async () => {
    let runs = 0;
    const run = async () => ++runs;
    const before: CallObserver = {
      observe: () => {
        throw new Error('broken before');
      },
    };
    await expect(observe([before], call, run)).resolves.toBe(1);
    const after: CallObserver = {
      observe: (_call, inner) => {
        void inner(undefined);
        throw new Error('broken after');
      },
    };
    await expect(observe([after], call, run)).resolves.toBe(2);
    expect(runs).toBe(2);
  });
});
