/**
 * The part of a Durable Object namespace binding (`env.MY_NAMESPACE` on Cloudflare Workers) the
 * notification store uses; `DurableObjectNamespace` of `@cloudflare/workers-types` fits it.
 */
export interface DurableObjectNamespaceLike<TId> {
  /** The id of the object named `name`: the same name always reaches the same object. */
  idFromName(name: string): TId;
  /** A stub that sends requests to the object with id `id`. */
  get(id: TId): DurableObjectStubLike;
}

/** The part of a Durable Object stub the notification store uses. */
export interface DurableObjectStubLike {
  fetch(
    input: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
  ): Promise<{ readonly ok: boolean; readonly status: number; json(): Promise<unknown> }>;
}

/** The part of a Durable Object's storage (`state.storage`) the notification store object uses. */
export interface DurableObjectStorageLike {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
  deleteAll(): Promise<void>;
  setAlarm(scheduledTime: number): Promise<void>;
}

/** The part of a Durable Object's state (`ctx` of its constructor) the notification store object uses. */
export interface DurableObjectStateLike {
  readonly storage: DurableObjectStorageLike;
}
