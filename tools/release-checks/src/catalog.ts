import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './workspace.js';

/** The version the workspace catalog (pnpm-workspace.yaml) pins for a package, e.g. `5.9.3` for typescript. */
export function catalogVersion(name: string): string {
  const workspace = readFileSync(join(repositoryRoot, 'pnpm-workspace.yaml'), 'utf8');
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`^\\s+"?${escaped}"?:\\s*(\\S+)\\s*$`, 'm').exec(workspace);
  if (!match?.[1]) throw new Error(`pnpm-workspace.yaml has no catalog entry for ${name}`);
  return match[1];
}
