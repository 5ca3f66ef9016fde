import { formatGatewayDate, GatewayCode, isGatewayError, isRequestValidationError } from '@lintas/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { payCoolsId, rejectionOf, useSandbox } from '../../test/setup-sandbox.js';
import { ListStaticVirtualAccountPaymentsDataSchema } from './list-static-virtual-account-payments.js';

const path = '/open-api/static/payment/code/payments';
const setup = useSandbox();
const gatewayTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

describe('indonesia.listStaticVirtualAccountPayments', () => {
  it('lists each payment to a static VA with its VA number, completed ones spelled COMPLETE as the page shows', async () => {
    const mchOrderId = payCoolsId('StaticVaList');
    const va = await setup.client.indonesia.createStaticVirtualAccount({
      mchOrderId,
      channelCode: 'ALFAMART_VA',
      customerName: 'Siti Rahma',
      notifyUrl: 'https://merchant.example.com/va',
    });
    const paid = setup.sandbox.payStaticCode(mchOrderId, { amount: 25000 });
    const today = formatGatewayDate();
    await expect(
      setup.client.indonesia.listStaticVirtualAccountPayments({ mchOrderId, startDate: today, endDate: today }),
    ).resolves.toEqual([
      {
        transactionId: paid.transactionId,
        transactionCreateTime: gatewayTime,
        transactionReturnTime: gatewayTime,
        transactionAmount: 25000,
        transactionStatus: 'COMPLETE',
        remark: null,
        mchOrderId,
        channelCode: 'ALFAMART_VA',
        referenceNumber: va.paymentCode?.referenceNumber,
      },
    ]);
  });

  it('reads the page’s example element, with its explicit null remark', () => {
    // https://developers.paycools.co.id/en/payment/VATransactionList.html (the example is cut inside its second element)
    const documented = {
      transactionId: 'C1630761265167208448',
      transactionCreateTime: '2023-03-01 09:45:58',
      transactionReturnTime: '2023-03-01 09:45:58',
      transactionAmount: 10000,
      transactionStatus: 'COMPLETE',
      remark: null,
      mchOrderId: 'TestMchOrderIdP0001',
      channelCode: 'ALFAMART_VA',
      referenceNumber: '00012819',
    };
    expect(v.parse(ListStaticVirtualAccountPaymentsDataSchema, [documented])).toEqual([documented]);
  });

  it('accepts the page’s example request and answers [] for a VA nobody paid', async () => {
    await expect(
      setup.client.indonesia.listStaticVirtualAccountPayments({
        mchOrderId: 'TestMchOrderIdP0001',
        startDate: '2023-01-02',
        endDate: '2023-01-03',
      }),
    ).resolves.toEqual([]);
  });

  it('refuses a date not written YYYY-MM-DD before sending anything', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.indonesia.listStaticVirtualAccountPayments({
        mchOrderId: 'TestMchOrderIdP0001',
        startDate: '2023/01/02',
        endDate: '2023-01-03',
      }),
    );
    expect(isRequestValidationError(error) && error.issues.map((issue) => issue.path)).toContain('startDate');
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('surfaces a request whose signature does not verify as GatewayError 21001', async () => {
    // A signature the gateway cannot verify, without the cost of generating a second RSA key.
    const client = await setup.clientWith({
      signer: { sign: async () => Buffer.from('not a signature').toString('base64') },
    });
    const error = await rejectionOf(
      client.indonesia.listStaticVirtualAccountPayments({
        mchOrderId: 'TestMchOrderIdP0001',
        startDate: '2023-01-02',
        endDate: '2023-01-03',
      }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.SignError);
  });
});
