import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './workspace.js';

/** One API family of families.json: its package and its plugin's name. */
export interface ListedFamily {
  readonly packageName: string;
  readonly plugin: string;
}

/** The API families families.json lists, in its order. */
export function listedFamilies(): ListedFamily[] {
  const { families } = JSON.parse(readFileSync(join(repositoryRoot, 'families.json'), 'utf8')) as {
    families: { name: string }[];
  };
  return families.map(({ name }) => ({
    packageName: `@lintas/${name}`,
    plugin: name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()),
  }));
}
