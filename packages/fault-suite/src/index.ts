// What other packages' tests reuse: the money-moving operations of every family, with what each needs,
// and the sandbox with the fault proxy in front of it (the stores' crash harness drives them).
export { endpointOf, keysOf } from './endpoint-of.js';
export { families } from './families.js';
export {
  type MoneyMovingOperation,
  moneyMovingOperations,
  operationName,
  type Params,
} from './money-moving-operations.js';
export { type FamilyClient, type FaultBench, startFaultBench } from './start-fault-bench.js';
