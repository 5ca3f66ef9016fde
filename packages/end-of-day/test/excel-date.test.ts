import { describe, expect, it } from 'vitest';
import { dateFormatOf, excelDateText } from '../src/package/excel-date.js';

// Which number formats show dates (ECMA-376 Part 1, 18.8.30 numFmt), and the date each serial shows.
describe('dateFormatOf: what a cell format shows of a number', () => {
  it.each([
    [0, undefined, undefined], // General
    [2, undefined, undefined], // 0.00
    [14, undefined, 'date'], // m/d/yyyy
    [17, undefined, 'date'], // mmm-yy
    [20, undefined, 'time'], // h:mm
    [22, undefined, 'date-time'], // m/d/yyyy h:mm
    [45, undefined, 'time'], // mm:ss
    [49, undefined, undefined], // @
    [164, 'yyyy-mm-dd hh:mm:ss', 'date-time'],
    [164, 'yyyy-mm-dd', 'date'],
    [164, 'dd/mm/yyyy;@', 'date'],
    [164, '[$-409]mmm d, yyyy', 'date'],
    [164, 'hh:mm', 'time'],
    [164, 'mm:ss.0', 'time'],
    [164, '[h]:mm:ss', 'time'],
    [164, '#,##0.00', undefined],
    [164, '"PHP" #,##0.00', undefined],
    [164, '0.00" days"', undefined],
    [164, '[Red]0.00;[Blue]-0.00', undefined],
    [164, '\\d0', undefined],
    [164, '_(* #,##0_);_(* (#,##0);_(* "-"_);_(@_)', undefined],
    [164, 'General', undefined],
    [164, undefined, undefined],
  ] as const)('format %i %s → %s', (id, code, shown) => {
    expect(dateFormatOf(id, code)).toBe(shown);
  });
});

describe('excelDateText: a serial date as the date it shows', () => {
  it.each([
    ['46162', 'date', false, '2026-05-20'],
    ['46162.5', 'date-time', false, '2026-05-20 12:00:00'],
    ['46162.4166666667', 'date-time', false, '2026-05-20 10:00:00'], // to the nearest second
    ['46162.99999999', 'date-time', false, '2026-05-21 00:00:00'],
    ['0.75', 'time', false, '18:00:00'],
    ['1', 'date', false, '1900-01-01'],
    ['59', 'date', false, '1900-02-28'],
    ['61', 'date', false, '1900-03-01'], // after the 1900-02-29 Excel counts and the calendar does not
    ['0', 'date', true, '1904-01-01'],
    ['44700', 'date', true, '2026-05-20'], // the same day in the 1904 system
    ['4.6162E4', 'date', false, '2026-05-20'],
    ['-1', 'date', false, undefined],
    ['2958466', 'date', false, undefined], // after 9999-12-31
    ['TX1', 'date', false, undefined],
    ['', 'date', false, undefined],
  ] as const)('%s (%s, 1904: %s) → %s', (value, format, date1904, text) => {
    expect(excelDateText(value, format, date1904)).toBe(text);
  });
});
