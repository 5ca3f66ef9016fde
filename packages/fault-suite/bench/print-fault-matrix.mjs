// Prints the figures the fault matrix run wrote (.bench/fault-matrix.json), each beside its target,
// in the "figure | target | measured | met" table of `pnpm bench`, then every failing cell.
import { readFileSync } from 'node:fs';

const figures = JSON.parse(readFileSync(new URL('../.bench/fault-matrix.json', import.meta.url), 'utf8'));
const rows = [
  [
    'fault matrix: cells tried (operations x faults x attempts hit)',
    '(no target)',
    `${figures.cellsTried} cells over ${figures.operations} operations, ${figures.reached} attempts reached the sandbox, ${figures.seconds.toFixed(1)} s`,
    '-',
  ],
  [
    'fault matrix: duplicates (sandbox committed > 1 for one call)',
    '0',
    String(figures.duplicates),
    figures.duplicates === 0 ? 'MET' : 'NOT MET',
  ],
  [
    'fault matrix: lost outcomes (committed, but no OutcomeUnknownError or wrong data)',
    '0',
    String(figures.lostOutcomes),
    figures.lostOutcomes === 0 ? 'MET' : 'NOT MET',
  ],
  [
    'fault matrix: untyped errors (rejection not a Lintas error)',
    '0',
    String(figures.untypedErrors),
    figures.untypedErrors === 0 ? 'MET' : 'NOT MET',
  ],
  [
    'proof-file upload (moves no money, apart from the matrix): cells where a second file was stored',
    '(no target)',
    `${figures.proofFiles.duplicates} of ${figures.proofFiles.cellsTried} cells (answers that said "nothing was done" after the upload); ${figures.proofFiles.lostOutcomes} lost, ${figures.proofFiles.untypedErrors} untyped`,
    '-',
  ],
];
// The same figures by column: which attempts of the call the fault hit.
for (const [column, figures_] of Object.entries(figures.columns)) {
  const broken = figures_.duplicates + figures_.lostOutcomes + figures_.untypedErrors;
  rows.push([
    `fault matrix, ${column}: duplicates / lost outcomes / untyped errors`,
    '0 / 0 / 0',
    `${figures_.duplicates} / ${figures_.lostOutcomes} / ${figures_.untypedErrors} of ${figures_.cellsTried} cells`,
    broken === 0 ? 'MET' : 'NOT MET',
  ]);
}
const titles = ['figure', 'target', 'measured', 'met'];
const widths = titles.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
const line = (cells) =>
  cells
    .map((cell, index) => cell.padEnd(widths[index]))
    .join(' | ')
    .trimEnd();
console.log(line(titles));
console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
for (const row of rows) console.log(line(row));
for (const cell of figures.failing) {
  const broke = [cell.duplicate && 'duplicate', cell.lost && 'lost outcome', cell.untyped && 'untyped error']
    .filter(Boolean)
    .join(', ');
  console.log(
    `  failing cell: ${cell.name}: ${broke} (answered ${cell.result}; reached the sandbox ${cell.reached}x, committed ${cell.committed}x)`,
  );
}
const targets = rows.filter((row) => row[3] !== '-');
const missed = targets.filter((row) => row[3] !== 'MET');
console.log(
  missed.length === 0
    ? `\nfault matrix: all ${targets.length} targets met`
    : `\nfault matrix: ${targets.length - missed.length} of ${targets.length} targets met; not met: ${missed.map((row) => `${row[0]} (${row[1]}: ${row[2]})`).join('; ')}`,
);
