import { describe, expect, it } from 'vitest';
import { readKeyText } from './read-key-text.js';

const body =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u';
const pem = `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`;
const compact = (text: string) => text.replace(/\s+/g, '');

describe('readKeyText', () => {
  // Every row: how the text was stored, and the label and base64 it must give.
  const rows: [string, string, string | undefined, string][] = [
    ['PEM as a file holds it', pem, 'PUBLIC KEY', body],
    ['PEM with CRLF', pem.replaceAll('\n', '\r\n'), 'PUBLIC KEY', body],
    ['PEM with literal \\n', pem.trim().replaceAll('\n', '\\n'), 'PUBLIC KEY', body],
    ['PEM with literal \\r\\n', pem.trim().replaceAll('\n', '\\r\\n'), 'PUBLIC KEY', body],
    ['PEM with \\\\n (escaped twice)', pem.trim().replaceAll('\n', '\\\\n'), 'PUBLIC KEY', body],
    ['PEM in double quotes with literal \\n', `"${pem.trim().replaceAll('\n', '\\n')}"`, 'PUBLIC KEY', body],
    ['PEM in single quotes', `'${pem}'`, 'PUBLIC KEY', body],
    ['PEM in backquotes', `\`${pem}\``, 'PUBLIC KEY', body],
    ['PEM with spaces for line breaks', pem.trim().replaceAll('\n', ' '), 'PUBLIC KEY', body],
    ['PEM with no line breaks', pem.replaceAll('\n', ''), 'PUBLIC KEY', body],
    ['PEM after other text', `# the platform key\n${pem}`, 'PUBLIC KEY', body],
    ['PKCS#1 PEM', pem.replaceAll('PUBLIC KEY', 'RSA PUBLIC KEY'), 'RSA PUBLIC KEY', body],
    ['base64 alone', compact(body), undefined, body],
    ['base64 in lines with spaces around', `  \n${body}\n  `, undefined, body],
    ['base64 in quotes with a newline after', `"${compact(body)}"\n`, undefined, body],
    ['base64 with literal \\n between lines', body.replace('\n', '\\n'), undefined, body],
  ];

  it.each(rows)('reads %s', (_stored, text, label, base64) => {
    const read = readKeyText(text);
    expect(read.label).toBe(label);
    expect(compact(read.body)).toBe(compact(base64));
  });

  it('leaves unmatched quotes and a PEM whose END label differs as they are, for the refusal to name', () => {
    expect(readKeyText(`"${compact(body)}`).body).toBe(`"${compact(body)}`);
    const mismatched = pem.replace('END PUBLIC KEY', 'END PRIVATE KEY');
    expect(readKeyText(mismatched)).toEqual({ label: undefined, body: mismatched.trim() });
  });
});
