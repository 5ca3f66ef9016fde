import { describe, expect, it } from 'vitest';
import { answerRows } from './contract-table.js';
import { fixture } from './fixtures.js';
import { useReplayClient } from './replay-server.js';

const replay = useReplayClient();

interface DocumentedAnswer {
  readonly code: number;
  readonly message: string;
  readonly data: unknown;
}

/** What the SDK resolves with holds every documented member with its documented value. */
function expectDocumentedData(resolved: unknown, documented: unknown): void {
  if (Array.isArray(documented)) {
    expect(resolved).toHaveLength(documented.length);
    for (const [index, element] of documented.entries()) {
      expect((resolved as unknown[])[index]).toMatchObject(element as object);
    }
  } else {
    expect(resolved).toMatchObject(documented as object);
  }
}

const rows = answerRows.map((row) => [row.fixture, row] as const);

describe('every documented answer, replayed to the SDK over HTTP', () => {
  it.each(rows)('%s resolves with every documented member', async (file, row) => {
    const documented = fixture(file).payload as unknown as DocumentedAnswer;
    replay.server.answer(documented);
    expectDocumentedData(await replay.client.call(row.endpoint, row.params as never), documented.data);
  });

  it.each(rows)('%s resolves the same when the gateway says 1000 "success"', async (file, row) => {
    const documented = fixture(file).payload as unknown as DocumentedAnswer;
    replay.server.answer({ ...documented, code: 1000, message: 'success' });
    expectDocumentedData(await replay.client.call(row.endpoint, row.params as never), documented.data);
  });

  it.each(rows)('%s resolves the same when data comes as JSON text', async (file, row) => {
    const documented = fixture(file).payload as unknown as DocumentedAnswer;
    replay.server.answer({ ...documented, data: JSON.stringify(documented.data) });
    expectDocumentedData(await replay.client.call(row.endpoint, row.params as never), documented.data);
  });
});
