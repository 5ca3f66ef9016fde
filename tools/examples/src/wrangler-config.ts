import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a Worker's wrangler.jsonc that workerd needs to run it as `wrangler dev` does. */
export interface WranglerConfig {
  readonly main: string;
  readonly compatibility_date: string;
  readonly compatibility_flags?: readonly string[];
  readonly vars?: Readonly<Record<string, string>>;
  readonly durable_objects?: { readonly bindings: readonly { readonly name: string; readonly class_name: string }[] };
}

/** Reads `wrangler.jsonc` in `project`: JSON with `//` comments on lines of their own. */
export function readWranglerConfig(project: string): WranglerConfig {
  const text = readFileSync(join(project, 'wrangler.jsonc'), 'utf8');
  return JSON.parse(
    text
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n'),
  ) as WranglerConfig;
}

/** Reads a dotenv file (`.dev.vars`, `.lintas-sandbox/.env`): `NAME=value` lines; `#` lines are comments. */
export function readDotenv(path: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
      .flatMap((match) => (match?.[1] && match[2] !== undefined ? [[match[1], match[2]]] : [])),
  );
}
