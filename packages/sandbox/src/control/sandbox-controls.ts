import type { SandboxContext } from '../context.js';
import { checkoutControls, type CheckoutControls } from './checkout-controls.js';
import { directDebitControls, type DirectDebitControls } from './direct-debit-controls.js';
import { inspectionControls, type InspectionControls } from './inspection-controls.js';
import { merchantControls, type MerchantControls } from './merchant-controls.js';
import { splitControls, type SplitControls } from './split-controls.js';
import { staticCodeControls, type StaticCodeControls } from './static-code-controls.js';
import { transactionControls, type TransactionControls } from './transaction-controls.js';

/** Every control method of a sandbox (the programmatic twin of the `/__sandbox` control API). */
export interface SandboxControls
  extends InspectionControls,
    MerchantControls,
    TransactionControls,
    CheckoutControls,
    StaticCodeControls,
    SplitControls,
    DirectDebitControls {}

/** Builds the control methods of a sandbox. */
export function sandboxControls(sandbox: SandboxContext): SandboxControls {
  return {
    ...inspectionControls(sandbox),
    ...merchantControls(sandbox),
    ...transactionControls(sandbox),
    ...checkoutControls(sandbox),
    ...staticCodeControls(sandbox),
    ...splitControls(sandbox),
    ...directDebitControls(sandbox),
  };
}
