import { generateKeyPair, sign } from 'node:crypto';
import { promisify } from 'node:util';
import { unconfirmedEvents } from '../receiver.js';
import { type DemoContext, type Scenario, sandboxOrSkip } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual } from '../utils/check.js';
import { FOREIGN_TITLE, foreignNotificationRefused } from './foreign-notification.js';

/** The kinds of notification the other scenarios cause, with what causes them and the groups that do. */
export const expectedKinds: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['payment', 'a payment completed', ['neutral', 'philippines']],
  ['payout', 'a payout completed', ['neutral', 'philippines']],
  ['refund', 'a refund completed or failed', ['neutral']],
  ['checkout-payment', 'a checkout paid', ['neutral']],
  ['authorization', 'a direct-debit authorization granted or cancelled', ['direct-debit']],
  ['direct-debit-payment', 'a payment with a direct-debit token completed', ['direct-debit']],
  ['static-payment', 'a static code paid', ['thailand']],
];

const ACKNOWLEDGED = 'every delivery acknowledged';

const unconfirmed: ReadonlySet<string> = new Set(unconfirmedEvents);

/** Each notification of `kind` arrived, verified and typed, and was confirmed by a lookup. */
function kindVerified(context: DemoContext, steps: Steps, kind: string, cause: string): Promise<void> {
  return steps.run(`${kind} notification verified`, async () => {
    const received = context.receiver.received.filter((notification) => notification.kind === kind);
    check(received.length > 0, `none received, though ${cause}`);
    // Each was looked up with the gateway under this appId before it was accepted.
    const unlooked = received.find(
      (notification) => notification.confirmedBy !== 'lookup' && !unconfirmed.has(notification.eventName),
    );
    check(unlooked === undefined, `${unlooked?.key} was accepted without a lookup confirming it`);
    const events = [...new Set(received.map((notification) => notification.eventName))];
    const looked = received.filter((notification) => notification.confirmedBy === 'lookup').length;
    return passed(`${received.length} received: ${events.join(', ')}; ${looked} confirmed by a lookup`);
  });
}

/**
 * Runs last: once the sandbox has delivered everything, each kind of notification arrived, verified,
 * typed and confirmed with the gateway by a lookup; another merchant's genuine notification is refused at
 * confirmation; a forged notification is refused; a redelivery is acknowledged without running twice.
 */
export const notificationsScenario: Scenario = {
  family: 'notifications',
  async run(context: DemoContext, steps: Steps) {
    const { receiver } = context;
    const sandbox = sandboxOrSkip(context, steps, [
      ...expectedKinds.map(([kind]) => `${kind} notification verified`),
      ACKNOWLEDGED,
      FOREIGN_TITLE,
    ]);
    if (sandbox) {
      await sandbox.notificationsIdle();
      for (const [kind, cause, groups] of expectedKinds) {
        if (!groups.some((group) => context.groups.has(group))) {
          steps.skip(`${kind} notification verified`, `${groups.join(' or ')} did not run (--only)`);
          continue;
        }
        await kindVerified(context, steps, kind, cause);
      }
      await steps.run(ACKNOWLEDGED, async () => {
        // A sandbox started separately may serve other clients too: only deliveries to this receiver count,
        // and of this run (an earlier run in the same console refused another merchant's and a forgery).
        const deliveries = (await sandbox.deliveries())
          .slice(context.before.deliveries)
          .filter((delivery) => delivery.url.startsWith(receiver.url('')));
        const refused = receiver.refused.slice(context.before.refused);
        const unacknowledged = deliveries.filter((delivery) => delivery.status !== 'acknowledged');
        const first = unacknowledged[0];
        check(
          first === undefined,
          `${unacknowledged.length} of ${deliveries.length} attempts not acknowledged, the first ${first?.eventName} to ${first?.url}: ${first?.responseBody ?? first?.error} (${refused[0]?.reason})`,
        );
        checkEqual(refused.length, 0, 'the deliveries refused');
        return passed(
          `${deliveries.length} deliveries, each answered {"code":10000,"message":"Success"} on the first attempt`,
        );
      });
      await foreignNotificationRefused(context, sandbox, steps);
    }

    await steps.run('forged notification refused (HTTP 401)', async () => {
      const before = receiver.received.length;
      const param = JSON.stringify({
        eventName: 'payment.success',
        mchOrderId: 'forged',
        transactionId: 'TXFORGED',
        amount: 1,
        transactionStatus: 'COMPLETED',
      });
      // Off the event loop: a blocking generation (seconds on a loaded machine) let the receiver's idle
      // keep-alive socket time out just as the next request went out on it ("fetch failed").
      const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
      const forgedSign = sign('sha256', Buffer.from(param), privateKey).toString('base64');
      const response = await post(`${receiver.localUrl}/notifications/payments`, { param, sign: forgedSign });
      checkEqual(response.status, 401, 'the HTTP status');
      checkEqual(receiver.received.length, before, 'the notifications recorded');
      const reason = String(response.message).split(':')[0];
      return passed(`signed with another key: HTTP ${response.status}, "${reason}"`);
    });

    const first = receiver.received[0];
    if (!first) {
      steps.skip('redelivery acknowledged, handled once', 'needs a notification from the gateway to redeliver');
      return;
    }
    await steps.run('redelivery acknowledged, handled once', async () => {
      const before = receiver.received.length;
      const response = await post(`${receiver.localUrl}${first.path}`, { param: first.param, sign: first.sign });
      checkEqual(response.status, 200, 'the HTTP status');
      checkEqual(response.code, 10000, 'the acknowledgement code');
      checkEqual(receiver.received.length, before, 'the notifications recorded');
      return passed(`${first.key} delivered again: acknowledged, listener not run again`);
    });
  },
};

async function post(url: string, body: object): Promise<{ status: number; code: unknown; message: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: unknown; message?: unknown };
  return { status: response.status, code: answer.code, message: answer.message };
}
