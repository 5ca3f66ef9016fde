// `lintas reconcile`: core's `lintas` command runs it from here, where the journal's drivers are.
export { type ReconcileCommandContext, reconcileUsage, runReconcileCommand } from './reconcile-command.js';
