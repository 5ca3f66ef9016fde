import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder, fromRoot, publishedPackages, repositoryRoot } from './workspace.js';

/**
 * Names of documents merchants cannot read: the project's internal spec and notes. Published text
 * states the fact itself or links the gateway's public page instead.
 */
export const internalReferencePatterns: readonly RegExp[] = [
  /§\s?\d/,
  /provider[- ]facts/i,
  /merchant-api(\.md)?/i,
  /\b(?:STYLE|TOOLCHAIN|PROTOCOL)\.md\b/,
  /\/work\/shared/,
  /shared\/(?:spec|contract)\b/,
  /\b(?:the|our) spec\b/i,
  /\bspec(?:'s)? §/i,
];

/** One internal reference found in a published file. */
export interface InternalReference {
  file: string;
  line: number;
  text: string;
}

const textFile = /\.(?:[cm]?[jt]s|d\.[cm]?ts|map|md|json|txt)$/;

/**
 * The files a merchant reads: the root README, the pending changesets (future CHANGELOG entries), and
 * for every published package its README,
 * CHANGELOG, docs/, src/ (JSDoc becomes editor hovers; tests excluded) and dist/ (the built
 * declaration files, code and source maps that go into the tarball).
 */
export function publishedTextFiles(): string[] {
  const files = [join(repositoryRoot, 'README.md')];
  // Pending changesets become CHANGELOG entries on release.
  files.push(
    ...filesUnder(join(repositoryRoot, '.changeset')).filter(
      (file) => file.endsWith('.md') && !file.endsWith('README.md'),
    ),
  );
  for (const { directory } of publishedPackages()) {
    for (const name of ['README.md', 'CHANGELOG.md']) {
      if (existsSync(join(directory, name))) files.push(join(directory, name));
    }
    files.push(...filesUnder(join(directory, 'docs')));
    files.push(...filesUnder(join(directory, 'src')).filter((file) => !/\.test(?:-d)?\.ts$/.test(file)));
    files.push(...filesUnder(join(directory, 'dist')));
  }
  return files.filter((file) => textFile.test(file));
}

/** Every line of a published file that names an internal document. */
export function findInternalReferences(files: readonly string[] = publishedTextFiles()): InternalReference[] {
  const found: InternalReference[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (internalReferencePatterns.some((pattern) => pattern.test(text))) {
        found.push({ file: fromRoot(file), line: index + 1, text: text.trim().slice(0, 200) });
      }
    });
  }
  return found;
}
