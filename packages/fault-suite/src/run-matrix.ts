import type { FaultCell } from './fault-cells.js';
import { type CellOutcome, runCell } from './run-cell.js';
import type { FaultBench } from './start-fault-bench.js';

/** The figures of a matrix run. */
export interface MatrixFigures {
  readonly cellsTried: number;
  readonly duplicates: number;
  readonly lostOutcomes: number;
  readonly untypedErrors: number;
  /** Attempts that reached the sandbox, over all cells. */
  readonly reached: number;
  /** The cells that broke a promise. */
  readonly failing: readonly CellOutcome[];
  /** The same figures for each column (which attempts the fault hit: first, retry after ..., every). */
  readonly columns: Readonly<Record<string, ColumnFigures>>;
}

/** A column's figures. */
export interface ColumnFigures {
  readonly cellsTried: number;
  readonly duplicates: number;
  readonly lostOutcomes: number;
  readonly untypedErrors: number;
}

function figuresOf(outcomes: readonly CellOutcome[]): ColumnFigures {
  return {
    cellsTried: outcomes.length,
    duplicates: outcomes.filter((outcome) => outcome.duplicate).length,
    lostOutcomes: outcomes.filter((outcome) => outcome.lost).length,
    untypedErrors: outcomes.filter((outcome) => outcome.untyped).length,
  };
}

/** Runs `cells` through the bench, `concurrency` at a time (each cell has its own keys), and totals them. */
export async function runMatrix(
  bench: FaultBench,
  cells: readonly FaultCell[],
  concurrency = 6,
): Promise<MatrixFigures> {
  const outcomes: CellOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cells.length) {
      const cell = cells[next++];
      if (cell) outcomes.push(await runCell(bench, cell));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const columns = [...new Set(outcomes.map((outcome) => outcome.column))];
  return {
    ...figuresOf(outcomes),
    reached: outcomes.reduce((sum, outcome) => sum + outcome.reached, 0),
    failing: outcomes.filter((outcome) => outcome.duplicate || outcome.lost || outcome.untyped),
    columns: Object.fromEntries(
      columns.map((column) => [column, figuresOf(outcomes.filter((outcome) => outcome.column === column))]),
    ),
  };
}
