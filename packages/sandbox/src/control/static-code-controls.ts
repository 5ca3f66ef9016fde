import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { openStaticCode } from '../lifecycle/open-static-code.js';
import { payStaticCode } from '../lifecycle/pay-static-code.js';
import type { PaymentRecord, StaticCodeRecord } from '../state/records.js';
import { parseInput } from './parse-input.js';

/** A static code to seed (the Thai create path is not documented, so Thai codes are seeded). */
export interface SeedStaticCodeInput {
  readonly appId: string;
  readonly mchOrderId: string;
  /** Default `TH`. */
  readonly countryCode?: string;
  /** Default `THAI_DYNAMIC_QR`. */
  readonly channelCode?: string;
  /** Where `static.order.payment.success` goes when the code is paid; none when absent. */
  readonly notifyUrl?: string;
  readonly remark?: string;
}

/** A payment to make on a static code. */
export interface PayStaticCodeInput {
  /** Minor units. */
  readonly amount: number;
  /** Needed only when two merchants used the same `mchOrderId`. */
  readonly appId?: string;
  readonly remark?: string;
}

/** Seeds static codes and plays the payer who scans them. */
export interface StaticCodeControls {
  /** Registers an ACTIVE static code for a merchant; a taken order id is refused (409). */
  seedStaticCode(input: SeedStaticCodeInput): StaticCodeRecord;
  /** A payer pays the code: a COMPLETED payment on it, balance credited, notification sent. */
  payStaticCode(mchOrderId: string, input: PayStaticCodeInput): PaymentRecord;
}

const text = v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty'));
const seedSchema = v.object({
  appId: text,
  mchOrderId: text,
  countryCode: v.optional(
    v.pipe(v.string('must be a string'), v.regex(/^[A-Z]{2}$/, 'must be 2 uppercase letters')),
    'TH',
  ),
  channelCode: v.optional(text, 'THAI_DYNAMIC_QR'),
  notifyUrl: v.optional(v.pipe(v.string('must be a string'), v.url('must be a URL'))),
  remark: v.optional(v.string('must be a string')),
});
const paySchema = v.object({
  amount: v.pipe(v.number('must be a number'), v.safeInteger('must be an integer'), v.minValue(1, 'must be positive')),
  appId: v.optional(v.string('must be a string')),
  remark: v.optional(v.string('must be a string')),
});

/** The static-code controls of a sandbox. */
export function staticCodeControls(sandbox: SandboxContext): StaticCodeControls {
  const { store } = sandbox;
  return {
    seedStaticCode(input) {
      const parsed = parseInput(seedSchema, input);
      if (!store.merchants.has(parsed.appId))
        throw new SandboxControlError('not_found', `No merchant has appId ${parsed.appId}`);
      if (store.staticCodes.get(parsed.appId, parsed.mchOrderId)) {
        throw new SandboxControlError('invalid_state', `Static code ${parsed.mchOrderId} already exists`);
      }
      return structuredClone(openStaticCode(sandbox, parsed.appId, parsed));
    },
    payStaticCode(mchOrderId, input) {
      const id = parseInput(text, mchOrderId);
      const parsed = parseInput(paySchema, input);
      const code = [...store.staticCodes.values()].find(
        (candidate) => candidate.mchOrderId === id && (parsed.appId === undefined || candidate.appId === parsed.appId),
      );
      if (!code) throw new SandboxControlError('not_found', `No static code ${id}`);
      return structuredClone(payStaticCode(sandbox, code, parsed.amount, parsed.remark));
    },
  };
}
