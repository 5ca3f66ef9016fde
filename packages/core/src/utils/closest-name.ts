/**
 * The name among `candidates` that `name` most likely misspells: the same letters in another case, or
 * at most two letters apart (one for short names). `undefined` when none is that close.
 */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  if (name.length > 64) return undefined;
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.min(2, Math.floor(name.length / 3));
  for (const candidate of candidates) {
    if (candidate === name) continue;
    if (candidate.toLowerCase() === lower) return candidate;
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= bestDistance) {
      best = candidate;
      bestDistance = distance - 1; // a later candidate must be strictly closer
    }
  }
  return best;
}

/** Levenshtein distance, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
