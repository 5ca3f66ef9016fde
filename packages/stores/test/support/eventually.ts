/** Resolves once `check()` resolves `true`, looking every 50 ms; throws after `withinMs` with `what`. */
export async function eventually(what: string, check: () => Promise<boolean>, withinMs = 15_000): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) throw new Error(`timed out after ${withinMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
