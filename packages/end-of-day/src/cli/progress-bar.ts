import type { DayProgress } from '../reconcile-day.js';

const width = 24;

/**
 * A one-line progress bar redrawn in place (`\r`): the package, its stage and, while its journaled
 * operations are looked up, how many. Only for a terminal: the caller gives it stderr when it is a TTY.
 */
export function progressBar(
  write: (text: string) => void,
  label: string,
): {
  update(progress: DayProgress): void;
  done(): void;
} {
  const stages: readonly DayProgress['stage'][] = ['download', 'read', 'journal', 'match', 'lookup'];
  return {
    update({ stage, done, total }) {
      const share = (stages.indexOf(stage) + (total === 0 ? 1 : done / total)) / stages.length;
      const filled = Math.round(share * width);
      const count = stage === 'lookup' ? ` ${done}/${total}` : '';
      write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${stage}${count}\u001b[K`);
    },
    done() {
      write(`\r\u001b[K`);
    },
  };
}
