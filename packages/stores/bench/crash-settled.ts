// `pnpm bench`: the crash harness, for its figure: per store, how many of the journal entries the
// gateway holds after a merchant process was killed mid-call were settled by `reconcile()` without a
// person, beside its target (>= 90%, with 0 wrongly "not committed" and 0 duplicates), and the same
// share among the operations whose status check the gateway's pages document. The harness's own
// assertions run as in `pnpm test`.
import '../test/crash-harness.test.js';
