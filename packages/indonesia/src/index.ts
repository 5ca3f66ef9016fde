/**
 * `@lintas/indonesia`: the Indonesia API family of the Lintas SDK (IDR payments and payouts, amounts
 * in whole rupiah). Use it with `createClient(config).use(indonesia)` from `@lintas/core`.
 *
 * @packageDocumentation
 */
export { indonesia, type IndonesiaEndpoints } from './indonesia-plugin.js';

export {
  createPayment,
  CreatePaymentDataSchema,
  CreatePaymentParamsSchema,
  type CreatePaymentData,
  type CreatePaymentParams,
} from './endpoints/create-payment.js';
export {
  createPayout,
  CreatePayoutDataSchema,
  CreatePayoutParamsSchema,
  type CreatePayoutData,
  type CreatePayoutParams,
} from './endpoints/create-payout.js';

export { IndonesianMobileSchema } from './schemas/fields.js';
