// `lintas reconcile`: core's `lintas` command runs it from here, where the journal's drivers are.
export { reconcileUsage, runReconcileCommand, type ReconcileCommandContext } from './reconcile-command.js';
