import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repositoryRoot } from '@lintas/release-checks/workspace';
import { describe, expect, it } from 'vitest';

const examples = join(repositoryRoot, 'examples');
const folders = readdirSync(examples, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the examples’ READMEs', () => {
  it('list every example folder in examples/README.md, and the tests run each of them', () => {
    const index = readFileSync(join(examples, 'README.md'), 'utf8');
    const tested = ['cloudflare-worker', 'express', 'hono', 'nestjs', 'nextjs'];
    expect(folders).toEqual(tested);
    for (const folder of folders) expect(index).toContain(`[\`${folder}\`](${folder})`);
  });

  it.each(['README.md', ...folders.map((folder) => `${folder}/README.md`)])(
    '%s links only to files that exist',
    (readme) => {
      const file = join(examples, readme);
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1] ?? '')
        .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
        .filter((target) => !existsSync(join(dirname(file), decodeURIComponent(target.split('#')[0] ?? ''))));
      expect(broken).toEqual([]);
    },
  );

  it('is linked from the root README', () => {
    expect(readFileSync(join(repositoryRoot, 'README.md'), 'utf8')).toContain('](examples)');
  });
});
