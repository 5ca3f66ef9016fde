/** What stands for a value left out. */
export const personalDataMarker = '[personal data]';

/** A JSON member name, at any depth of JSON nested in JSON strings: `"name":` or `\"name\":` ... */
const memberName = /(\\*)"([^"\\]{1,64})\1"\s*:\s*/g;
/** A JSON number or `true` / `false`, right where a value starts. */
const literal = /^(?:-?\d[\d.eE+-]*|true|false)/;
/** Shortest value searched for in free text: shorter ones would strike ordinary words and numbers. */
const shortestValue = 4;

/**
 * `text` (a log line: JSON, or words around JSON) with personal data left out: the value of every JSON
 * member named in `fields`, at any depth and also in JSON nested as a string (`"data":"{\"email\":…}"`),
 * whether a string, a number or a whole object or array; then every occurrence of `values` (the call's
 * own personal values, as its error messages or an echo may repeat them). Text cut short is redacted to
 * its end. Pure: the same text, fields and values give the same line.
 */
export function redactPersonalData(text: string, fields: ReadonlySet<string>, values: readonly string[] = []): string {
  let redacted = fields.size === 0 ? text : redactMembers(text, fields);
  const searched = values.filter((value) => value.length >= shortestValue).sort((a, b) => b.length - a.length);
  for (const value of searched) redacted = redacted.split(value).join(personalDataMarker);
  return redacted;
}

function redactMembers(text: string, fields: ReadonlySet<string>): string {
  let result = '';
  let from = 0;
  memberName.lastIndex = 0;
  for (let match = memberName.exec(text); match; match = memberName.exec(text)) {
    if (match.index < from || !fields.has(match[2] ?? '')) continue;
    const start = match.index + match[0].length;
    const level = (match[1] ?? '').length;
    const end = valueEnd(text, start, level);
    if (end === start) continue;
    const quote = `${'\\'.repeat(level)}"`;
    result += `${text.slice(from, start)}${quote}${personalDataMarker}${quote}`;
    from = end;
    memberName.lastIndex = end;
  }
  return result + text.slice(from);
}

/**
 * Where the JSON value starting at `start` ends, in text where strings are delimited by `level`
 * backslashes and a quote (JSON nested `n` times has `2^n - 1`); `start` for `null` or no value; the
 * text's end for a value cut short.
 */
export function valueEnd(text: string, start: number, level: number): number {
  const delimiter = `${'\\'.repeat(level)}"`;
  if (text.startsWith(delimiter, start)) return stringEnd(text, start + delimiter.length, level);
  const first = text[start];
  if (first === '{' || first === '[') return containerEnd(text, start, level);
  const number = literal.exec(text.slice(start, start + 64));
  return number ? start + number[0].length : start;
}

/** The end of a string whose content starts at `from`: after its closing delimiter. */
function stringEnd(text: string, from: number, level: number): number {
  for (let index = text.indexOf('"', from); index >= 0; index = text.indexOf('"', index + 1)) {
    if (closes(text, index, level)) return index + 1;
  }
  return text.length;
}

/** The end of an object or array starting at `start`: after its closing bracket, strings skipped. */
function containerEnd(text: string, start: number, level: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const character = text[index];
    if (character === '"' && closes(text, index, level)) {
      const end = stringEnd(text, index + 1, level);
      index = end - 1;
    } else if (character === '{' || character === '[') depth++;
    else if (character === '}' || character === ']') {
      depth--;
      if (depth === 0) return index + 1;
    }
  }
  return text.length;
}

/**
 * True when the quote at `index` delimits a string at `level`: the backslashes before it number
 * `level` modulo `2 (level + 1)` (at the top level an even number; a quote escaped inside the string
 * has more).
 */
function closes(text: string, index: number, level: number): boolean {
  let backslashes = 0;
  while (text[index - 1 - backslashes] === '\\') backslashes++;
  return backslashes % (2 * (level + 1)) === level;
}
