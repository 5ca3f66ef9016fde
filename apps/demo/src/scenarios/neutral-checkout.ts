import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { payer } from './payer.js';

const PAID = 'payer pays, checkout query PAID';

/** Hosted checkout: the channels it offers, create → the payer pays → query PAID (checkout notification). */
export const neutralCheckout: Scenario = {
  family: 'neutral',
  async run(context: DemoContext, steps: Steps) {
    const { client, receiver } = context;
    await steps.run('checkout channels listed', async () => {
      const { list } = await client.neutral.listCheckoutChannels({ countryCode: 'PH' });
      check(list.length > 0, 'no channel offered in PH');
      return passed(`${list.length} in PH: ${list.map((channel) => channel.channelCode).join(', ')}`);
    });

    const amount = 20_000;
    const checkout = await steps.run('checkout created', async () => {
      const created = await client.neutral.createCheckout({
        mchOrderId: context.newId('chk'),
        countryCode: 'PH',
        currency: 'PHP',
        amount,
        customerName: payer.customerName,
        email: payer.email,
        mobile: payer.phMobile,
        notifyUrl: receiver.url('checkouts'),
        redirectUrl: payer.redirectUrl,
      });
      // No page documents this answer, so its members are optional: a real integration checks them.
      const { checkoutId } = created;
      check(typeof checkoutId === 'string' && checkoutId !== '', 'the checkout answer has no checkoutId');
      return passed(`${checkoutId}, ${formatAmount(amount, 'PHP')}, ${created.status}, cashier ${created.cashierUrl}`, {
        ...created,
        checkoutId,
      });
    });

    const sandbox = sandboxOrSkip(context, steps, [PAID]);
    if (!sandbox) return;
    await steps.run(PAID, async () => {
      await sandbox.payCheckout(checkout.checkoutId);
      const found = await client.neutral.queryCheckout({ checkoutId: checkout.checkoutId });
      checkEqual(found.status, 'PAID', 'status');
      const paying = found.transactionList?.[0];
      check(paying?.transactionStatus === 'COMPLETED', 'the checkout lists no COMPLETED transaction');
      return passed(`${found.checkoutId} PAID by ${paying.transactionId} on ${paying.channelCode}`);
    });
  },
};
