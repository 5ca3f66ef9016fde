import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentationFiles } from '../src/documentation.js';
import { fromRoot } from '../src/workspace.js';

describe('links in the READMEs and docs', () => {
  it('point at files that exist (relative links)', () => {
    const broken: string[] = [];
    for (const file of documentationFiles()) {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? '';
        if (/^(?:[a-z]+:|#)/i.test(target)) continue;
        const path = join(dirname(file), decodeURIComponent(target.split('#')[0] ?? ''));
        if (!existsSync(path)) broken.push(`${fromRoot(file)}: (${target}) -> ${fromRoot(path)} does not exist`);
      }
    }
    expect(broken, `Fix or remove these links:\n${broken.join('\n')}`).toEqual([]);
  });
});
