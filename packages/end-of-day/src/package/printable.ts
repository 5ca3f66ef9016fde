/**
 * Control characters (C0, DEL, C1), line and paragraph separators and bidirectional overrides: a cell
 * holding them could move the cursor, clear or overwrite a line, or reorder text on a terminal.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it escapes.
const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** The longest text of the package an error message or a report line quotes, in characters. */
export const quotedLength = 80;

/**
 * Text of the package (a cell, a file name, a header) as a report or an error message shows it: every
 * control character written as `\u001b`, so nothing in a package can draw on a terminal, and cut to
 * `max` characters (`…(+1,234 more)`), so nothing in a package can make a message huge.
 */
export function printable(text: string, max = quotedLength): string {
  const cut = text.length > max ? `${text.slice(0, max)}…(+${(text.length - max).toLocaleString('en')} more)` : text;
  return cut.replace(unsafe, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A list of names of the package as a message shows it: each {@link printable}, at most `max` of them,
 * and how many more (`a, b, c and 19,997 more`).
 */
export function printableList(items: readonly string[], max = 10, quote = (item: string) => item): string {
  const shown = items.slice(0, max).map((item) => quote(printable(item)));
  const more = items.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more.toLocaleString('en')} more` : shown.join(', ');
}
