// The whole fault matrix, run by `pnpm bench` (vitest.bench.config.ts); asserts nothing: it writes the
// figures for bench/print-fault-matrix.mjs, which prints them beside their targets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { faultCells } from '../src/fault-cells.js';
import { moneyMovingOperations, proofFileUpload } from '../src/money-moving-operations.js';
import { runMatrix } from '../src/run-matrix.js';
import { startFaultBench } from '../src/start-fault-bench.js';

it('runs every money-moving operation under every fault, on the first attempt, the second and every attempt', async () => {
  const bench = await startFaultBench();
  try {
    const started = performance.now();
    const cells = faultCells(moneyMovingOperations);
    const figures = await runMatrix(bench, cells);
    const operations = new Set(cells.map((cell) => cell.operation)).size;
    const seconds = (performance.now() - started) / 1000;
    const proofFiles = await runMatrix(bench, faultCells([proofFileUpload]));
    mkdirSync(new URL('../.bench', import.meta.url), { recursive: true });
    writeFileSync(
      new URL('../.bench/fault-matrix.json', import.meta.url),
      JSON.stringify({ ...figures, operations, seconds, proofFiles }, null, 2),
    );
  } finally {
    await bench.close();
  }
});
