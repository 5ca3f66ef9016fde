// The fault proxy itself: each fault does what it says, and the proxy records what reached the sandbox.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FaultProxy, matchCall, startFaultProxy } from '@lintas/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let target: Server;
let proxy: FaultProxy;
let received = 0;
const answer = { code: 10000, message: 'Success', data: { transactionId: 'TX1', amount: 100 } };

beforeAll(async () => {
  target = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  proxy = await startFaultProxy({ target: `http://127.0.0.1:${(target.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => target.close(resolve));
});

let next = 0;
/** Posts an envelope whose param carries a fresh `mchOrderId`; answers it with what came back. */
async function post(): Promise<{ mchOrderId: string; response: Response | undefined }> {
  const mchOrderId = `order-${++next}`;
  const body = JSON.stringify({ appId: 'app', sign: 'sig', param: JSON.stringify({ mchOrderId, timestamp: 1 }) });
  const response = await fetch(`${proxy.url}/open-api/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  }).catch(() => undefined);
  return { mchOrderId, response };
}

describe('the fault proxy', () => {
  it('passes unplanned requests through and records the sandbox’s answer', async () => {
    const before = received;
    const { mchOrderId, response } = await post();
    expect(await response?.json()).toEqual(answer);
    expect(received).toBe(before + 1);
    expect(
      proxy.forwarded(matchCall('/open-api/test', { mchOrderId })).map((request) => request.upstream?.code),
    ).toEqual([10000]);
  });

  it('drops before forwarding (nothing reaches the sandbox) and after forwarding (it does)', async () => {
    const before = received;
    proxy.plan(matchCall('/open-api/test', { mchOrderId: `order-${next + 1}` }), { kind: 'drop-before' });
    expect((await post()).response).toBeUndefined();
    expect(received).toBe(before);
    proxy.plan(matchCall('/open-api/test', { mchOrderId: `order-${next + 1}` }), { kind: 'drop-after' });
    expect((await post()).response).toBeUndefined();
    expect(received).toBe(before + 1);
  });

  it('answers a status with Retry-After, an envelope code, a reshaped, cut or non-JSON body after forwarding', async () => {
    const plan = (...faults: Parameters<FaultProxy['plan']>[1][]) =>
      proxy.plan(matchCall('/open-api/test', { mchOrderId: `order-${next + 1}` }), ...faults);
    plan({ kind: 'status-after', status: 429, retryAfter: '1' });
    const limited = (await post()).response;
    expect([limited?.status, limited?.headers.get('retry-after')]).toEqual([429, '1']);
    plan({ kind: 'code-after', code: 21020 });
    expect(await (await post()).response?.json()).toMatchObject({ code: 21020, data: null });
    plan({ kind: 'reshape-after', change: 'retype', field: 'transactionId' });
    expect(await (await post()).response?.json()).toMatchObject({
      code: 10000,
      data: { transactionId: 12345, amount: 100 },
    });
    plan({ kind: 'reshape-after', change: 'rename', field: 'transactionId' });
    expect(await (await post()).response?.json()).toEqual({
      ...answer,
      data: { amount: 100, transactionIdRenamed: 'TX1' },
    });
    plan({ kind: 'truncate-after' });
    expect(await (await post()).response?.text()).toBe(
      JSON.stringify(answer).slice(0, Math.floor(JSON.stringify(answer).length / 2)),
    );
    plan({ kind: 'not-json-after' });
    expect(await (await post()).response?.text()).toMatch(/^<html>/);
  });
});
