import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CodeBlock, codeBlocks } from './code-blocks.js';
import { filesUnder, fromRoot, repositoryRoot, workspacePackages } from './workspace.js';

/** A code block with the markdown file (relative to the repository root) it comes from. */
export interface DocumentedBlock extends CodeBlock {
  file: string;
}

/** The fence languages compiled as TypeScript (JavaScript blocks are type-checked too). */
export const compiledLanguages = new Set(['ts', 'typescript', 'js', 'javascript', 'mjs', 'mts']);

/** The markdown a merchant reads: the root README, and every workspace package's README and docs/. */
export function documentationFiles(): string[] {
  const files = [join(repositoryRoot, 'README.md')];
  for (const { directory } of workspacePackages()) {
    if (existsSync(join(directory, 'README.md'))) files.push(join(directory, 'README.md'));
    files.push(...filesUnder(join(directory, 'docs')).filter((file) => file.endsWith('.md')));
  }
  return files;
}

/** Every code block of the documentation, in file order. */
export function documentedBlocks(): DocumentedBlock[] {
  return documentationFiles().flatMap((path) =>
    codeBlocks(readFileSync(path, 'utf8')).map((block) => ({ ...block, file: fromRoot(path) })),
  );
}
