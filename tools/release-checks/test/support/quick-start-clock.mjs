// Preloaded (`node --import`) into the quick start's process by quick-start.test.ts, so the test drives the
// program's own wait instead of sitting through it: a timer armed by the quick start's code (its stack names
// quick-start.mts) fires after a hundredth of its delay, and the delay it asked for is written to standard
// error for the test to assert. Timers armed anywhere else (the SDK's attempt timeouts, ky, tsx) keep theirs.
const armedBy = /[/\\]quick-start\.m[tj]s\b/;
const original = globalThis.setTimeout;

globalThis.setTimeout = Object.assign(function setTimeout(handler, delay, ...rest) {
  if (typeof delay === 'number' && armedBy.test(new Error().stack ?? '')) {
    process.stderr.write(`[test clock] the quick start armed a ${delay} ms timer\n`);
    return original(handler, delay / 100, ...rest);
  }
  return original(handler, delay, ...rest);
}, original);
