import type { StepResult } from './report.js';
import { describeError } from './utils/format.js';

/** What a passing step hands back: the detail printed on its line, and a value for the next steps. */
export interface Passed<T> {
  readonly detail: string;
  readonly value: T;
}

/** A step passed: `detail` is printed in parentheses after its title. */
export function passed(detail: string): Passed<undefined>;
export function passed<T>(detail: string, value: T): Passed<T>;
export function passed<T>(detail: string, value?: T): Passed<T | undefined> {
  return { detail, value };
}

/** Thrown by {@link Steps.run} after recording a failed step: the rest of the scenario depends on it. */
export class ScenarioStopped extends Error {
  override readonly name = 'ScenarioStopped';
}

/** Runs and records the steps of one family. */
export interface Steps {
  /**
   * Runs one step and records it: passed with the detail `run` returns, or failed with what it threw
   * (then throws {@link ScenarioStopped}, since later steps build on this one).
   */
  run<T>(title: string, run: () => Promise<Passed<T>>): Promise<T>;
  /** Records a step that did not run, and why. */
  skip(title: string, reason: string): void;
}

/** Collects the results of every step, in order. */
export interface StepRecorder {
  readonly results: readonly StepResult[];
  /** Records one result. */
  record(result: StepResult): void;
  /** The steps of `family`, recorded here. */
  family(family: string): Steps;
}

/** Creates an empty {@link StepRecorder}; `onResult` sees each result as it is recorded (progress output). */
export function createStepRecorder(onResult: (result: StepResult) => void = () => {}): StepRecorder {
  const results: StepResult[] = [];
  const record = (result: StepResult) => {
    results.push(result);
    onResult(result);
  };
  return {
    results,
    record,
    family: (family) => ({
      async run(title, run) {
        const started = performance.now();
        const durationMs = () => Math.round(performance.now() - started);
        try {
          const { detail, value } = await run();
          record({ family, title, status: 'passed', detail, durationMs: durationMs() });
          return value;
        } catch (error) {
          record({ family, title, status: 'failed', detail: describeError(error), durationMs: durationMs() });
          throw new ScenarioStopped(`${family}: ${title} failed`, { cause: error });
        }
      },
      skip(title, reason) {
        record({ family, title, status: 'skipped', detail: reason, durationMs: 0 });
      },
    }),
  };
}
