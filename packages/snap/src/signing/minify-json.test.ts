import { describe, expect, it } from 'vitest';
import { minifyJson } from './minify-json.js';

describe('minifyJson', () => {
  it.each([
    [
      'a pretty-printed body',
      '{\n  "partnerReferenceNo": "2020102900000000000001",\n  "balanceTypes": [ "BALANCE" ]\n}',
      '{"partnerReferenceNo":"2020102900000000000001","balanceTypes":["BALANCE"]}',
    ],
    [
      'spaces inside strings',
      '{ "billDescription" : "Payment #1 for  order" }',
      '{"billDescription":"Payment #1 for  order"}',
    ],
    ['a number spelled with its cents', '{"value": 10000.00}', '{"value":10000.00}'],
    ['escaped quotes and backslashes', '{ "a": "say \\"hi\\" \\\\ " , "b": 1 }', '{"a":"say \\"hi\\" \\\\ ","b":1}'],
    ['tabs and CRLF', '{\r\n\t"a":\t1\r\n}', '{"a":1}'],
    ['an already minified body', '{"grantType":"client_credentials"}', '{"grantType":"client_credentials"}'],
    ['an empty body', '', ''],
  ])('keeps everything but the whitespace between tokens: %s', (_, text, minified) => {
    expect(minifyJson(text)).toBe(minified);
  });

  it('gives JSON.stringify’s text for what JSON.stringify wrote', () => {
    const body = JSON.stringify({ a: [1, { b: 'x y' }], c: null, d: 'ü\n' });
    expect(minifyJson(JSON.stringify(JSON.parse(body), null, 2))).toBe(body);
  });
});
