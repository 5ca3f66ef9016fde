import type { ReceivedNotification } from './receiver.js';

/** How a step ended. `skipped` steps need the sandbox's control API and ran against a real gateway. */
export type StepStatus = 'passed' | 'failed' | 'skipped';

/** One line of the report. */
export interface StepResult {
  /** The group the step belongs to: an API family (`neutral`, `philippines`, ...) or a cross-cutting concern. */
  readonly family: string;
  /** What the step shows, e.g. `refund completed`. */
  readonly title: string;
  readonly status: StepStatus;
  /** What was seen (ids, amounts, statuses) when it passed; the reason when it failed or was skipped. */
  readonly detail: string;
  readonly durationMs: number;
}

/** Everything the demo prints. */
export interface DemoReport {
  /**
   * `sandbox` (embedded `@lintas/sandbox`), `remote-sandbox` (a sandbox started separately) or
   * `gateway` (a real gateway from the environment).
   */
  readonly target: 'sandbox' | 'remote-sandbox' | 'gateway';
  readonly baseUrl: string;
  readonly appId: string;
  readonly steps: readonly StepResult[];
  /** Every verified notification the receiver got, in arrival order. */
  readonly notifications: readonly ReceivedNotification[];
  readonly summary: { readonly passed: number; readonly failed: number; readonly skipped: number };
}

/** The totals of `steps`. */
export function summarize(steps: readonly StepResult[]): DemoReport['summary'] {
  const count = (status: StepStatus) => steps.filter((step) => step.status === status).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

const MARKS: Readonly<Record<StepStatus, string>> = { passed: '✔', failed: '✘', skipped: '–' };

/** The report line of one step: `✔ neutral: refund created (RF…, 5,000 PHP minor units, PENDING)`. */
export function formatStep(step: StepResult): string {
  const head = `${MARKS[step.status]} ${step.family}: ${step.title}`;
  if (step.status === 'passed') return step.detail ? `${head} (${step.detail})` : head;
  return `${head}: ${step.status === 'skipped' ? `skipped: ${step.detail}` : step.detail}`;
}

const TARGETS: Readonly<Record<DemoReport['target'], string>> = {
  sandbox: 'the embedded sandbox',
  'remote-sandbox': 'the sandbox',
  gateway: 'the gateway',
};

/** The first line of the report: what the demo ran against. */
export function formatHeader(report: Pick<DemoReport, 'target' | 'baseUrl' | 'appId'>): string {
  return `Lintas demo against ${TARGETS[report.target]} at ${report.baseUrl} (appId ${report.appId})`;
}

/** The readable report: a header, one line per step grouped by family, and the closing totals line. */
export function formatText(report: DemoReport): string {
  const lines = [formatHeader(report)];
  const families = [...new Set(report.steps.map((step) => step.family))];
  for (const family of families) {
    lines.push('', ...report.steps.filter((step) => step.family === family).map(formatStep));
  }
  lines.push('', formatTotals(report));
  return lines.join('\n');
}

/** The closing lines: why steps were skipped, if any were, then `demo: N passed, M failed`. */
export function formatTotals(report: Pick<DemoReport, 'summary'>): string {
  const { passed, failed, skipped } = report.summary;
  const skippedLine =
    skipped > 0
      ? [`${skipped} skipped: each line says why (the sandbox's control API needed, or a group --only left out)`]
      : [];
  return [...skippedLine, `demo: ${passed} passed, ${failed} failed`].join('\n');
}

/** The machine-readable report. */
export function formatJson(report: DemoReport): string {
  return JSON.stringify(report, null, 2);
}
