import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

describe('the demo command line', () => {
  it('takes its options after the `--` that `pnpm start -- <options>` passes through', () => {
    const run = spawnSync(process.execPath, [main, '--', '--help'], { encoding: 'utf8' });
    expect(run.stderr).not.toContain('unknown argument');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: lintas-demo [--json]');
  });

  it('still refuses an argument it does not know, and says which', () => {
    const run = spawnSync(process.execPath, [main, '--jsno'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('demo: unknown argument --jsno');
  });
});
