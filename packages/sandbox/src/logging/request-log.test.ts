import { describe, expect, it } from 'vitest';
import { RequestLog, type RequestLogEntry } from './request-log.js';

const entry = (n: number): Omit<RequestLogEntry, 'id'> => ({
  at: n,
  method: 'POST',
  path: `/open-api/${n}`,
  appId: null,
  httpStatus: 200,
  code: 10000,
  message: 'Success',
  fault: null,
  durationMs: 1,
  requestBody: null,
  responseBody: null,
});

describe('RequestLog', () => {
  it('keeps the last entries, oldest first, once full', () => {
    const log = new RequestLog(3);
    for (const n of [1, 2]) log.record(entry(n));
    expect(log.list().map((kept) => kept.at)).toEqual([1, 2]);
    for (const n of [3, 4, 5]) log.record(entry(n));
    expect(log.list().map((kept) => kept.at)).toEqual([3, 4, 5]);
    log.record(entry(6));
    expect(log.list().map((kept) => kept.at)).toEqual([4, 5, 6]);
  });

  it('numbers each entry from 1, the numbers going on past the limit', () => {
    const log = new RequestLog(2);
    for (const n of [1, 2, 3]) log.record(entry(n));
    expect(log.list().map((kept) => [kept.id, kept.at])).toEqual([
      [2, 2],
      [3, 3],
    ]);
  });

  it('tells the listener of each entry', () => {
    const heard: number[] = [];
    const log = new RequestLog(2, (kept) => heard.push(kept.at));
    for (const n of [1, 2, 3]) log.record(entry(n));
    expect(heard).toEqual([1, 2, 3]);
  });
});
