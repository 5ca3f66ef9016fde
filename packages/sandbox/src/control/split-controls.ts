import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import type { ReceiverRecord, SplitPaymentRecord } from '../state/records.js';
import { parseInput } from './parse-input.js';

/** A split payment to seed (its create path is not documented). */
export interface SeedSplitPaymentInput {
  readonly appId: string;
  readonly splitPaymentNo: string;
  readonly detailNo: string;
  readonly splitMerchantOrderNo: string;
  /** Minor units that can be returned in total. */
  readonly amount: number;
  /** Default `ID`. */
  readonly countryCode?: string;
  /** Default `M` + digits. */
  readonly returnMerchantNo?: string;
}

/** A receiver binding to seed (its add path is not documented). */
export interface SeedReceiverInput {
  readonly appId: string;
  readonly bindNo: string;
  /** Default `ID`. */
  readonly countryCode?: string;
}

/** Seeds split-payment records whose create operations are not documented. */
export interface SplitControls {
  /** Registers a split payment that `generateRefundOrder` can return from. */
  seedSplitPayment(input: SeedSplitPaymentInput): SplitPaymentRecord;
  /** Registers a BOUND receiver that `splitPaymentReceiver/delete` can delete. */
  seedReceiver(input: SeedReceiverInput): ReceiverRecord;
}

const text = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'));
const country = v.optional(
  v.pipe(v.string('must be a string'), v.regex(/^[A-Z]{2}$/, 'must be 2 uppercase letters')),
  'ID',
);
const splitSchema = v.object({
  appId: text,
  splitPaymentNo: text,
  detailNo: text,
  splitMerchantOrderNo: text,
  amount: v.pipe(v.number('must be a number'), v.safeInteger('must be an integer'), v.minValue(1, 'must be positive')),
  countryCode: country,
  returnMerchantNo: v.optional(text),
});
const receiverSchema = v.object({ appId: text, bindNo: text, countryCode: country });

/** The split controls of a sandbox. */
export function splitControls(sandbox: SandboxContext): SplitControls {
  const { store } = sandbox;
  const requireMerchant = (appId: string) => {
    if (!store.merchants.has(appId)) throw new SandboxControlError('not_found', `No merchant has appId ${appId}`);
  };
  return {
    seedSplitPayment(input) {
      const parsed = parseInput(splitSchema, input);
      requireMerchant(parsed.appId);
      if (store.splitPayments.get(parsed.appId, parsed.splitPaymentNo)) {
        throw new SandboxControlError('invalid_state', `Split payment ${parsed.splitPaymentNo} already exists`);
      }
      const record: SplitPaymentRecord = {
        ...parsed,
        returnMerchantNo: parsed.returnMerchantNo ?? sandbox.ids.next('M').slice(0, 13),
        returnedAmount: 0,
      };
      store.splitPayments.put(record);
      return structuredClone(record);
    },
    seedReceiver(input) {
      const parsed = parseInput(receiverSchema, input);
      requireMerchant(parsed.appId);
      const record: ReceiverRecord = { ...parsed, status: 'BOUND' };
      store.receivers.put(record);
      return structuredClone(record);
    },
  };
}
