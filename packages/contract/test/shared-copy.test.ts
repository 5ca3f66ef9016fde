import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from './fixtures.js';

// CI checks the repository out beside a `shared/contract` folder holding the fixtures as collected; a
// merchant's clone has only this package's copy.
const shared = fileURLToPath(new URL('../../../../shared/contract/', import.meta.url));

describe('the fixtures copied into the repository', () => {
  it('hold every file of ../shared/contract byte for byte when that folder is beside the repository, and a README otherwise', () => {
    if (existsSync(shared)) {
      const files = readdirSync(shared).sort();
      expect(files.length).toBeGreaterThan(0);
      const differing = files.filter(
        (file) =>
          !existsSync(`${fixturesDir}${file}`) ||
          !readFileSync(`${shared}${file}`).equals(readFileSync(`${fixturesDir}${file}`)),
      );
      expect(differing).toEqual([]);
    } else {
      expect(readFileSync(`${fixturesDir}README.md`, 'utf8')).toContain('## Format');
    }
  });
});
