import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { faultSchema } from '../faults/fault-schema.js';
import type { FaultInput, FaultView } from '../faults/types.js';
import type { RequestLogEntry } from '../logging/request-log.js';
import type { DeliveryLogEntry } from '../notifications/types.js';
import { listOperations, type SandboxOperation } from '../operations/index.js';
import type { GatewayChannel } from '../state/channels.js';
import { parseInput } from './parse-input.js';
import { type SandboxState, snapshot } from './snapshot.js';

/** Which notification to deliver again. */
export interface ResendNotificationInput {
  /** The notification's id, as its delivery log entries carry it (`NT...`). */
  readonly id: string;
}

/** A notification queued to be delivered again. */
export interface ResentNotification {
  readonly id: string;
  readonly url: string;
  readonly eventName: string;
}

/** Look inside the sandbox, and inject faults. */
export interface InspectionControls {
  /** Everything the sandbox holds (a copy). */
  state(): SandboxState;
  /** Every channel the sandbox accepts: the documented ones (`gatewayChannels`) and those given at start. */
  channels(): GatewayChannel[];
  /**
   * The gateway operations the sandbox serves: each API path with the family and method name the
   * Lintas SDK calls it by (`{ family: 'philippines', name: 'createPayment', path: '/open-api/philippines/payment/generate' }`).
   */
  operations(): SandboxOperation[];
  /** The notification delivery log: one entry per attempt, oldest first. */
  deliveries(): DeliveryLogEntry[];
  /** The last 500 requests to the gateway API, oldest first: path, merchant, answer, fault, duration. */
  requests(): RequestLogEntry[];
  /** Resolves once no notification is in flight or waiting for a retry. */
  notificationsIdle(): Promise<void>;
  /**
   * Delivers a notification again as it was sent (the same `param` and `sign`, to the same URL), with
   * its attempts counted afresh, as a gateway dashboard's "resend" does: by the `id` its delivery log
   * entries carry. Answers what it resends; `not_found` for an unknown id.
   */
  resendNotification(input: ResendNotificationInput): ResentNotification;
  /** How many requests reached `path` (every request counts, faulted or refused ones too). */
  hits(path: string): number;
  /** Requests per path. */
  allHits(): Record<string, number>;
  /** Injects a fault for the next matching requests; answers it with its id. */
  injectFault(fault: FaultInput): FaultView;
  /** Removes every injected fault. */
  clearFaults(): void;
  /** The faults still active. */
  faults(): FaultView[];
}

/** The inspection controls of a sandbox. */
export function inspectionControls(sandbox: SandboxContext): InspectionControls {
  return {
    state: () => snapshot(sandbox.store, sandbox.now()),
    channels: () => sandbox.channels.all(),
    operations: listOperations,
    deliveries: () => sandbox.notifier.deliveries(),
    requests: () => sandbox.requests.list(),
    notificationsIdle: () => sandbox.notifier.idle(),
    resendNotification(input) {
      const id = typeof input === 'object' && input !== null ? input.id : undefined;
      if (typeof id !== 'string' || id === '')
        throw new SandboxControlError('invalid_input', 'id must be a notification id');
      const resent = sandbox.notifier.resend(id);
      if (!resent) throw new SandboxControlError('not_found', `No notification has id ${id}`);
      return resent;
    },
    hits: (path) => sandbox.hits.count(path),
    allHits: () => sandbox.hits.all(),
    injectFault(fault) {
      if (typeof fault !== 'object' || fault === null)
        throw new SandboxControlError('invalid_input', 'fault must be an object');
      return sandbox.faults.inject(parseInput(faultSchema, fault) as FaultInput);
    },
    clearFaults: () => sandbox.faults.clear(),
    faults: () => sandbox.faults.list(),
  };
}
