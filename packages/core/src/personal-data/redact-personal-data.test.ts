import { describe, expect, it } from 'vitest';
import { redactPersonalData } from './redact-personal-data.js';

const fields = new Set(['customerName', 'email', 'mobile', 'accountNo', 'billingAddress']);
const P = '[personal data]';

describe('redactPersonalData', () => {
  // Every row: a log line, and the line with the personal members' values left out.
  const rows: [string, string, string][] = [
    [
      'a param string',
      'attempt 1 sent: param {"mchOrderId":"o-1","customerName":"Juan dela Cruz","email":"juan@example.com","amount":50010}',
      `attempt 1 sent: param {"mchOrderId":"o-1","customerName":"${P}","email":"${P}","amount":50010}`,
    ],
    ['spaces around the colon', '{"mobile" : "09171234567"}', `{"mobile" : "${P}"}`],
    ['a number', '{"accountNo":1234567890,"amount":5}', `{"accountNo":"${P}","amount":5}`],
    ['null, which holds nothing', '{"email":null,"mobile":"0917"}', `{"email":null,"mobile":"${P}"}`],
    [
      'an object value, strings with braces inside',
      '{"billingAddress":{"street":"1 } Rizal {Ave","city":"Manila","lines":["a","b"]},"amount":5}',
      `{"billingAddress":"${P}","amount":5}`,
    ],
    ['an array value', '{"billingAddress":["1 Rizal Ave","Manila"],"x":1}', `{"billingAddress":"${P}","x":1}`],
    [
      'escaped quotes and backslashes in a value',
      '{"customerName":"Juan \\"JD\\" dela Cruz \\\\","email":"a@b.c"}',
      `{"customerName":"${P}","email":"${P}"}`,
    ],
    [
      'JSON nested as a string (data as JSON text)',
      '{"code":10000,"data":"{\\"customerName\\":\\"Juan \\\\\\"JD\\\\\\"\\",\\"email\\":\\"juan@example.com\\",\\"amount\\":5}"}',
      `{"code":10000,"data":"{\\"customerName\\":\\"${P}\\",\\"email\\":\\"${P}\\",\\"amount\\":5}"}`,
    ],
    [
      'members deep in arrays of objects',
      '{"items":[{"subOrderId":"s1","customerName":"Ana"},{"subOrderId":"s2","mobile":"0917"}]}',
      `{"items":[{"subOrderId":"s1","customerName":"${P}"},{"subOrderId":"s2","mobile":"${P}"}]}`,
    ],
    ['a value cut short, redacted to the end', 'answer body {"email":"juan@exam', `answer body {"email":"${P}"`],
    [
      'a member name inside a string value, not a member',
      '{"remark":"email: none","x":"a"}',
      '{"remark":"email: none","x":"a"}',
    ],
    ['other members, untouched', '{"mchOrderId":"o-1","amount":50010}', '{"mchOrderId":"o-1","amount":50010}'],
    ['no JSON at all', 'attempt 1 answered HTTP 200 in 40 ms', 'attempt 1 answered HTTP 200 in 40 ms'],
  ];

  it.each(rows)('%s', (_name, line, expected) => {
    expect(redactPersonalData(line, fields)).toBe(expected);
  });

  it("leaves out the call's own values wherever a line repeats them, the longest first, and not values under 4 characters", () => {
    const line = 'failed: GatewayError: 21002 invalid mobile 09171234567 for Juan dela Cruz (Juan)';
    expect(redactPersonalData(line, new Set(), ['Juan', 'Juan dela Cruz', '09171234567', 'Al'])).toBe(
      `failed: GatewayError: 21002 invalid mobile ${P} for ${P} (${P})`,
    );
  });

  it('keeps every line without personal data exactly as it was, and is pure', () => {
    const line = '{"mchOrderId":"o-1","sign":"abc"}';
    expect(redactPersonalData(line, fields, ['zzzz'])).toBe(line);
    const personal = '{"email":"a@b.c"}';
    expect(redactPersonalData(personal, fields)).toBe(redactPersonalData(personal, fields));
  });
});
