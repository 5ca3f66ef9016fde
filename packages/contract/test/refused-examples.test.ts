// A page's example request that the SDK refuses as shown, on purpose. The Indonesian Disburse page
// (https://developers.paycools.co.id/en/disbursement/Disburse.html) marks idempotencyId, accountName and
// payMethodCode mandatory in its param table, and its example request leaves all three out. The SDK keeps
// requiring them: the idempotency key is what makes a retried payout safe (without it, a retry after a
// lost answer could pay twice), and the table, not the example, is the gateway's stated contract. So the
// example must fail before anything is signed or sent, with a typed error naming the three fields.
import { isRequestValidationError } from '@lintas/core';
import { createDisbursement } from '@lintas/indonesia';
import { describe, expect, it } from 'vitest';
import { businessParam, fixture } from './fixtures.js';
import { useReplayClient } from './replay-server.js';

const file = 'pages/req.disbursement-create.paycools-id.json';

const replay = useReplayClient();

describe(`${file}, the Indonesian Disburse page's example request`, () => {
  it('is of the path the SDK sends it to', () => {
    expect(fixture(file).path).toBe(createDisbursement.path);
  });

  it('is refused by the SDK as shown, naming the three fields the page’s table requires, before anything is sent', async () => {
    const documented = businessParam(fixture(file));
    const before = replay.server.received.length;
    const error: unknown = await replay.client.call(createDisbursement, documented as never).then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(isRequestValidationError(error)).toBe(true);
    if (!isRequestValidationError(error)) return;
    expect(error.endpoint).toBe(createDisbursement.path);
    expect(error.issues.map((issue) => issue.path).sort()).toEqual(['accountName', 'idempotencyId', 'payMethodCode']);
    for (const field of ['accountName', 'idempotencyId', 'payMethodCode']) expect(error.message).toContain(field);
    expect(replay.server.received.length).toBe(before);
  });

  it('is sent once the three fields are added, every documented member as shown', async () => {
    const documented = businessParam(fixture(file));
    const completed = {
      ...documented,
      idempotencyId: 'TestIdempotency0001',
      accountName: 'Budi',
      payMethodCode: 'BANK',
    };
    replay.server.answer({
      code: 1000,
      message: 'success',
      data: { transactionId: 'D1', transactionStatus: 'PENDING' },
    });
    const before = replay.server.received.length;
    await expect(replay.client.call(createDisbursement, completed as never)).resolves.toMatchObject({
      transactionId: 'D1',
    });
    const sent = replay.server.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe(createDisbursement.path);
    expect(sent[0]?.param).toEqual({ ...completed, timestamp: expect.any(Number) });
  });
});
