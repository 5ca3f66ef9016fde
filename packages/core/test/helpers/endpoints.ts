import * as v from 'valibot';
import { AmountSchema, defineEndpoint, GatewayCode, HttpUrlSchema, openEnum } from '../../src/index.js';

/** A read endpoint for tests. */
export const queryOrder = defineEndpoint({
  path: '/open-api/test/query',
  params: v.strictObject({ mchOrderId: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) }),
  data: v.looseObject({
    mchOrderId: v.string(),
    transactionId: v.string(),
    amount: v.number(),
    transactionStatus: openEnum(['PENDING', 'COMPLETED']),
  }),
  retry: 'read',
});

const createOrderParams = v.strictObject({
  mchOrderId: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  amount: AmountSchema,
  mobile: v.optional(v.pipe(v.string(), v.regex(/^09\d{9}$/, 'must be a PH mobile such as 09171234567'))),
  notifyUrl: HttpUrlSchema,
});

const createOrderData = v.looseObject({
  mchOrderId: v.string(),
  transactionId: v.string(),
  transactionStatus: v.string(),
});

/** A money-moving endpoint without recovery: ambiguous failures end in OutcomeUnknownError. */
export const createOrder = defineEndpoint({
  path: '/open-api/test/create',
  params: createOrderParams,
  data: createOrderData,
  retry: { keys: ['mchOrderId'] },
});

/** The same operation with a recovery that resolves 21007 through `queryOrder`. */
export const createOrderRecoverable = defineEndpoint({
  path: '/open-api/test/create',
  params: createOrderParams,
  data: createOrderData,
  retry: {
    keys: ['mchOrderId'],
    duplicateCodes: [GatewayCode.DuplicateMerchantOrderId],
    async recover({ params, call }) {
      const existing = await call(queryOrder, { mchOrderId: params.mchOrderId });
      if (existing.amount !== params.amount) throw new Error('the existing order has another amount');
      return existing;
    },
  },
});
