import { describe, expect, it } from 'vitest';
import { csvRecordBytes } from '../src/package/csv-record-bytes.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('csvRecordBytes: a csv record longer than its limit, counted as the bytes arrive', () => {
  it.each([
    ['records at the limit', ['abcde\r\nabcde\n'], 5, false],
    ['a record one byte over', ['abcdef\n'], 5, true],
    ['a line of empty fields over it (no character of a field in it)', [',,,,,,'], 5, true],
    ['a record over it across chunks', ['abc', 'def'], 5, true],
    ['records under it across chunks', ['abc\n', 'abc\n', 'abc'], 5, false],
    ['line breaks inside quotes: one record', ['"a\nb\nc\nd"'], 5, true],
    ['a line break after an escaped quote is inside the field', ['"a""\nbcdef"\n'], 7, true],
    ['a quoted line break ends no record, a line break after the field does', ['"a\nb",c\nabcdef'], 7, false],
    ['quotes cut between chunks', ['"ab\n', 'cd"'], 5, true],
    ['carriage returns alone end records', ['abcd\rabcd\rabcd'], 5, false],
  ])('%s', (_case, chunks, max, over) => {
    const check = csvRecordBytes(max);
    expect(chunks.map((chunk) => check(bytes(chunk))).some(Boolean)).toBe(over);
  });
});
