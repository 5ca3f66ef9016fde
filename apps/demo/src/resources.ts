/** What the demo started and must stop: closed in reverse order, once, also on SIGINT. */
export interface Resources {
  /** Registers `close` to run at shutdown. */
  defer(close: () => Promise<void>): void;
  /** Closes everything registered, newest first; later calls answer the same promise. */
  close(): Promise<void>;
}

/** Creates an empty {@link Resources}. */
export function createResources(): Resources {
  const closers: Array<() => Promise<void>> = [];
  let closed: Promise<void> | undefined;
  return {
    defer: (close) => void closers.push(close),
    close() {
      closed ??= (async () => {
        for (const close of closers.reverse()) await close().catch(() => undefined);
      })();
      return closed;
    },
  };
}
