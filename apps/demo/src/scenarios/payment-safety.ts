import { isOutcomeUnknownError, isRecordMismatchError } from '@lintas/core';
import { queryPayout } from '@lintas/neutral';
import { createPayout } from '@lintas/philippines';
import type { FaultInput } from '@lintas/sandbox';
import type { SandboxDriver } from '../sandbox-driver.js';
import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { formatAmount } from '../utils/format.js';
import { phBankPayout } from './payer.js';

const RESET_TITLE = 'payout after a connection reset: exactly one payout';
const RATE_LIMIT_TITLE = 'query retried after HTTP 429 rate limit';
const UNAVAILABLE_TITLE = 'query retried after HTTP 503';

/**
 * Payment safety under injected faults: a payout whose connection drops after the gateway committed it
 * (OutcomeUnknownError with its keys, since the status check cannot confirm the account, then
 * reconciled: money leaves once), and
 * queries that meet a rate limit or a 503 and are retried.
 */
export const paymentSafety: Scenario = {
  family: 'payment safety',
  async run(context: DemoContext, steps: Steps) {
    const sandbox = sandboxOrSkip(context, steps, [RESET_TITLE, RATE_LIMIT_TITLE, UNAVAILABLE_TITLE]);
    if (!sandbox) return;
    const { client, appId, traffic } = context;

    const mchOrderId = context.newId('reset');
    const amount = 12_345;
    await steps.run(RESET_TITLE, async () => {
      const balanceBefore = (await sandbox.balances(appId))['PHP'] ?? 0;
      const attemptsBefore = traffic.attempts(createPayout.path);
      await sandbox.injectFault({ path: createPayout.path, kind: 'reset-after' });
      // The payout status check returns no account, bank or idempotency id, so the payout it finds under
      // the keys cannot be proven to be this call's: the call ends in OutcomeUnknownError naming them.
      const error = await client.philippines.createPayout(phBankPayout(mchOrderId, amount)).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      if (!isOutcomeUnknownError(error))
        throw error ?? new Error('the payout resolved, though the status check cannot confirm its account');
      const attempts = traffic.attempts(createPayout.path) - attemptsBefore;
      const cause = error.cause;
      check(isRecordMismatchError(cause), `expected a RecordMismatchError as the cause, got ${String(cause)}`);
      const unchecked = isRecordMismatchError(cause)
        ? cause.fields.filter((field) => field.reason === 'unchecked').map((field) => field.field)
        : [];
      check(
        unchecked.includes('accountNo'),
        `expected accountNo among the unchecked fields, got ${unchecked.join(', ')}`,
      );
      const keys = Object.entries(error.keys)
        .map(([key, value]) => `${key}=${value}`)
        .join(', ');
      const found = await client.neutral.queryPayout({
        mchOrderId: String(error.keys['mchOrderId']),
        countryCode: 'PH',
      });
      const outcome = `OutcomeUnknownError after ${attempts} attempts with ${keys} (the status check cannot confirm ${unchecked.join(', ')}), reconciled: ${found.transactionId} ${found.transactionStatus}`;
      const payouts = (await sandbox.state()).payouts.filter(
        (payout) => payout.appId === appId && payout.mchOrderId === mchOrderId,
      );
      checkEqual(payouts.length, 1, 'the number of payouts with that mchOrderId');
      const debited = balanceBefore - ((await sandbox.balances(appId))['PHP'] ?? 0);
      checkEqual(debited, amount, 'the amount debited');
      return passed(`${outcome}; 1 payout, ${formatAmount(debited, 'PHP')} debited once`);
    });

    const retried = (fault: FaultInput) => async () => {
      const result = await queryAfterFault(context, sandbox, fault, mchOrderId);
      return passed(
        `${result.status} on attempt ${result.attempts}, ${result.retries} retry; sandbox saw ${result.hits} requests`,
      );
    };
    await steps.run(RATE_LIMIT_TITLE, retried({ path: queryPayout.path, kind: 'rate-limit', retryAfterSeconds: 1 }));
    await steps.run(UNAVAILABLE_TITLE, retried({ path: queryPayout.path, kind: 'http', status: 503 }));
  },
};

/** Injects `fault` once on the payout status check, queries the payout, and counts what it took. */
async function queryAfterFault(context: DemoContext, sandbox: SandboxDriver, fault: FaultInput, mchOrderId: string) {
  const { traffic } = context;
  // The receiver confirms a payout's notification with this same status check: let the deliveries still
  // under way end first, so that no lookup of theirs meets the fault or counts among the hits.
  await sandbox.notificationsIdle();
  const hitsBefore = await sandbox.hits(queryPayout.path);
  const attemptsBefore = traffic.attempts(queryPayout.path);
  const retriesBefore = traffic.retries.length;
  await sandbox.injectFault(fault);
  const payout = await context.client.neutral.queryPayout({ mchOrderId, countryCode: 'PH' });
  const attempts = traffic.attempts(queryPayout.path) - attemptsBefore;
  const retries = traffic.retries.length - retriesBefore;
  const hits = (await sandbox.hits(queryPayout.path)) - hitsBefore;
  checkEqual(attempts, 2, 'the attempts sent');
  check(retries === 1 && hits === 2, `expected 1 retry and 2 requests, saw ${retries} and ${hits}`);
  return { status: `${payout.transactionId} ${payout.transactionStatus}`, attempts, retries, hits };
}
