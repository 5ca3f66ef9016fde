/**
 * `@lintas/sandbox`: a stateful local emulator of the payment gateway's merchant API — signature
 * checks, payments, payouts, refunds, balances, notifications and fault injection — for testing
 * the Lintas SDK (or any client) without the real gateway.
 *
 * @example
 * ```ts
 * import { startSandbox, createDemoMerchant } from '@lintas/sandbox';
 * const sandbox = await startSandbox();
 * const merchant = createDemoMerchant(sandbox);
 * ```
 * @packageDocumentation
 */

export type { CheckoutControls } from './control/checkout-controls.js';
export type { AuthorizationOptions, DirectDebitControls } from './control/direct-debit-controls.js';
export type { EventControls, LogQuery, Triggered, TriggerInput } from './control/event-controls.js';
export type {
  InspectionControls,
  ResendNotificationInput,
  ResentNotification,
} from './control/inspection-controls.js';
export type { BalanceInput, MerchantControls, MerchantInput, MerchantUpdate } from './control/merchant-controls.js';
export type { RefundRef, TransactionRef } from './control/references.js';
export type { SandboxControls } from './control/sandbox-controls.js';
export type { SandboxState } from './control/snapshot.js';
export type { SeedReceiverInput, SeedSplitPaymentInput, SplitControls } from './control/split-controls.js';
export type { PayStaticCodeInput, SeedStaticCodeInput, StaticCodeControls } from './control/static-code-controls.js';
export type { TransactionControls } from './control/transaction-controls.js';
export type { TriggerPlan } from './control/trigger-plan.js';
export { createDemoMerchant, type DemoMerchant } from './demo-merchant.js';
export {
  isSandboxControlError,
  SandboxControlError,
  type SandboxControlErrorReason,
} from './errors/sandbox-control-error.js';
export type { FaultInput, FaultKind, FaultKindName, FaultTarget, FaultView } from './faults/types.js';
export { generateMerchantKeys, type MerchantKeys } from './keys/generate-merchant-keys.js';
export type { FailureInput } from './lifecycle/failure.js';
export type { LogEvent, LogPage } from './logging/log-events.js';
export type { RequestLogEntry } from './logging/request-log.js';
export type { DeliveryLogEntry, DeliveryStatus, NotificationOptions } from './notifications/types.js';
export type { SandboxOperation } from './operations/index.js';
export type { SandboxOptions } from './options.js';
export type { ReportPackageFile } from './reports/build-report-package.js';
export {
  type GenerateReportPackageOptions,
  generateReportPackage,
} from './reports/generate-report-package.js';
export {
  type GeneratedDayOptions,
  type GeneratedMix,
  generatedRows,
  generatedTransaction,
} from './reports/generated-day.js';
export type { SettledTransaction } from './reports/report-rows.js';
export { isLocalHost } from './server/is-local-host.js';
export { type Sandbox, startSandbox } from './start-sandbox.js';
export { type ChannelInput, type ChannelUse, type GatewayChannel, gatewayChannels } from './state/channels.js';
export type * from './state/records.js';
