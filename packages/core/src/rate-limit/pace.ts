/**
 * The pace of a rate-limited client: how many requests per second it sends now, and when it last
 * slowed down and last changed its rate (epoch ms of the client's clock).
 */
export interface Pace {
  readonly rate: number;
  /** When the rate was last halved; `undefined` before the first refusal. */
  readonly decreasedAt: number | undefined;
  /** When the rate last changed (or was last left as it is by an acceptance). */
  readonly at: number;
}

/** What bounds a {@link Pace}: the configured requests per second and the decision's window. */
export interface PaceSettings {
  /** The configured requests per second: the pace never goes above it. */
  readonly ceiling: number;
  /** The lowest pace, in requests per second: halving stops there. */
  readonly floor: number;
  /**
   * After one halving, refusals within this many ms are answers to requests sent at the old pace:
   * they do not halve it again.
   */
  readonly windowMs: number;
  /** Requests per second added per second of acceptances. */
  readonly increase: number;
}

/** What the gateway answered a paced request: `refused` (21020, "Too many requests") or `accepted`. */
export type PaceEvent = 'refused' | 'accepted';

/**
 * The pace after the gateway answered `event` at `now` (additive increase, multiplicative decrease):
 * a refusal halves the rate, at most once per window and never below the floor; an acceptance adds
 * `increase` requests per second for each second since the rate last changed, up to the ceiling. A pure
 * function of plain data: the limiter asks it after every answer.
 */
export function nextPace(pace: Pace, event: PaceEvent, now: number, settings: PaceSettings): Pace {
  if (event === 'refused') {
    if (pace.decreasedAt !== undefined && now - pace.decreasedAt < settings.windowMs) return pace;
    return { rate: Math.max(settings.floor, pace.rate / 2), decreasedAt: now, at: now };
  }
  if (pace.rate >= settings.ceiling) return { ...pace, rate: settings.ceiling, at: now };
  const grown = pace.rate + (settings.increase * Math.max(0, now - pace.at)) / 1000;
  return { ...pace, rate: Math.min(settings.ceiling, grown), at: now };
}

/**
 * The settings of a pace whose ceiling is `requestsPerSecond`: it grows by a quarter of the ceiling
 * each second, so that a halving is made up in 2 s whatever the quota (1 request/s per second would
 * take 5 s at 10 requests/s, 50 s at 100).
 */
export function paceSettings(requestsPerSecond: number): PaceSettings {
  return { ceiling: requestsPerSecond, floor: requestsPerSecond / 32, windowMs: 1000, increase: requestsPerSecond / 4 };
}

/**
 * The share by which sends are spaced wider than `1000 / rate` ms: the gateway counts requests as
 * they arrive, and each leaves a few ms after its slot (its timer, its signing), so two sends can
 * arrive closer than their slots were; 3 % absorbs 30 ms of that over a second's window.
 */
export const spacingGuard = 0.03;

/** The ms between two send slots at `rate` requests per second. */
export function intervalOf(rate: number): number {
  return (1000 / rate) * (1 + spacingGuard);
}
