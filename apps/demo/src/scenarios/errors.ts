import { GatewayCode, isGatewayError, isRequestValidationError } from '@lintas/core';
import { createPayment } from '@lintas/philippines';
import type { DemoContext, Scenario } from '../scenario.js';
import { passed, type Steps } from '../steps.js';
import { check, checkEqual, rejectionOf } from '../utils/check.js';
import { payer } from './payer.js';

/** Typed errors: bad input refused before anything is sent, and a gateway refusal with its code. */
export const errorsScenario: Scenario = {
  family: 'errors',
  async run(context: DemoContext, steps: Steps) {
    const { client, receiver, traffic } = context;
    const params = (mchOrderId: string) => ({
      mchOrderId,
      amount: 10_000,
      customerName: payer.customerName,
      channelCode: 'PH_GCASH_URL',
      email: payer.email,
      mobile: payer.phMobile,
      notifyUrl: receiver.url('payments'),
    });

    await steps.run('bad input refused before sending: RequestValidationError', async () => {
      const attemptsBefore = traffic.attempts(createPayment.path);
      const hitsBefore = await context.sandbox?.hits(createPayment.path);
      const error = await rejectionOf(
        client.philippines.createPayment({ ...params(context.newId('bad')), mobile: '12345' }),
        'a PH payment with mobile 12345',
      );
      if (!isRequestValidationError(error)) throw error;
      const issue = error.issues.find((candidate) => candidate.path === 'mobile');
      check(issue, `the error names ${error.issues.map((candidate) => candidate.path).join(', ')}, not mobile`);
      checkEqual(traffic.attempts(createPayment.path), attemptsBefore, 'the attempts sent');
      checkEqual(await context.sandbox?.hits(createPayment.path), hitsBefore, 'the requests the gateway saw');
      return passed(`field ${issue.path}: ${issue.message}; nothing sent`);
    });

    await steps.run('duplicate mchOrderId refused: GatewayError 21007', async () => {
      const mchOrderId = context.newId('dup');
      await client.philippines.createPayment(params(mchOrderId));
      const error = await rejectionOf(
        client.philippines.createPayment(params(mchOrderId)),
        `a second payment with mchOrderId ${mchOrderId}`,
      );
      if (!isGatewayError(error)) throw error;
      checkEqual(error.code, GatewayCode.DuplicateMerchantOrderId, 'the gateway code');
      return passed(`${error.code} "${error.gatewayMessage}" from ${error.endpoint}`);
    });
  },
};
