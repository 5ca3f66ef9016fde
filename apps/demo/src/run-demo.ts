import { rsaSha256Signer } from '@lintas/core';
import { createDemoClient } from './client.js';
import type { DemoConfig } from './config.js';
import { summarize, type DemoReport, type StepResult } from './report.js';
import type { Resources } from './resources.js';
import type { DemoContext } from './scenario.js';
import { scenarios } from './scenarios/index.js';
import { createStepRecorder, ScenarioStopped } from './steps.js';
import { openTarget } from './target.js';
import { createTraffic } from './traffic.js';
import { describeError, gatewayToday } from './utils/format.js';
import { createIdFactory } from './utils/ids.js';

/**
 * Runs every scenario against the target of `config` and answers the report. Whatever it starts is
 * registered in `resources`, for the caller to close; `onStep` sees each step as it is recorded.
 */
export async function runDemo(config: DemoConfig, resources: Resources, onStep?: (step: StepResult) => void): Promise<DemoReport> {
  const target = await openTarget(config, resources);
  const traffic = createTraffic();
  const context: DemoContext = {
    client: createDemoClient({
      baseUrl: target.baseUrl,
      appId: target.appId,
      signer: await rsaSha256Signer({ privateKey: target.privateKey }),
      hooks: traffic.hooks,
    }),
    sandbox: target.sandbox,
    appId: target.appId,
    receiver: target.receiver,
    traffic,
    newId: createIdFactory(),
    today: gatewayToday(),
  };

  const recorder = createStepRecorder(onStep);
  for (const scenario of scenarios) {
    try {
      await scenario.run(context, recorder.family(scenario.family));
    } catch (error) {
      // A failed step is recorded already and stops its scenario; anything else failed outside a step.
      if (!(error instanceof ScenarioStopped)) {
        recorder.record({ family: scenario.family, title: 'scenario', status: 'failed', detail: describeError(error), durationMs: 0 });
      }
    }
  }

  return {
    target: config.target,
    baseUrl: target.baseUrl,
    appId: target.appId,
    steps: recorder.results,
    notifications: target.receiver.received,
    summary: summarize(recorder.results),
  };
}
