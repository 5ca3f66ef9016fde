import type { ConsoleEvent } from './api-types.js';

/** Fans events out to every open page. */
export interface EventHub {
  publish(event: ConsoleEvent): void;
  /** Adds a listener; answers the function that removes it. */
  subscribe(listener: (event: ConsoleEvent) => void): () => void;
}

/** Creates an {@link EventHub} with no listener. */
export function createEventHub(): EventHub {
  const listeners = new Set<(event: ConsoleEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
