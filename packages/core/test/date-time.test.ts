import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DateSchema, formatGatewayDate, GatewayDateTimeSchema, parseGatewayDateTime } from '../src/index.js';

describe('gateway dates and times', () => {
  it('give the calendar date at the gateway (UTC+8 by default), which runs ahead of UTC in the evening', () => {
    expect(formatGatewayDate(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
    expect(formatGatewayDate(new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22');
    expect(formatGatewayDate(new Date('2026-11-21T02:00:00Z'), '-05:00')).toBe('2026-11-20');
    expect(() => formatGatewayDate(new Date(), 'Manila')).toThrow(RangeError);
  });

  it('read YYYY-MM-DD HH:mm:ss at the gateway offset and ISO 8601 at its own offset', () => {
    expect(parseGatewayDateTime('2026-11-21 09:38:06').toISOString()).toBe('2026-11-21T01:38:06.000Z');
    expect(parseGatewayDateTime('2024-07-09T15:37:52+08:00').toISOString()).toBe('2024-07-09T07:37:52.000Z');
    expect(() => parseGatewayDateTime('yesterday')).toThrow(RangeError);
  });

  it('accept both response date-time formats and refuse others', () => {
    expect(v.is(GatewayDateTimeSchema, '2026-11-21 09:38:06')).toBe(true);
    expect(v.is(GatewayDateTimeSchema, '2026-11-21T09:38:06+08:00')).toBe(true);
    expect(v.is(GatewayDateTimeSchema, '21/11/2026')).toBe(false);
  });

  it('refuse dates that do not exist, and report a layout mistake only as a layout issue', () => {
    expect(v.is(DateSchema, '2028-02-29')).toBe(true);
    expect(v.safeParse(DateSchema, '2026-02-30').issues?.map((issue) => issue.type)).toEqual(['check']);
    expect(v.safeParse(DateSchema, '2026/11/21').issues?.map((issue) => issue.type)).toEqual(['regex']);
  });
});
