import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/workspace.js';

// A first build takes minutes on a fresh machine. Each root script that builds must show it going, one
// package after another, instead of minutes of silence: turbo's output of each task as it runs (a cached
// task prints one line), in the order it comes (`--log-order=stream`, where turbo's default groups a task's
// output until it ends when CI is set), never only the errors.

const scripts = (
  JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
const turboRuns = Object.entries(scripts).flatMap(([name, script]) =>
  [...script.matchAll(/turbo run [^&]*/g)].map((match) => ({ name, command: match[0].trim() })),
);

describe('the root scripts that run turbo', () => {
  it('are found', () => {
    expect(turboRuns.map(({ name }) => name)).toEqual(expect.arrayContaining(['build', 'check', 'demo', 'sandbox']));
  });

  it.each(turboRuns)('$name prints each task as it runs: $command', ({ command }) => {
    const logs = /--output-logs[= ](\S+)/.exec(command)?.[1] ?? 'full';
    expect(['full', 'new-only'], `${command}: --output-logs=${logs} hides the progress of a build`).toContain(logs);
    expect(command).toMatch(/--log-order[= ]stream\b/);
  });
});
