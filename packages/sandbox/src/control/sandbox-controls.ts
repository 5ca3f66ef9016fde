import type { SandboxContext } from '../context.js';
import { type CheckoutControls, checkoutControls } from './checkout-controls.js';
import { type DirectDebitControls, directDebitControls } from './direct-debit-controls.js';
import { type EventControls, eventControls } from './event-controls.js';
import { type InspectionControls, inspectionControls } from './inspection-controls.js';
import { type MerchantControls, merchantControls } from './merchant-controls.js';
import { type ReportControls, reportControls } from './report-controls.js';
import { type SnapControls, snapControls } from './snap-controls.js';
import { type SplitControls, splitControls } from './split-controls.js';
import { type StaticCodeControls, staticCodeControls } from './static-code-controls.js';
import { type TicketControls, ticketControls } from './ticket-controls.js';
import { type TransactionControls, transactionControls } from './transaction-controls.js';

/** Every control method of a sandbox (the programmatic twin of the `/__sandbox` control API). */
export interface SandboxControls
  extends InspectionControls,
    MerchantControls,
    TransactionControls,
    CheckoutControls,
    StaticCodeControls,
    SplitControls,
    DirectDebitControls,
    ReportControls,
    TicketControls,
    SnapControls,
    EventControls {}

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
    ...reportControls(sandbox),
    ...ticketControls(sandbox),
    ...snapControls(sandbox),
    ...eventControls(sandbox),
  };
}
