import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/workspace.js';

// The table of packages/core/docs/inbound-guarantees.md: a row per guarantee, a column per door through
// which Lintas takes input. Every cell names the tests that prove it, as `<file>`: "<test name>"; the
// check reads the table as it is (its rows and columns are the doc's), so a door or a guarantee added
// there is checked at once.
const doc = 'packages/core/docs/inbound-guarantees.md';

interface Reference {
  readonly file: string;
  readonly name: string;
}

interface Cell {
  readonly guarantee: string;
  readonly door: string;
  readonly text: string;
  readonly references: readonly Reference[];
}

/** The cells of the first table of the doc, each with its row's guarantee and its column's door. */
function cells(): Cell[] {
  const lines = readFileSync(join(repositoryRoot, doc), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  const split = (line: string) =>
    line
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cell) => cell.trim());
  const [header, , ...rows] = lines.slice(start, end === -1 ? undefined : end).map(split);
  const doors = (header ?? []).slice(1);
  return rows.flatMap((row) =>
    doors.map((door, index) => {
      const text = row[index + 1] ?? '';
      const references = [...text.matchAll(/`([^`]+\.test(?:-d)?\.ts)`: "([^"]+)"/g)].map(([, file, name]) => ({
        file: file ?? '',
        name: name ?? '',
      }));
      return { guarantee: row[0] ?? '', door, text, references };
    }),
  );
}

/** Whether `file` holds a test named `name`: the name as a string literal of its own. */
function holds(file: string, name: string): boolean {
  const path = join(repositoryRoot, file);
  if (!existsSync(path)) return false;
  const source = readFileSync(path, 'utf8');
  return ["'", '"', '`'].some((quote) => source.includes(`${quote}${name}${quote}`));
}

describe('the inbound guarantees table', () => {
  const table = cells();

  it('has a row per guarantee and a column per door, and no cell without a test', () => {
    expect(new Set(table.map((cell) => cell.guarantee)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(table.map((cell) => cell.door)).size).toBeGreaterThanOrEqual(5);
    const empty = table
      .filter((cell) => cell.text === '' || cell.references.length === 0)
      .map((cell) => `${cell.guarantee} × ${cell.door}`);
    expect(empty, `Each cell says what the door does and names its test as \`<file>\`: "<test name>"`).toEqual([]);
  });

  it('names only tests that exist, in the files it names', () => {
    const missing = table.flatMap((cell) =>
      cell.references
        .filter((reference) => !holds(reference.file, reference.name))
        .map((reference) => `${cell.guarantee} × ${cell.door}: ${reference.file}: "${reference.name}"`),
    );
    expect(missing, 'These cells name a test their file does not hold').toEqual([]);
  });

  it('finds a test only where its file holds it, as a name of its own', () => {
    const [cell] = table;
    const reference = cell?.references[0];
    expect(reference).toBeDefined();
    if (reference === undefined) return;
    expect(holds(reference.file, reference.name)).toBe(true);
    expect(holds(reference.file, reference.name.slice(0, -1))).toBe(false);
    expect(holds('packages/core/test/notifications/no-such.test.ts', reference.name)).toBe(false);
  });
});
