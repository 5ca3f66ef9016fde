import type { SandboxContext } from '../context.js';
import { countryInfo } from '../state/countries.js';
import { qrPayload } from '../state/pay-data.js';
import type { StaticCodeRecord } from '../state/records.js';

/** How long a static code stays valid: one year. */
const STATIC_CODE_VALIDITY_MS = 365 * 24 * 60 * 60 * 1000;

/** What a new static code is made of. */
export interface NewStaticCode {
  readonly mchOrderId: string;
  readonly countryCode: string;
  readonly channelCode: string;
  readonly customerName?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly mobile?: string | null | undefined;
  readonly notifyUrl?: string | null | undefined;
  readonly remark?: string | null | undefined;
  /** `QR` unless given (an Indonesian static VA is `VA`). */
  readonly channelType?: string;
  /** What the payer pays to; a fresh amountless QR payload unless given. */
  readonly payData?: string;
  /** A fixed amount the code collects; none (any amount) unless given. */
  readonly amount?: number | null | undefined;
  /** When the code stops being payable (epoch ms); a year from now unless given. */
  readonly expiresAt?: number | null | undefined;
}

/** Creates and stores an ACTIVE static code (a QR code with no amount in its payload unless told otherwise), valid for a year unless told otherwise. */
export function openStaticCode(sandbox: SandboxContext, appId: string, input: NewStaticCode): StaticCodeRecord {
  const now = sandbox.now();
  const code: StaticCodeRecord = {
    appId,
    mchOrderId: input.mchOrderId,
    countryCode: input.countryCode,
    channelCode: input.channelCode,
    channelType: input.channelType ?? 'QR',
    payData:
      input.payData ??
      qrPayload({
        reference: input.mchOrderId,
        countryCode: input.countryCode,
        currency: countryInfo(input.countryCode)?.currency ?? 'PHP',
      }),
    amount: input.amount ?? null,
    customerName: input.customerName ?? null,
    email: input.email ?? null,
    mobile: input.mobile ?? null,
    notifyUrl: input.notifyUrl ?? null,
    remark: input.remark ?? null,
    status: 'ACTIVE',
    createdAt: now,
    expiresAt: input.expiresAt ?? now + STATIC_CODE_VALIDITY_MS,
  };
  sandbox.store.staticCodes.put(code);
  return code;
}
