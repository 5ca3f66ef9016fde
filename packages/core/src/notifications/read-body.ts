/**
 * Collects the chunks of a body (a Fetch `ReadableStream`, a Node request, ...) into bytes, stopping as
 * soon as they pass `limit`: answers `undefined` then.
 */
export async function readBody(
  source: ReadableStream<Uint8Array> | AsyncIterable<unknown>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of 'getReader' in source ? streamChunks(source) : source) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
    size += bytes.byteLength;
    if (size > limit) return undefined;
    chunks.push(bytes);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

// Not `for await` over the stream itself: some runtimes' ReadableStream (and the DOM typings) lack it.
async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let done = false;
  try {
    for (;;) {
      const result = await reader.read();
      if (result.done) {
        done = true;
        return;
      }
      yield result.value;
    }
  } finally {
    if (!done) await reader.cancel();
  }
}
