/**
 * What a number format shows of a number: a date (`2026-05-20`), a time of day (`13:45:10`) or both.
 * A number in any other format is not a date.
 */
export type DateFormat = 'date' | 'time' | 'date-time';

// The built-in number formats that show dates and times (ECMA-376 Part 1, 18.8.30 numFmt: 14-22 and
// 45-47; 27-36 and 50-58 are those of the East Asian locales).
const builtIn: Readonly<Record<number, DateFormat>> = {
  14: 'date',
  15: 'date',
  16: 'date',
  17: 'date',
  18: 'time',
  19: 'time',
  20: 'time',
  21: 'time',
  22: 'date-time',
  27: 'date',
  28: 'date',
  29: 'date',
  30: 'date',
  31: 'date',
  32: 'time',
  33: 'time',
  34: 'time',
  35: 'time',
  36: 'date',
  45: 'time',
  46: 'time',
  47: 'time',
  50: 'date',
  51: 'date',
  52: 'date',
  53: 'date',
  54: 'date',
  55: 'date',
  56: 'date',
  57: 'date',
  58: 'date',
};

/**
 * What a cell's number format shows, from its id and, for a format of the file's own (id 164 and up),
 * its code (`yyyy-mm-dd hh:mm:ss`): `undefined` for a format that shows a number. In a code, quoted
 * text, escaped characters, padding and `[Red]`, `[$-409]` sections say nothing of dates; `y` and `d`
 * are date parts, `h` and `s` time parts, and `m` a month unless beside them (minutes).
 */
export function dateFormatOf(id: number, code: string | undefined): DateFormat | undefined {
  const known = builtIn[id];
  if (known !== undefined || code === undefined) return known;
  const plain = (code.split(';')[0] ?? '')
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '');
  const time = /[hs]/i.test(plain);
  const date = /[yd]/i.test(plain) || (/m/i.test(plain) && !time);
  if (date && time) return 'date-time';
  return date ? 'date' : time ? 'time' : undefined;
}

// The last day Excel shows, 9999-12-31, as a serial date of the 1900 system.
const lastSerial = 2_958_466;
const dayMs = 86_400_000;

/**
 * A number a cell stores in a date format (an Excel serial date: days since 1900-01-00, or since
 * 1904-01-01 in a workbook of the 1904 system, the fraction the time of day) as the date it shows:
 * `yyyy-MM-dd`, `HH:mm:ss` or `yyyy-MM-dd HH:mm:ss`, to the nearest second, as written (no time zone
 * is applied). `undefined` when `value` is not a number such a date can be.
 */
export function excelDateText(value: string, format: DateFormat, date1904: boolean): string | undefined {
  if (!/^\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/.test(value)) return undefined;
  const serial = Number(value);
  if (!(serial >= 0 && serial < lastSerial)) return undefined;
  let days = Math.floor(serial);
  let seconds = Math.round((serial - days) * 86_400);
  if (seconds === 86_400) {
    days += 1;
    seconds = 0;
  }
  // The 1900 system counts a 1900-02-29 that never was (serial 60), as Lotus 1-2-3 did: from 61 on,
  // days count from 1899-12-30.
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, days < 61 ? 31 : 30);
  const iso = new Date(epoch + days * dayMs + seconds * 1000).toISOString();
  const date = iso.slice(0, 10);
  const time = iso.slice(11, 19);
  return format === 'date' ? date : format === 'time' ? time : `${date} ${time}`;
}
