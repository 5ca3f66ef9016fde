import * as v from 'valibot';

const target = {
  path: v.pipe(v.string('must be a string'), v.startsWith('/', 'must start with /')),
  times: v.optional(
    v.pipe(v.number('must be a number'), v.integer('must be an integer'), v.minValue(1, 'must be at least 1')),
  ),
  probability: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.minValue(0, 'must be between 0 and 1'),
      v.maxValue(1, 'must be between 0 and 1'),
    ),
  ),
};

const nonNegative = v.pipe(
  v.number('must be a number'),
  v.integer('must be an integer'),
  v.minValue(0, 'must not be negative'),
);

/** Validation of a fault to inject (see `FaultInput`). */
export const faultSchema = v.variant(
  'kind',
  [
    v.object({ ...target, kind: v.literal('delay'), delayMs: nonNegative }),
    v.object({
      ...target,
      kind: v.literal('http'),
      status: v.optional(v.picklist([500, 502, 503], 'must be 500, 502 or 503')),
    }),
    v.object({ ...target, kind: v.literal('rate-limit'), retryAfterSeconds: v.optional(nonNegative) }),
    v.object({ ...target, kind: v.literal('reset-before') }),
    v.object({ ...target, kind: v.literal('reset-after') }),
    v.object({ ...target, kind: v.literal('malformed-json') }),
    v.object({
      ...target,
      kind: v.literal('business-code'),
      code: v.pipe(v.number('must be a number'), v.integer('must be an integer')),
      message: v.optional(v.string('must be a string')),
    }),
  ],
  'must be one of delay, http, rate-limit, reset-before, reset-after, malformed-json, business-code',
);
