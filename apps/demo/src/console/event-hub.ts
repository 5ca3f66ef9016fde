/** What the console's page hears live, over server-sent events. */
export type ConsoleEvent =
  | { readonly type: 'notification'; readonly notification: unknown }
  | { readonly type: 'refused'; readonly refused: unknown }
  | { readonly type: 'changed' }
  | { readonly type: 'step'; readonly runId: number; readonly step: unknown }
  | { readonly type: 'run-finished'; readonly runId: number; readonly summary: unknown };

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
