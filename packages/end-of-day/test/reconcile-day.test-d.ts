import { describe, expectTypeOf, it } from 'vitest';
import type { DayLine, DayReconciliation, ReconcileDayOptions } from '../src/index.js';

describe('reconcileDay: the lines a day holds, and how many were left out', () => {
  it('takes maxLines as a number, and says how many lines it left out', () => {
    expectTypeOf<ReconcileDayOptions['maxLines']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<DayReconciliation['linesLeftOut']>().toEqualTypeOf<number>();
    expectTypeOf<DayReconciliation['lines']>().toEqualTypeOf<readonly DayLine[]>();
  });
});
