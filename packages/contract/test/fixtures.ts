import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folder of the fixtures, in this package. */
export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** One fixture file: a body as a public page of the gateway family shows it. */
export interface Fixture {
  readonly file: string;
  /** The page it was copied from. */
  readonly source: string;
  /** The API path, or `null` for a notification. */
  readonly path: string | null;
  /** The body as shown: `{appId, sign, param}`, `{code, message, data}` or `{param, sign}`; or the parsed param only. */
  readonly payload: Record<string, unknown>;
  readonly note?: string;
  readonly parsedParam?: Record<string, unknown>;
}

/** The subfolder of payloads copied from the pages that the shared fixtures lack (see its README). */
export const pagesFolder = 'pages/';

const jsonIn = (folder: string) =>
  readdirSync(`${fixturesDir}${folder}`)
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${folder}${name}`);

/** The names of every fixture file (the READMEs excluded), those of `pages/` with their folder. */
export function fixtureFiles(): string[] {
  return [...jsonIn(''), ...jsonIn(pagesFolder)].sort();
}

/** The file name of a fixture without its folder: `req.*`, `resp.*` or `notif.*`. */
export function fixtureName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

/** Reads one fixture. */
export function fixture(file: string): Fixture {
  return { file, ...(JSON.parse(readFileSync(`${fixturesDir}${file}`, 'utf8')) as Omit<Fixture, 'file'>) };
}

/** True when the fixture shows only the parsed param, not the signed body. */
export function isParamOnly(item: Fixture): boolean {
  return typeof item.payload.param !== 'string';
}

/** The documented `param` text: the signed string as shown, or the parsed param serialised when only that was shown. */
export function paramText(item: Fixture): string {
  return isParamOnly(item) ? JSON.stringify(item.payload) : (item.payload.param as string);
}

/** The documented param members. */
export function documentedParam(item: Fixture): Record<string, unknown> {
  return JSON.parse(paramText(item)) as Record<string, unknown>;
}

/** The documented param members without `timestamp`, which the SDK sets itself. */
export function businessParam(item: Fixture): Record<string, unknown> {
  const { timestamp: _timestamp, ...rest } = documentedParam(item);
  return rest;
}
