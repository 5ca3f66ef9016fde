// A reduced fault matrix in every `pnpm check`: every money-moving operation of every family under the
// faults below, on the first attempt, on the second (after a 429 that reached nothing, and after one
// that came after the commit) and on every attempt. `pnpm bench` runs and prints the whole matrix.
import { recordIdentity } from '@lintas/core';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../src/endpoint-of.js';
import { faultCells, leads, type MatrixFault } from '../src/fault-cells.js';
import { excludedWrites, moneyMovingOperations } from '../src/money-moving-operations.js';
import { runMatrix } from '../src/run-matrix.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();

/** Every fault kind once, without the ones that wait out a Retry-After or vary only the reshaping. */
const reduced = (fault: MatrixFault) =>
  !('retryAfter' in fault) &&
  !(fault.kind === 'reshape-after' && fault.change !== 'retype' && fault.change !== 'nest') &&
  !(fault.kind === 'status-after' && fault.status === 408);

describe('the fault matrix', () => {
  it('covers every endpoint of every family with a write retry policy', () => {
    const writes = allEndpoints()
      .filter(([, endpoint]) => endpoint.retry !== 'read')
      .map(([name]) => name);
    const covered = new Set([
      ...moneyMovingOperations.map((operation) => operation.endpoint),
      ...Object.keys(excludedWrites),
    ]);
    expect(writes.filter((name) => !covered.has(name))).toEqual([]);
    expect(moneyMovingOperations.length).toBeGreaterThanOrEqual(18);
  });

  it('knows, for every endpoint with a write retry policy, which members of its success data identify its record', () => {
    const unidentified = allEndpoints()
      .filter(([, endpoint]) => endpoint.retry !== 'read' && recordIdentity(endpoint).length === 0)
      .map(([name]) => name);
    expect(unidentified).toEqual([]);
  });

  it('finds no duplicate, no lost outcome and no untyped error in any cell', async () => {
    const cells = faultCells(moneyMovingOperations, reduced, leads.slice(0, 2));
    const figures = await runMatrix(bench(), cells, 4);
    expect(figures.failing.map((cell) => cell.name)).toEqual([]);
    expect(figures).toMatchObject({ cellsTried: cells.length, duplicates: 0, lostOutcomes: 0, untypedErrors: 0 });
    // Most cells did reach the sandbox: the matrix tries faults after commits, not only before.
    expect(figures.reached).toBeGreaterThan(cells.length);
  });
});
