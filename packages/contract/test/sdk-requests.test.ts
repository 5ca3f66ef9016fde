import { describe, expect, it } from 'vitest';
import { type RequestRow, requestRows } from './contract-table.js';
import { businessParam, fixture } from './fixtures.js';
import { useReplayClient } from './replay-server.js';

const replay = useReplayClient();

function title(row: RequestRow): string {
  const answer =
    'fixture' in row.answer
      ? `the documented answer ${row.answer.fixture}`
      : 'an answer of the endpoint’s shape (no page documents this answer)';
  const options = row.optionsBecause ? ` (with ${JSON.stringify(row.options)}: ${row.optionsBecause})` : '';
  return `${row.fixture}: the SDK sends the documented params${options} and reads ${answer}`;
}

describe('every documented request, sent through the SDK over HTTP', () => {
  it.each(requestRows.map((row) => [title(row), row] as const))('%s', async (_title, row) => {
    const request = fixture(row.fixture);
    const answer =
      'fixture' in row.answer
        ? fixture(row.answer.fixture).payload
        : { code: 10000, message: 'Success', data: row.answer.undocumented };
    replay.server.answer(answer);
    const before = replay.server.received.length;

    const documented = businessParam(request);
    await expect(replay.client.call(row.endpoint, documented as never, row.options)).resolves.toBeDefined();

    const sent = replay.server.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(request.path);
    expect(row.endpoint.path).toBe(request.path);
    // Every documented member arrives as documented, and nothing else but the fresh timestamp.
    expect(sent[0]?.param).toEqual({ ...documented, timestamp: expect.any(Number) });
  });
});
