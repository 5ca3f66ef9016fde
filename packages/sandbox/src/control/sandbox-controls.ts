import type { SandboxContext } from '../context.js';
import { inspectionControls, type InspectionControls } from './inspection-controls.js';
import { merchantControls, type MerchantControls } from './merchant-controls.js';
import { transactionControls, type TransactionControls } from './transaction-controls.js';

/** Every control method of a sandbox (the programmatic twin of the `/__sandbox` control API). */
export interface SandboxControls extends InspectionControls, MerchantControls, TransactionControls {}

/** Builds the control methods of a sandbox. */
export function sandboxControls(sandbox: SandboxContext): SandboxControls {
  return {
    ...inspectionControls(sandbox),
    ...merchantControls(sandbox),
    ...transactionControls(sandbox),
  };
}
