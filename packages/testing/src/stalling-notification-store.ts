import { createMemoryNotificationStore, type NotificationStore } from '@lintas/core';

/** A notification store that stalls until the test lets it answer. */
export interface StallingNotificationStore {
  /** A memory store whose every call waits while the store stalls, as on a store that does not answer. */
  readonly store: NotificationStore;
  /** Lets it answer: the calls that waited run now (a claim lands, then its release), and so does every call after. */
  answer(): void;
}

/**
 * A memory notification store behind a gate the test opens: while it is shut each call waits, as on a
 * Redis or PostgreSQL that stalls; nothing times out on its own, so what ends a call is the handler's
 * deadline.
 */
export function stallingNotificationStore(): StallingNotificationStore {
  const memory = createMemoryNotificationStore();
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  const held = <T>(run: () => Promise<T>) => gate.then(run);
  return {
    store: {
      claim: (key, options) => held(() => memory.claim(key, options)),
      renew: (key, options) => held(() => memory.renew(key, options)),
      complete: (key, options) => held(() => memory.complete(key, options)),
      release: (key, options) => held(() => memory.release(key, options)),
    },
    answer: () => {
      gate = Promise.resolve();
      open();
    },
  };
}
