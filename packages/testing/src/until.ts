/**
 * Waits until `check()` holds, looking every 20 ms: what a test does while the sandbox delivers a
 * notification in the background. Throws after 20 s.
 */
export async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 20_000) throw new Error('timed out waiting for the sandbox');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
