/**
 * How long a delivery holds its claim on a notification by default, in ms: its lookup and its listener
 * must fit. Chosen with {@link lookupShare}: a lookup gets half of the lease (30 s, one attempt at the
 * client's default timeout), the claim is then checked and renewed for the listener's full lease, and
 * the other half is the slack for the store's round trips and a slow start.
 */
export const defaultLeaseMs = 60_000;

/**
 * The share of the lease a lookup may take before it is abandoned (the notification is then answered
 * HTTP 503, and delivered again): it ends while the claim is still this delivery's.
 */
export const lookupShare = 0.5;

/**
 * A store's round trip this long or longer, in shares of the lease, leaves too little of it to trust:
 * the claim is treated as lost (HTTP 503) rather than run a listener whose lease may lapse under it.
 */
export const slowStoreShare = 0.5;

/**
 * Lookups a handler makes per second at most, by default: the rest of the merchant's share of the
 * gateway's rate limit stays with its own calls (the gateway documents no figure, only code 21020, "Too
 * many requests"). Deliveries beyond it are answered HTTP 503 and delivered again.
 */
export const defaultLookupsPerSecond = 5;

/**
 * How long a verdict of the gateway (confirmed, or refused: not found or differs) is remembered for a
 * notification, in ms: a replay within it, or a redelivery after its listener threw, costs no lookup.
 */
export const verdictWindowMs = 10 * 60_000;

/** How many notifications' verdicts are remembered at most; the oldest are forgotten first. */
export const verdictEntries = 10_000;

/**
 * How long a job whose notification another delivery or worker holds waits before it runs again, in
 * ms: as long as the gateway is told to wait (`retry-after: 5`) when a delivery finds it so.
 */
export const busyJobRetryMs = 5_000;

/**
 * The share of the lease a job's worker keeps trying to complete its claim once its listener resolved,
 * while the store is down or restarting: within it the claim is still its own, and completing it is
 * what keeps the listener from running again.
 */
export const completionShare = 0.5;

/**
 * The share of the lease each call of a delivery to its store (claim, renew, complete, release) or its
 * queue (enqueue) may take before it is abandoned: 6 s of the default lease. A store that is down or
 * stalled is then answered HTTP 503 well within the lease, instead of holding the gateway's request open
 * until it returns; the claim it may still write when it does is released by its token.
 */
export const storeShare = 0.1;
