import * as openpgp from 'openpgp';
import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { notifySettlement, type SettlementInput } from '../notifications/settlement-notification.js';
import { type ReportAlteration, type ReportSettings, reportSettingsOf, reportState } from '../reports/report-state.js';
import { parseInput } from './parse-input.js';

/** Changes to a merchant's report settings; `null` removes the setting. */
export interface ReportSettingsInput {
  readonly appId: string;
  /** The armored OpenPGP public key its reconciliation packages are encrypted to. */
  readonly publicKey?: string | null;
  /** Where its settlement notifications go. */
  readonly settlementNotifyUrl?: string | null;
  readonly format?: 'xlsx' | 'csv';
  readonly feeBasisPoints?: number;
}

/** Reconciliation packages and settlements. */
export interface ReportControls {
  /**
   * Registers the OpenPGP public key a merchant's reconciliation packages are encrypted to (as a
   * merchant gives the gateway its key), its settlement notification URL, the files' format and the
   * fee the sandbox charges. A key that is not an armored OpenPGP public key is refused (400).
   */
  setReportSettings(input: ReportSettingsInput): Promise<ReportSettings>;
  /** A merchant's report settings. */
  reportSettings(appId: string): ReportSettings;
  /** Alters the packages of a day from now on: a row left out, a row added, an amount or a fee changed. */
  alterReport(input: ReportAlteration): ReportAlteration[];
  /** Forgets every alteration. */
  clearReportAlterations(): void;
  /** Sends the settlement notifications of a day (V2 by default; V1 per payment): the ids queued. */
  settleDay(input: SettlementInput): { readonly notifications: string[] };
}

const appId = v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'));
const date = v.pipe(v.string('must be a string'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be yyyy-MM-dd'));

const settingsSchema = v.object({
  appId,
  publicKey: v.optional(v.nullable(v.string('must be an armored OpenPGP public key'))),
  settlementNotifyUrl: v.optional(v.nullable(v.pipe(v.string('must be a string'), v.url('must be a URL')))),
  format: v.optional(v.picklist(['xlsx', 'csv'], 'must be xlsx or csv')),
  feeBasisPoints: v.optional(
    v.pipe(v.number('must be a number'), v.integer('must be an integer'), v.minValue(0, 'must be 0 or more')),
  ),
});

const alterationSchema = v.object({
  appId,
  transDate: date,
  transType: v.picklist([1, 2], 'must be 1 (payouts) or 2 (payments)'),
  change: v.picklist(['drop-row', 'extra-row', 'amount', 'fee'], 'must be drop-row, extra-row, amount or fee'),
  mchOrderId: v.optional(v.string('must be a string')),
  by: v.optional(v.pipe(v.number('must be a number'), v.integer('must be an integer'))),
});

const settlementSchema = v.object({
  appId,
  countryCode: v.pipe(v.string('must be a string'), v.regex(/^[A-Z]{2}$/, 'must be two uppercase letters')),
  transDate: date,
  settlementDate: v.optional(date),
  versions: v.optional(v.array(v.picklist([1, 2], 'must be 1 or 2'))),
});

/** The report controls of a sandbox. */
export function reportControls(sandbox: SandboxContext): ReportControls {
  const { store } = sandbox;
  const known = (id: string) => {
    if (!store.merchants.has(id)) throw new SandboxControlError('not_found', `No merchant has appId ${id}`);
  };
  return {
    async setReportSettings(input) {
      const parsed = parseInput(settingsSchema, input);
      known(parsed.appId);
      if (typeof parsed.publicKey === 'string') {
        const key = await openpgp.readKey({ armoredKey: parsed.publicKey }).catch(() => undefined);
        if (key === undefined || key.isPrivate())
          throw new SandboxControlError('invalid_input', 'publicKey must be an armored OpenPGP public key');
      }
      const current = reportSettingsOf(store, parsed.appId);
      const next: ReportSettings = {
        ...current,
        ...(parsed.publicKey === undefined ? {} : { publicKey: parsed.publicKey }),
        ...(parsed.settlementNotifyUrl === undefined ? {} : { settlementNotifyUrl: parsed.settlementNotifyUrl }),
        ...(parsed.format === undefined ? {} : { format: parsed.format }),
        ...(parsed.feeBasisPoints === undefined ? {} : { feeBasisPoints: parsed.feeBasisPoints }),
      };
      reportState(store).settings.set(parsed.appId, next);
      return next;
    },
    reportSettings: (id) => {
      known(id);
      return reportSettingsOf(store, id);
    },
    alterReport(input) {
      const parsed = parseInput(alterationSchema, input) as ReportAlteration;
      known(parsed.appId);
      reportState(store).alterations.push(parsed);
      return [...reportState(store).alterations];
    },
    clearReportAlterations() {
      reportState(store).alterations.length = 0;
    },
    settleDay(input) {
      const parsed = parseInput(settlementSchema, input);
      known(parsed.appId);
      return { notifications: notifySettlement(sandbox, parsed as SettlementInput) };
    },
  };
}
