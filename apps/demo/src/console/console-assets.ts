import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A file the page loads, as served. */
export interface ConsoleAsset {
  readonly body: string;
  readonly contentType: string;
}

// The page's code is compiled for the browser by this app's build (tsup, `src/console/browser/main.ts`
// → `dist/browser/console.js`); the server runs from `src` under vitest and from `dist` otherwise,
// so the app's folder is found from here upwards.
function appFolder(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('The console cannot find its app folder (no package.json above it)');
    folder = parent;
  }
  return folder;
}

const FILES: Readonly<Record<string, string>> = {
  'console.js': 'text/javascript; charset=utf-8',
  'console.js.map': 'application/json; charset=utf-8',
  'console.css': 'text/css; charset=utf-8',
};

/**
 * Reads the page's compiled code (and its source map) once: `name` → the file. Throws, naming the
 * build to run, when it has not been built.
 */
export function readConsoleAssets(): ReadonlyMap<string, ConsoleAsset> {
  const folder = join(appFolder(), 'dist', 'browser');
  const assets = new Map<string, ConsoleAsset>();
  for (const [name, contentType] of Object.entries(FILES)) {
    const file = join(folder, name);
    if (!existsSync(file))
      throw new Error(
        `The console page's code is not built (${file} is missing): run \`pnpm --filter @lintas/demo build\``,
      );
    assets.set(name, { body: readFileSync(file, 'utf8'), contentType });
  }
  return assets;
}
