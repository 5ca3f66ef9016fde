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

  it('names the groups when --only names one that does not exist', () => {
    const run = spawnSync(process.execPath, [main, '--only', 'neutrall'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('no group neutrall; the groups are neutral, philippines');
  });

  it('prints each signed envelope and answer with --verbose, and never a private key', () => {
    const run = spawnSync(process.execPath, [main, '--only', 'errors', '--verbose'], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /→ POST \/open-api\/philippines\/payment\/generate \{"appId":"\w+","sign":"[A-Za-z0-9+/=]+","param":"/,
    );
    expect(run.stdout).toContain('← HTTP 200 {"code":21007');
    expect(run.stdout).toContain('✔ errors: duplicate mchOrderId refused');
    expect(run.stdout).not.toContain('PRIVATE KEY');
    // A key starts a base64 run with MII; inside a random signature "MII" occurs by chance.
    expect(run.stdout).not.toMatch(/(?<![A-Za-z0-9+/])MII[A-Za-z0-9+/]{100,}/);
    expect(run.stdout.trimEnd()).toMatch(/demo: 2 passed, 0 failed$/);
  });
});
