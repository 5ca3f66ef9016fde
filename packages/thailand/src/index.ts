/**
 * `@lintas/thailand`: the Thailand API family of the Lintas SDK (payments to static payment codes,
 * amounts in satang). Use it with `createClient(config).use(thailand)` from `@lintas/core`.
 *
 * @packageDocumentation
 */
export { thailand, type ThailandEndpoints } from './thailand-plugin.js';

export {
  listStaticPayments,
  ListStaticPaymentsDataSchema,
  ListStaticPaymentsParamsSchema,
  StaticPaymentSchema,
  type ListStaticPaymentsData,
  type ListStaticPaymentsParams,
  type StaticPayment,
} from './endpoints/list-static-payments.js';
