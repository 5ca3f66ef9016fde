// What other packages' tests reuse: the money-moving operations of every family, with what each needs,
// and the sandbox with the fault proxy in front of it (the stores' crash harness drives them).
export { endpointOf, keysOf } from './endpoint-of.js';
export {
  moneyMovingOperations,
  operationName,
  type MoneyMovingOperation,
  type Params,
} from './money-moving-operations.js';
export { families, startFaultBench, type FamilyClient, type FaultBench } from './start-fault-bench.js';
