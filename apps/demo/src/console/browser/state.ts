import type {
  DeliveryView,
  NotificationView,
  OperationForm,
  RefusedView,
  SessionView,
  TransactionRow,
} from '../api-types.js';

/** What the page knows: the session, the operation on show, and what arrived since it opened. */
export interface PageState {
  session: SessionView | undefined;
  operation: OperationForm | undefined;
  /** As the receiver recorded them, each with its time: oldest first. */
  notifications: NotificationView[];
  refused: RefusedView[];
  /** Every request the receiver answered, oldest first. */
  deliveries: DeliveryView[];
  transactions: readonly TransactionRow[];
  /** The ids the last calls made or used, by field name, offered again in later forms (a refund's payment, ...). */
  readonly known: Record<string, string>;
  /** The string values of the last call of each operation that resolved (`family.name`): its params and result. */
  readonly made: Record<string, Record<string, string>>;
}

/** The page's one state. */
export const state: PageState = {
  session: undefined,
  operation: undefined,
  notifications: [],
  refused: [],
  deliveries: [],
  transactions: [],
  known: {},
  made: {},
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
