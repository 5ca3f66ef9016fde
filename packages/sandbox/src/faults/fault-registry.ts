import type { FaultInput, FaultKindName, FaultPhase, FaultView } from './types.js';

const BEFORE: ReadonlySet<FaultKindName> = new Set(['http', 'reset-before']);

interface StoredFault {
  readonly id: string;
  readonly input: FaultInput;
  remaining: number | null;
  fired: number;
}

/** The injected faults, consumed as matching requests arrive. */
export class FaultRegistry {
  #faults: StoredFault[] = [];
  #sequence = 0;
  readonly #random: () => number;

  constructor(random: () => number = Math.random) {
    this.#random = random;
  }

  /** Adds a fault; `times` defaults to 1 unless only `probability` is given (then unlimited). */
  inject(input: FaultInput): FaultView {
    this.#sequence += 1;
    const remaining = input.times ?? (input.probability === undefined ? 1 : null);
    const fault: StoredFault = { id: `fault-${this.#sequence}`, input, remaining, fired: 0 };
    this.#faults.push(fault);
    return view(fault);
  }

  /** Removes every fault. */
  clear(): void {
    this.#faults = [];
  }

  /** The faults still active. */
  list(): FaultView[] {
    return this.#faults.map(view);
  }

  /** The first fault of `phase` for `path` that fires now, consumed by one application. */
  take(path: string, phase: FaultPhase): FaultInput | undefined {
    for (const fault of this.#faults) {
      if (fault.input.path !== path || BEFORE.has(fault.input.kind) !== (phase === 'before')) continue;
      if (fault.input.probability !== undefined && this.#random() >= fault.input.probability) continue;
      fault.fired += 1;
      if (fault.remaining !== null) fault.remaining -= 1;
      this.#faults = this.#faults.filter((candidate) => candidate.remaining !== 0);
      return fault.input;
    }
    return undefined;
  }
}

function view(fault: StoredFault): FaultView {
  return { ...fault.input, id: fault.id, remaining: fault.remaining, fired: fault.fired };
}
