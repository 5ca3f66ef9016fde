import type { DayProgress } from '../reconcile-day.js';

const width = 24;
const stages: readonly DayProgress['stage'][] = ['download', 'read', 'journal', 'match', 'lookup'];

/** What a stage has done, for a person: `read 420,000 rows`, `match 10,000/1,000,000`. */
export function progressText({ stage, done, total }: DayProgress): string {
  const count = (value: number) => value.toLocaleString('en');
  if (stage === 'read' && done > 0) return `read ${count(done)} rows`;
  if ((stage === 'match' || stage === 'lookup') && total > 0) return `${stage} ${count(done)}/${count(total)}`;
  if (stage === 'match') return `match ${count(done)} journal entries`;
  return stage;
}

/**
 * Whether a progress line is written off a terminal (a cron job's log): not for a day that takes less
 * than `after` ms, then at most once every `every` ms. A pure decision of the clock's readings.
 */
export function shouldLogProgress(
  now: number,
  startedAt: number,
  lastAt: number | undefined,
  { after = 3_000, every = 10_000 } = {},
): boolean {
  if (now - startedAt < after) return false;
  return lastAt === undefined || now - lastAt >= every;
}

/**
 * A one-line progress bar redrawn in place (`\r`): the package, its stage and how far it is (rows read,
 * journal entries matched, operations looked up). Only for a terminal: the caller gives it stderr when
 * it is a TTY.
 */
export function progressBar(
  write: (text: string) => void,
  label: string,
): {
  update(progress: DayProgress): void;
  done(): void;
} {
  return {
    update(progress) {
      const { stage, done, total } = progress;
      const share = (stages.indexOf(stage) + (total === 0 ? 0.5 : Math.min(done / total, 1))) / stages.length;
      const filled = Math.round(share * width);
      write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${progressText(progress)}\u001b[K`);
    },
    done() {
      write(`\r\u001b[K`);
    },
  };
}

/**
 * Progress off a terminal: a plain line (`2026-05-20 payments: read 420,000 rows`) once a day has taken
 * a few seconds, then every ten seconds, so a long day in a log shows it is moving.
 */
export function progressLog(
  write: (text: string) => void,
  label: string,
  now: () => number = Date.now,
): { update(progress: DayProgress): void; done(): void } {
  const startedAt = now();
  let lastAt: number | undefined;
  return {
    update(progress) {
      const at = now();
      if (!shouldLogProgress(at, startedAt, lastAt)) return;
      lastAt = at;
      write(`lintas reconcile --date: ${label}: ${progressText(progress)}\n`);
    },
    done() {},
  };
}
