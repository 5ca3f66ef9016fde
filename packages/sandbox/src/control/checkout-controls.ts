import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { payCheckout } from '../lifecycle/pay-checkout.js';
import type { CheckoutRecord, PaymentRecord } from '../state/records.js';
import { parseInput } from './parse-input.js';

/** Plays the payer on hosted checkouts. */
export interface CheckoutControls {
  /**
   * Pays a PENDING checkout: creates the paying COMPLETED payment (on `channelCode`, default the
   * checkout's first listed channel), marks the checkout PAID, sends `checkout.payment.success`.
   */
  payCheckout(
    checkoutId: string,
    options?: { readonly channelCode?: string },
  ): {
    checkout: CheckoutRecord;
    payment: PaymentRecord;
  };
}

const optionsSchema = v.optional(v.object({ channelCode: v.optional(v.string('must be a string')) }));

/** The checkout controls of a sandbox. */
export function checkoutControls(sandbox: SandboxContext): CheckoutControls {
  return {
    payCheckout(checkoutId, options) {
      const id = parseInput(v.string('must be a string'), checkoutId);
      const channelCode = parseInput(optionsSchema, options)?.channelCode;
      const checkout = sandbox.store.checkouts.get(id);
      if (!checkout) throw new SandboxControlError('not_found', `No checkout ${id}`);
      return structuredClone(payCheckout(sandbox, checkout, channelCode));
    },
  };
}
