import { CountryCodeSchema, defineEndpoint, type GatewayCode, type InferData } from '@lintas/core';
import * as v from 'valibot';

/** Params of {@link deleteReceiver} (https://developers.paycools.co.id/en/402333898e0). */
export const DeleteReceiverParamsSchema = v.strictObject({
  /** The gateway's number of the receiver binding to delete, as issued when the receiver was added. */
  bindNo: v.pipe(v.string(), v.minLength(1, 'must not be empty')),
  /** Two-letter country of the binding, e.g. `ID`. */
  countryCode: CountryCodeSchema,
});

/** Data of {@link deleteReceiver}. */
export const DeleteReceiverDataSchema = v.looseObject({
  /** The deleted binding's number. */
  bindNo: v.string(),
});

/** What {@link deleteReceiver} takes. */
export type DeleteReceiverParams = v.InferInput<typeof DeleteReceiverParamsSchema>;
/** What {@link deleteReceiver} resolves with. */
export type DeleteReceiverData = InferData<typeof DeleteReceiverDataSchema>;

/**
 * Deletes a split-payment receiver binding: `POST /open-api/v1/splitPaymentReceiver/delete`. Resolves
 * with its `bindNo`. An unknown (or already deleted) binding answers `GatewayError` 21006.
 *
 * A write keyed by `bindNo` whose repeat is harmless: deleting twice leaves the same state, "no such
 * binding". So after an ambiguous failure (timeout, reset after sending, HTTP 5xx, 21000/21011) it is
 * sent again with the same `bindNo`, and a 21006 on a retry means no such binding exists any more,
 * most likely because the attempt whose answer was lost deleted it: the call resolves with `{ bindNo }`,
 * the state you asked for. (It cannot be read back: the receiver query has no public path.) It is not a `'read'`
 * policy because then that 21006 would surface as an error after a delete that succeeded. A 21006 on
 * the first attempt, with nothing ambiguous before it, still surfaces as `GatewayError` 21006.
 *
 * `reconcile()` of `@lintas/stores` settles a lost answer by deleting again (when its run allows it):
 * deleted now, or 21006 (no such binding any more), it is committed.
 */
export const deleteReceiver = defineEndpoint({
  path: '/open-api/v1/splitPaymentReceiver/delete',
  params: DeleteReceiverParamsSchema,
  data: DeleteReceiverDataSchema,
  retry: {
    keys: ['bindNo'],
    duplicateCodes: [21006 satisfies typeof GatewayCode.TransactionNotFound],
    settlement: {
      strategy: 're-drive',
      committedCodes: [21006 satisfies typeof GatewayCode.TransactionNotFound],
      page: 'https://developers.paycools.co.id/en/402333898e0',
    },
    // A 21006 on a retry: the binding no longer exists. An unreadable answer proves nothing, and the
    // binding cannot be read back, so that outcome stays unknown.
    recover: async ({ params, refusal }) => {
      if (refusal === undefined)
        throw new Error(`the answer of deleting ${params.bindNo} could not be read, and a binding cannot be looked up`);
      return { bindNo: params.bindNo };
    },
  },
});
