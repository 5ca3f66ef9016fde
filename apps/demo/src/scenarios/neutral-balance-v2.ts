import type { DemoContext, Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check } from '../utils/check.js';

/** The account balance per currency (balance v2), including a currency outside the five countries'. */
export const neutralBalanceV2: Scenario = {
  family: 'neutral',
  async run(context: DemoContext, steps: Steps) {
    const { client } = context;
    await steps.run('balance v2 per currency', async () => {
      const php = await client.neutral.queryBalanceV2({ currency: 'PHP' });
      const usd = await client.neutral.queryBalanceV2({ currency: 'USD' });
      check(
        typeof php.balance === 'string' || typeof php.balance === 'number',
        'the PHP balance is neither text nor a number',
      );
      return passed(`PHP ${php.balance}, USD ${usd.balance}`);
    });
  },
};
