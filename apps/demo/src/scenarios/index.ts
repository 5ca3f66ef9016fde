import type { Scenario } from '../scenario.js';
import { directDebitScenario } from './direct-debit.js';
import { endOfDayScenario } from './end-of-day.js';
import { errorsScenario } from './errors.js';
import { indonesiaScenario } from './indonesia.js';
import { indonesiaVirtualAccountsScenario } from './indonesia-virtual-accounts.js';
import { malaysiaScenario } from './malaysia.js';
import { neutralAccount } from './neutral-account.js';
import { neutralBalanceV2 } from './neutral-balance-v2.js';
import { neutralCheckout } from './neutral-checkout.js';
import { neutralPayments } from './neutral-payments.js';
import { notificationsScenario } from './notifications.js';
import { paymentSafety } from './payment-safety.js';
import { philippinesPayments } from './philippines-payments.js';
import { philippinesPayouts } from './philippines-payouts.js';
import { philippinesStaticCodes } from './philippines-static-codes.js';
import { snapScenario } from './snap.js';
import { splitV1Scenario } from './split-v1.js';
import { thailandScenario } from './thailand.js';
import { thailandDeliveryQrScenario } from './thailand-delivery-qr.js';
import { thailandPayouts } from './thailand-payouts.js';
import { thailandQrScenario } from './thailand-qr.js';

/** Every scenario, in the order they run; notifications last, once everything else has been notified. */
export const scenarios: readonly Scenario[] = [
  neutralPayments,
  neutralCheckout,
  neutralAccount,
  neutralBalanceV2,
  philippinesPayments,
  philippinesStaticCodes,
  philippinesPayouts,
  indonesiaScenario,
  indonesiaVirtualAccountsScenario,
  thailandScenario,
  thailandQrScenario,
  thailandDeliveryQrScenario,
  thailandPayouts,
  malaysiaScenario,
  splitV1Scenario,
  directDebitScenario,
  snapScenario,
  endOfDayScenario,
  paymentSafety,
  errorsScenario,
  notificationsScenario,
];
