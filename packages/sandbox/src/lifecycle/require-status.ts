import { SandboxControlError } from '../errors/sandbox-control-error.js';

/** Refuses a transition (409) unless the record is in one of `allowed` states. */
export function requireStatus(what: string, status: string, allowed: readonly string[], action: string): void {
  if (!allowed.includes(status)) {
    throw new SandboxControlError('invalid_state', `Cannot ${action} ${what}: it is ${status}`);
  }
}
