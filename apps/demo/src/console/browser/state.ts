import type { NotificationView, OperationForm, RefusedView, SessionView, TransactionRow } from '../api-types.js';

/** A notification or refusal with the time the page learnt of it. */
export type Timed<TItem> = TItem & { readonly at: number };

/** What the page knows: the session, the operation on show, and what arrived since it opened. */
export interface PageState {
  session: SessionView | undefined;
  operation: OperationForm | undefined;
  notifications: Timed<NotificationView>[];
  refused: Timed<RefusedView>[];
  transactions: readonly TransactionRow[];
  /** The ids the last calls made or used, by field name, offered again in later forms (a refund's payment, ...). */
  readonly known: Record<string, string>;
}

/** The page's one state. */
export const state: PageState = {
  session: undefined,
  operation: undefined,
  notifications: [],
  refused: [],
  transactions: [],
  known: {},
};

/** The session, once `main` has read it. */
export function session(): SessionView {
  if (!state.session) throw new Error('The console has not read its session yet');
  return state.session;
}

/** The operation whose form is on show. */
export function operation(): OperationForm {
  if (!state.operation) throw new Error('No operation is chosen yet');
  return state.operation;
}
