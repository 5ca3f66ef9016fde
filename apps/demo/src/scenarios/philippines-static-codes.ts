import type { DemoContext, Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { payer } from './payer.js';

/** PH static QR code: create → cancel → CANCEL. */
export const philippinesStaticCodes: Scenario = {
  family: 'philippines',
  async run(context: DemoContext, steps: Steps) {
    const { client, receiver } = context;
    const mchOrderId = context.newId('phqr');
    const channelCode = 'PH_QRPH_STATIC';
    await steps.run('static QR code created', async () => {
      const code = await client.philippines.createStaticCode({
        mchOrderId,
        customerName: payer.customerName,
        channelCode,
        notifyUrl: receiver.url('static-payments'),
        email: payer.email,
        mobile: payer.phMobile,
      });
      check(code.payData.length > 0, 'payData (the QR content) is empty');
      return passed(`${code.mchOrderId} on ${code.channelCode}, ${code.status}, QR ${code.payData.slice(0, 24)}…`);
    });
    await steps.run('static QR code cancelled', async () => {
      const code = await client.philippines.cancelStaticCode({ mchOrderId, channelCode });
      checkEqual(code.status, 'CANCEL', 'status');
      return passed(`${code.mchOrderId} ${code.status}, expired at ${code.expiresTime}`);
    });
  },
};
