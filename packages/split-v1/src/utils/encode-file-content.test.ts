import { describe, expect, it } from 'vitest';
import { encodeFileContent, maxFileContentLength, maxProofFileBytes } from './encode-file-content.js';

describe('encodeFileContent', () => {
  it('encodes bytes as standard base64, with padding', () => {
    expect(encodeFileContent(new TextEncoder().encode('%PDF-1.7'))).toBe('JVBERi0xLjc=');
    expect(encodeFileContent(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('+//+');
    expect(encodeFileContent(new Uint8Array([]))).toBe('');
  });

  it('accepts an ArrayBuffer as well as a Uint8Array view into a larger buffer', () => {
    const buffer = new Uint8Array([0, 1, 2, 3, 4, 5]).buffer;
    expect(encodeFileContent(buffer)).toBe('AAECAwQF');
    expect(encodeFileContent(new Uint8Array(buffer, 2, 3))).toBe('AgME');
  });

  it('encodes a 5 MB file into exactly the longest accepted fileContent, and round-trips it', () => {
    const bytes = new Uint8Array(maxProofFileBytes).map((_, index) => index % 251);
    const encoded = encodeFileContent(bytes);
    expect(encoded).toHaveLength(maxFileContentLength);
    expect(Buffer.from(encoded, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses a file over 5 MB', () => {
    expect(() => encodeFileContent(new Uint8Array(maxProofFileBytes + 1))).toThrow(RangeError);
  });
});
