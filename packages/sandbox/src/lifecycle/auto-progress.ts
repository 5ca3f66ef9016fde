import type { SandboxContext } from '../context.js';

/**
 * With `autoProgress` on, runs `complete` after the configured delay if the record is still PENDING
 * then (a control call may have moved it meanwhile).
 */
export function scheduleAutoProgress(
  sandbox: SandboxContext,
  record: { readonly status: string },
  complete: () => void,
): void {
  const delay = sandbox.settings.autoProgressDelayMs;
  if (delay === null) return;
  sandbox.timers.schedule(delay, () => {
    if (record.status === 'PENDING') complete();
  });
}
