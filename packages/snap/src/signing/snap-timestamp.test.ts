import { describe, expect, it } from 'vitest';
import { endOfJakartaDay, jakartaDay, readSnapTimestamp, snapTimestamp } from './snap-timestamp.js';

describe('snapTimestamp', () => {
  it.each([
    ['the pages’ example instant', Date.parse('2023-09-25T10:57:35Z'), '2023-09-25T17:57:35+07:00'],
    ['the Jakarta day after UTC’s', Date.parse('2026-11-26T17:30:00.999Z'), '2026-11-27T00:30:00+07:00'],
    ['the epoch', 0, '1970-01-01T07:00:00+07:00'],
  ])('writes %s in Jakarta time, to the second', (_, ms, expected) => {
    expect(snapTimestamp(ms)).toBe(expected);
    expect(snapTimestamp(ms)).toHaveLength(25);
  });
});

describe('readSnapTimestamp', () => {
  it.each([
    ['2023-09-25T17:57:35+07:00', Date.parse('2023-09-25T10:57:35Z')],
    ['2023-09-25T10:57:35Z', Date.parse('2023-09-25T10:57:35Z')],
    ['2023-09-25T10:57:35.123Z', Date.parse('2023-09-25T10:57:35.123Z')],
    ['2023-09-25T03:57:35-07:00', Date.parse('2023-09-25T10:57:35Z')],
  ])('reads %s', (text, ms) => {
    expect(readSnapTimestamp(text)).toBe(ms);
  });

  it.each([
    ['no offset', '2023-09-25T17:57:35'],
    ['no seconds', '2023-09-25T17:57+07:00'],
    ['a space for T', '2022-08-24 11:14:17'],
    ['a date that does not exist', '2023-02-30T10:00:00+07:00'],
    ['epoch milliseconds', '1695639455000'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(readSnapTimestamp(text)).toBeUndefined();
  });
});

describe('the Jakarta day', () => {
  it('turns at 17:00 UTC', () => {
    expect(jakartaDay(Date.parse('2026-11-26T16:59:59.999Z'))).toBe('2026-11-26');
    expect(jakartaDay(Date.parse('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
  });

  it('ends at the next 17:00 UTC', () => {
    expect(endOfJakartaDay(Date.parse('2026-11-26T08:00:00Z'))).toBe(Date.parse('2026-11-26T17:00:00Z'));
    expect(endOfJakartaDay(Date.parse('2026-11-26T17:00:00Z'))).toBe(Date.parse('2026-11-27T17:00:00Z'));
  });
});
