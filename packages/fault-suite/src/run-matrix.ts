import { runCell, type CellOutcome, type FaultCell } from './run-cell.js';
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
  return {
    cellsTried: outcomes.length,
    duplicates: outcomes.filter((outcome) => outcome.duplicate).length,
    lostOutcomes: outcomes.filter((outcome) => outcome.lost).length,
    untypedErrors: outcomes.filter((outcome) => outcome.untyped).length,
    reached: outcomes.reduce((sum, outcome) => sum + outcome.reached, 0),
    failing: outcomes.filter((outcome) => outcome.duplicate || outcome.lost || outcome.untyped),
  };
}
