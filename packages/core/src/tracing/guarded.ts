/** Runs `operation`, ignoring what it throws: a failing tracer never changes a call or an answer. */
export function guarded(operation: () => void): void {
  try {
    operation();
  } catch {
    // Ignored, like a failing hook.
  }
}
