import { afterAll, beforeAll } from 'vitest';
import { type FaultBench, startFaultBench } from '../src/start-fault-bench.js';

/**
 * Starts a sandbox, the fault proxy in front of it and a merchant's clients before the calling file's
 * tests, and closes them after it. Call the returned function inside tests only.
 */
export function useFaultBench(): () => FaultBench {
  let bench: FaultBench | undefined;
  beforeAll(async () => {
    bench = await startFaultBench();
  });
  afterAll(() => bench?.close());
  return () => {
    if (!bench) throw new Error('the fault bench starts in beforeAll');
    return bench;
  };
}
