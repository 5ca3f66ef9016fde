/**
 * `minify(RequestBody)` of SNAP's string to sign: the JSON text without the whitespace between its
 * tokens, everything else (string contents, number spellings such as `10000.00`, key order) kept as
 * written. Lexical on purpose: parsing and serialising again would turn `10000.00` into `10000` and
 * break a sender's signature.
 */
export function minifyJson(text: string): string {
  let out = '';
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (inString) {
      out += char;
      if (char === '\\') {
        out += text[index + 1] ?? '';
        index++;
      } else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char !== ' ' && char !== '\n' && char !== '\r' && char !== '\t') out += char;
  }
  return out;
}
