import type { Store } from '../state/store.js';

/** How a merchant's reconciliation packages are made and where its settlement notifications go. */
export interface ReportSettings {
  readonly appId: string;
  /** The armored OpenPGP public key packages are encrypted to; `null` until the merchant registers one. */
  readonly publicKey: string | null;
  /** Where settlement notifications (`settle.payment.success`, V1 and V2) go; `null` sends none. */
  readonly settlementNotifyUrl: string | null;
  /** The format of the detail and summary files: `xlsx` (the gateway's default) or `csv`. */
  readonly format: 'xlsx' | 'csv';
  /** The fee the sandbox charges on each settled transaction, in basis points of its amount (default 0). */
  readonly feeBasisPoints: number;
}

/** A change to the next packages of a day: the drift a reconciliation must find. */
export interface ReportAlteration {
  readonly appId: string;
  readonly transDate: string;
  readonly transType: 1 | 2;
  /**
   * `drop-row`: the row of `mchOrderId` is left out; `extra-row`: a row of a transaction that does not
   * exist is added; `amount` / `fee`: the row of `mchOrderId` says `by` minor units more.
   */
  readonly change: 'drop-row' | 'extra-row' | 'amount' | 'fee';
  readonly mchOrderId?: string;
  readonly by?: number;
}

interface ReportState {
  readonly settings: Map<string, ReportSettings>;
  readonly alterations: ReportAlteration[];
}

const states = new WeakMap<Store, ReportState>();

/** The report settings and alterations of one sandbox. */
export function reportState(store: Store): ReportState {
  let state = states.get(store);
  if (state === undefined) {
    state = { settings: new Map(), alterations: [] };
    states.set(store, state);
  }
  return state;
}

/** A merchant's report settings, the defaults when it set none. */
export function reportSettingsOf(store: Store, appId: string): ReportSettings {
  return (
    reportState(store).settings.get(appId) ?? {
      appId,
      publicKey: null,
      settlementNotifyUrl: null,
      format: 'xlsx',
      feeBasisPoints: 0,
    }
  );
}
