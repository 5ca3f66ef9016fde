import { rsaSha256Signer } from '@lintas/core';
import { createDemoClient } from './client.js';
import type { DemoConfig } from './config.js';
import { type Exchange, recordingFetch } from './exchanges.js';
import { type DemoReport, type StepResult, summarize } from './report.js';
import type { Resources } from './resources.js';
import type { DemoContext, Scenario } from './scenario.js';
import { scenarios } from './scenarios/index.js';
import { createStepRecorder, ScenarioStopped } from './steps.js';
import { openTarget, type Target } from './target.js';
import { createTraffic } from './traffic.js';
import { describeError, gatewayToday } from './utils/format.js';
import { createIdFactory } from './utils/ids.js';
import { createMemoryJournal } from './utils/memory-journal.js';

/** What {@link runDemo} reports as it goes, and which groups it runs. */
export interface RunOptions {
  /** Groups to run (`neutral`, `philippines`, `payment safety`, ...); every group when absent. */
  readonly only?: readonly string[];
  /** Sees each step as it is recorded. */
  readonly onStep?: (step: StepResult) => void;
  /** Sees each attempt the client sends, with its envelope and answer. */
  readonly onExchange?: (exchange: Exchange) => void;
}

/** The group names, in the order they run (`payment safety` also answers to `payment-safety`). */
export const groupNames: readonly string[] = [...new Set(scenarios.map((scenario) => scenario.family))];

const normalized = (group: string) =>
  group
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** The scenarios of `only` (every scenario when absent); throws naming a group that does not exist. */
export function selectScenarios(only: readonly string[] | undefined): readonly Scenario[] {
  if (!only || only.length === 0) return scenarios;
  const wanted = new Set(only.map(normalized));
  const unknown = [...wanted].filter((group) => !groupNames.some((name) => normalized(name) === group));
  if (unknown.length > 0) throw new Error(`no group ${unknown.join(', ')}; the groups are ${groupNames.join(', ')}`);
  return scenarios.filter((scenario) => wanted.has(normalized(scenario.family)));
}

/** The context every scenario of one run shares: a client signing as the target's merchant. */
export async function createDemoContext(
  target: Target,
  selected: readonly Scenario[],
  onExchange?: (exchange: Exchange) => void,
): Promise<DemoContext> {
  const traffic = createTraffic();
  const before = {
    refused: target.receiver.refused.length,
    deliveries: target.sandbox ? (await target.sandbox.deliveries()).length : 0,
  };
  const journal = createMemoryJournal();
  return {
    client: createDemoClient({
      baseUrl: target.baseUrl,
      appId: target.appId,
      signer: await rsaSha256Signer({ privateKey: target.privateKey }),
      hooks: traffic.hooks,
      journal,
      ...(onExchange ? { fetch: recordingFetch(onExchange) } : {}),
    }),
    journal,
    sandbox: target.sandbox,
    appId: target.appId,
    baseUrl: target.baseUrl,
    receiver: target.receiver,
    traffic,
    newId: createIdFactory(),
    today: gatewayToday(),
    groups: new Set(selected.map((scenario) => scenario.family)),
    before,
  };
}

/** Runs `selected` in order with `context`, recording each step; a failed step stops its scenario only. */
export async function runScenarios(
  context: DemoContext,
  selected: readonly Scenario[],
  onStep?: (step: StepResult) => void,
): Promise<readonly StepResult[]> {
  const recorder = createStepRecorder(onStep);
  for (const scenario of selected) {
    try {
      await scenario.run(context, recorder.family(scenario.family));
    } catch (error) {
      // A failed step is recorded already and stops its scenario; anything else failed outside a step.
      if (!(error instanceof ScenarioStopped)) {
        recorder.record({
          family: scenario.family,
          title: 'scenario',
          status: 'failed',
          detail: describeError(error),
          durationMs: 0,
        });
      }
    }
  }
  return recorder.results;
}

/**
 * Runs the scenarios (all, or the groups of `options.only`) against the target of `config` and
 * answers the report. Whatever it starts is registered in `resources`, for the caller to close.
 */
export async function runDemo(config: DemoConfig, resources: Resources, options: RunOptions = {}): Promise<DemoReport> {
  const selected = selectScenarios(options.only);
  const target = await openTarget(config, resources);
  const context = await createDemoContext(target, selected, options.onExchange);
  const steps = await runScenarios(context, selected, options.onStep);
  return {
    target: config.target,
    baseUrl: target.baseUrl,
    appId: target.appId,
    steps,
    notifications: target.receiver.received,
    summary: summarize(steps),
  };
}
