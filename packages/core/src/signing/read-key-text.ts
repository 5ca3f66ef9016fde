/** A key given as text, once what storing it added is taken off: its PEM label, if any, and its base64. */
export interface KeyText {
  /** The PEM label (`PRIVATE KEY`, `RSA PUBLIC KEY`, ...), or `undefined` for base64 without PEM lines. */
  readonly label: string | undefined;
  /** The base64 between the PEM lines, or the whole text; may still hold line breaks and spaces. */
  readonly body: string;
}

const pemBlock = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/;
/**
 * A line break written as an escape: `\n` or `\r\n` as two characters each, as hosting platforms' and
 * `.env` files' one-line values hold a PEM key, or doubled (`\\n`) when that value was itself quoted in
 * JSON. Base64 has no backslash, so nothing else in a key can match.
 */
const escapedBreak = /(?:\\+r)?\\+n/g;

/**
 * The one reading of a key given as text, for every function that takes one: surrounding spaces and
 * one pair of quotes are dropped, escaped line breaks become line breaks, and a PEM block is found
 * anywhere in the text (CRLF line breaks, or none at all, are fine: the base64 is read without its
 * whitespace). Never throws; what it returns may still not be a key.
 */
export function readKeyText(text: string): KeyText {
  let plain = text.trim();
  const quote = plain[0];
  if (plain.length >= 2 && (quote === '"' || quote === "'" || quote === '`') && plain.endsWith(quote)) {
    plain = plain.slice(1, -1).trim();
  }
  plain = plain.replace(escapedBreak, '\n');
  const pem = pemBlock.exec(plain);
  return pem ? { label: pem[1], body: pem[2] ?? '' } : { label: undefined, body: plain };
}
