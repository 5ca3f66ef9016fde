import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedPackages, repositoryRoot } from '../src/workspace.js';

const rootManifest = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as {
  repository: { url: string };
  homepage: string;
};
const repository = rootManifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');

describe('what every published package tells npm', () => {
  it('the root carries the MIT LICENSE and the repository address the packages point at', () => {
    expect(readFileSync(join(repositoryRoot, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(repository).toMatch(/^https:\/\//);
  });

  for (const { path, manifest, directory } of publishedPackages()) {
    it(`${manifest.name} has its license, repository, homepage, publishConfig, keywords, LICENSE and CHANGELOG`, () => {
      const want = {
        license: 'MIT',
        repository: { type: 'git', url: rootManifest.repository.url, directory: path },
        homepage: `${repository}/tree/main/${path}#readme`,
        // Public under the @lintas scope, with a provenance statement signed by the CI that publishes it.
        publishConfig: { access: 'public', provenance: true },
      };
      const problems = [
        ...Object.entries(want)
          .filter(([field, value]) => JSON.stringify(manifest[field]) !== JSON.stringify(value))
          .map(([field, value]) => `set "${field}": ${JSON.stringify(value)} in ${path}/package.json`),
        ...(Array.isArray(manifest['keywords']) && (manifest['keywords'] as unknown[]).length > 0
          ? []
          : [`add "keywords": ["lintas", ...] (what a merchant would search for) to ${path}/package.json`]),
        ...(manifest.files?.includes('CHANGELOG.md') ? [] : [`add "CHANGELOG.md" to "files" in ${path}/package.json`]),
        ...(existsSync(join(directory, 'CHANGELOG.md'))
          ? []
          : [`create ${path}/CHANGELOG.md with a "# ${manifest.name}" line`]),
        ...(existsSync(join(directory, 'LICENSE'))
          ? []
          : [`copy the root LICENSE to ${path}/LICENSE (npm packs a package's own LICENSE only)`]),
      ];
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
