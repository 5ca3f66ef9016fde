import { randomBytes } from 'node:crypto';
import type { SnapProfileName } from './snap-profiles.js';

/** A SNAP MONEY: the amount with its cents as text, and its currency. */
export interface SnapMoney {
  readonly value: string;
  readonly currency: string;
}

/** A transaction a SNAP create made: a QRIS (service 47), a direct debit (service 54) or an ATM code (service 90). */
export interface SnapTransactionRecord {
  /** The sandbox's id of it, SNAP's `referenceNo`. */
  readonly referenceNo: string;
  readonly appId: string;
  readonly profile: SnapProfileName;
  readonly serviceCode: string;
  readonly partnerReferenceNo: string;
  /** The params as the create received them. */
  readonly request: Readonly<Record<string, unknown>>;
  /** SNAP's status code: `03` pending until paid, then `00` (success) or `06` (failed). */
  status: '00' | '03' | '06';
  readonly createdAt: number;
  paidAt: number | null;
  /** What the payer paid, once paid. */
  paidAmount: SnapMoney | null;
}

/** An access token the sandbox issued, to whom and until when. */
interface IssuedToken {
  readonly appId: string;
  readonly expiresAt: number;
}

const jakartaOffsetMs = 7 * 3600 * 1000;

/** The SNAP side of the sandbox's state: issued tokens, the day's `X-EXTERNAL-ID`s, transactions. */
export class SnapState {
  readonly #tokens = new Map<string, IssuedToken>();
  /** `<appId> <Jakarta day>` → the ids used that day. */
  readonly #externalIds = new Map<string, Set<string>>();
  readonly transactions = new Map<string, SnapTransactionRecord>();
  /** How many access tokens were issued, per merchant. */
  readonly tokensIssued = new Map<string, number>();

  /** Issues a token to `appId` valid for `ttlMs`: opaque text, as a JWT-shaped string. */
  issueToken(appId: string, now: number, ttlMs: number): string {
    const claims = Buffer.from(JSON.stringify({ appId, exp: Math.floor((now + ttlMs) / 1000) })).toString('base64url');
    const token = `eyJhbGciOiJIUzI1NiJ9.${claims}.${randomBytes(24).toString('base64url')}`;
    this.#tokens.set(token, { appId, expiresAt: now + ttlMs });
    this.tokensIssued.set(appId, (this.tokensIssued.get(appId) ?? 0) + 1);
    return token;
  }

  /** Whose `token` is: its merchant, `'expired'`, or `undefined` when the sandbox never issued it. */
  tokenOwner(token: string, now: number): string | 'expired' | undefined {
    const issued = this.#tokens.get(token);
    if (!issued) return undefined;
    return issued.expiresAt > now ? issued.appId : 'expired';
  }

  /** Revokes every token of `appId`: its next calls are refused with 401, case 01. */
  revokeTokens(appId: string): number {
    let revoked = 0;
    for (const [token, issued] of this.#tokens) if (issued.appId === appId && this.#tokens.delete(token)) revoked += 1;
    return revoked;
  }

  /** Takes `id` for `appId` for the Jakarta day of `now`: false when it was used that day. */
  reserveExternalId(appId: string, id: string, now: number): boolean {
    const day = `${appId} ${new Date(now + jakartaOffsetMs).toISOString().slice(0, 10)}`;
    const used = this.#externalIds.get(day) ?? new Set<string>();
    this.#externalIds.set(day, used);
    if (used.has(id)) return false;
    used.add(id);
    return true;
  }

  /** The merchant's transaction with this `partnerReferenceNo` and service. */
  transactionByReference(
    appId: string,
    serviceCode: string,
    partnerReferenceNo: string,
  ): SnapTransactionRecord | undefined {
    for (const record of this.transactions.values())
      if (
        record.appId === appId &&
        record.serviceCode === serviceCode &&
        record.partnerReferenceNo === partnerReferenceNo
      )
        return record;
    return undefined;
  }
}
