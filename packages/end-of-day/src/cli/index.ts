// `lintas reconcile --date`: `@lintas/stores/cli` runs it from here, where the package readers are.
export { exitCodes } from './exit-code.js';
export { readReconcileDateArgs, reconcileDateUsage } from './reconcile-date-args.js';
export {
  type OpenedDayJournal,
  type ReconcileDateContext,
  runReconcileDateCommand,
} from './run-reconcile-date-command.js';
