import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { importPublicKey } from '../keys/import-key.js';
import { DEFAULT_BALANCES } from '../state/countries.js';
import type { MerchantRecord } from '../state/records.js';
import { parseInput } from './parse-input.js';

/** A merchant to register. */
export interface MerchantInput {
  /** Generated (32 hex characters) when absent. */
  readonly appId?: string;
  /** RSA public key: bare base64 SPKI DER (as uploaded to the gateway dashboard) or PEM; any size. */
  readonly publicKey: string;
  /** Where payout notifications go (the dashboard's "Disbursement Notification URL"). */
  readonly payoutNotifyUrl?: string;
  /** The secret of SNAP's symmetric signatures; generated (64 hex characters) when absent. */
  readonly clientSecret?: string;
  /** Where the SNAP sites send payment notifications (service 52). */
  readonly snapNotifyUrl?: string;
  /** Starting balances per currency in minor units; default PHP/MYR/THB/RUB 1,000,000.00 and IDR 100,000,000. */
  readonly balances?: Readonly<Record<string, number>>;
  /** Requests per second above which the merchant gets 21020; unlimited when absent. */
  readonly rateLimitPerSecond?: number;
}

/** Changes to a registered merchant; `null` removes the setting. */
export interface MerchantUpdate {
  readonly appId: string;
  /**
   * The RSA public key the merchant registers in place of its current one, as `addMerchant` takes it:
   * requests are verified with it from the next one on, and a request signed with the key it replaces
   * is refused with 21001, as the gateway does once a merchant uploads a new public key.
   */
  readonly publicKey?: string;
  readonly payoutNotifyUrl?: string | null;
  readonly snapNotifyUrl?: string | null;
  readonly rateLimitPerSecond?: number | null;
}

/** A balance to set. */
export interface BalanceInput {
  readonly appId: string;
  /** Three-letter currency code. */
  readonly currency: string;
  /** Minor units (whole rupiah for IDR). */
  readonly amount: number;
}

/** Registers merchants and sets their balances. */
export interface MerchantControls {
  /** Registers a merchant and answers its record; a taken `appId` is refused (409). */
  addMerchant(input: MerchantInput): MerchantRecord;
  /** Changes a merchant's registered public key, its payout or SNAP notification URL, or its rate limit. */
  updateMerchant(input: MerchantUpdate): MerchantRecord;
  /** Sets a merchant's balance in one currency; answers all its balances (minor units). */
  setBalance(input: BalanceInput): Record<string, number>;
  /** A merchant's balances per currency, minor units. */
  balances(appId: string): Record<string, number>;
}

const url = v.pipe(v.string('must be a string'), v.url('must be a URL'));
const rate = v.pipe(v.number('must be a number'), v.integer('must be an integer'), v.minValue(1, 'must be at least 1'));
const minorUnits = v.pipe(v.number('must be a number'), v.safeInteger('must be an integer'));
const currency = v.pipe(v.string('must be a string'), v.regex(/^[A-Z]{3}$/, 'must be 3 uppercase letters'));

const merchantSchema = v.object({
  appId: v.optional(v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'))),
  publicKey: v.string('must be a string'),
  payoutNotifyUrl: v.optional(url),
  clientSecret: v.optional(v.pipe(v.string('must be a string'), v.minLength(16, 'must be at least 16 characters'))),
  snapNotifyUrl: v.optional(url),
  balances: v.optional(v.record(currency, minorUnits, 'must be an object of currency: minor units')),
  rateLimitPerSecond: v.optional(rate),
});

const updateSchema = v.object({
  appId: v.string('must be a string'),
  publicKey: v.optional(v.string('must be a string')),
  payoutNotifyUrl: v.optional(v.nullable(url)),
  snapNotifyUrl: v.optional(v.nullable(url)),
  rateLimitPerSecond: v.optional(v.nullable(rate)),
});

const balanceSchema = v.object({ appId: v.string('must be a string'), currency, amount: minorUnits });

/** The merchant controls of a sandbox. */
export function merchantControls(sandbox: SandboxContext): MerchantControls {
  const { store } = sandbox;
  const storedOf = (appId: string) => {
    const merchant = store.merchants.get(appId);
    if (!merchant) throw new SandboxControlError('not_found', `No merchant has appId ${appId}`);
    return merchant;
  };
  const merchantOf = (appId: string) => storedOf(appId).record;
  return {
    addMerchant(input) {
      const parsed = parseInput(merchantSchema, input);
      const appId = parsed.appId ?? randomBytes(16).toString('hex');
      if (store.merchants.has(appId))
        throw new SandboxControlError('invalid_state', `appId ${appId} is already registered`);
      const key = importPublicKey(parsed.publicKey);
      const record: MerchantRecord = {
        appId,
        publicKey: parsed.publicKey,
        clientSecret: parsed.clientSecret ?? randomBytes(32).toString('hex'),
        payoutNotifyUrl: parsed.payoutNotifyUrl ?? null,
        snapNotifyUrl: parsed.snapNotifyUrl ?? null,
        rateLimitPerSecond: parsed.rateLimitPerSecond ?? null,
        balances: { ...DEFAULT_BALANCES, ...parsed.balances },
      };
      store.merchants.set(appId, { record, key });
      return structuredClone(record);
    },
    updateMerchant(input) {
      const parsed = parseInput(updateSchema, input);
      const { record } = storedOf(parsed.appId);
      // First: a key refused leaves the merchant as it was.
      if (parsed.publicKey !== undefined) {
        const key = importPublicKey(parsed.publicKey);
        record.publicKey = parsed.publicKey;
        store.merchants.set(parsed.appId, { record, key });
      }
      if (parsed.payoutNotifyUrl !== undefined) record.payoutNotifyUrl = parsed.payoutNotifyUrl;
      if (parsed.snapNotifyUrl !== undefined) record.snapNotifyUrl = parsed.snapNotifyUrl;
      if (parsed.rateLimitPerSecond !== undefined) record.rateLimitPerSecond = parsed.rateLimitPerSecond;
      return structuredClone(record);
    },
    setBalance(input) {
      const parsed = parseInput(balanceSchema, input);
      const record = merchantOf(parsed.appId);
      record.balances[parsed.currency] = parsed.amount;
      return { ...record.balances };
    },
    balances: (appId) => ({ ...merchantOf(appId).balances }),
  };
}
