/**
 * Counts the bytes of the csv record being read as the file's bytes arrive, before the parser holds
 * them: a record ends at a line break outside quotes (a quoted field may hold line breaks, and a `""`
 * inside quotes toggles twice). Returns a check, given each chunk in order, that is true once a record
 * holds more than `maxBytes` bytes. It bounds what csv-parse's `max_record_size` does not: that counts
 * the characters of the fields, so a line of empty fields (`,,,,`, none counted) would grow a record
 * of millions of cells without end.
 */
export function csvRecordBytes(maxBytes: number): (chunk: Uint8Array) => boolean {
  let size = 0;
  let quoted = false;
  return (chunk) => {
    for (let at = 0; at < chunk.length; at++) {
      const byte = chunk[at] as number;
      if (byte === 0x22) quoted = !quoted;
      else if (!quoted && (byte === 0x0a || byte === 0x0d)) {
        size = 0;
        continue;
      }
      if (++size > maxBytes) return true;
    }
    return false;
  };
}
