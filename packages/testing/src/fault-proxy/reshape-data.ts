/**
 * The JSON answer `body` with `field` of its `data` removed, renamed (to `<field>Renamed`) or retyped
 * (a string becomes a number, anything else a string), or (`nest`) with the whole `data` moved under
 * another member, `{ result: <data>, version: 2 }`: a success that names no record where its endpoint
 * expects one. A body that is not a JSON envelope with an object `data` is answered unchanged, except
 * that `retype` then replaces `data` by a number and `nest` nests it all the same.
 */
export function reshapeData(body: string, change: 'remove' | 'rename' | 'retype' | 'nest', field: string): string {
  let envelope: unknown;
  try {
    envelope = JSON.parse(body);
  } catch {
    return body;
  }
  if (typeof envelope !== 'object' || envelope === null) return body;
  const answer = envelope as Record<string, unknown>;
  const data = answer['data'];
  if (change === 'nest') return JSON.stringify({ ...answer, data: { result: data, version: 2 } });
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return change === 'retype' ? JSON.stringify({ ...answer, data: 12345 }) : body;
  }
  const { [field]: value, ...rest } = data as Record<string, unknown>;
  const reshaped =
    change === 'remove'
      ? rest
      : change === 'rename'
        ? { ...rest, [`${field}Renamed`]: value }
        : { ...rest, [field]: typeof value === 'string' ? 12345 : String(value) };
  return JSON.stringify({ ...answer, data: reshaped });
}
