import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentedBlock } from './documentation.js';

/** A markdown file's code blocks written out as one module. */
export interface DocumentModule {
  file: string;
  /** The module's file name, e.g. `packages-core-README.md.ts`. */
  fileName: string;
  /** For each line of the module, the markdown line it came from (0 when generated). */
  sourceLines: number[];
  /** The blocks, in order. */
  blocks: DocumentedBlock[];
}

interface ImportSet {
  namespace?: string;
  defaultName?: string;
  named: Set<string>;
  typeOnly: boolean;
}

const bareSpecifier = /^[^./]/;

/** The package name of a bare specifier: `@scope/name` or `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Splits a block into its import statements and the rest, keeping each line's markdown line number. */
function splitImports(block: DocumentedBlock): { imports: string[]; body: Array<{ text: string; line: number }> } {
  const lines = block.code.replace(/\n$/, '').split('\n');
  const imports: string[] = [];
  const body: Array<{ text: string; line: number }> = [];
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    // A re-export (`export { NotificationStoreObject } from '...'`, a Worker's Durable Object class) is
    // checked as the import of those names.
    const reexport = /^export (\{[^}]*\} from\s+['"][^'"]+['"];?)\s*$/.exec(text);
    if (reexport) {
      imports.push(`import ${reexport[1]}`);
      body.push({ text: '', line: block.line + 1 + index });
      continue;
    }
    if (/^import\s/.test(text)) {
      let statement = text;
      while (!/from\s+['"][^'"]+['"]|^import\s+['"]/.test(statement) && index + 1 < lines.length) {
        index += 1;
        statement += ` ${lines[index] ?? ''}`;
      }
      imports.push(statement);
      body.push({ text: '', line: block.line + 1 + index });
      continue;
    }
    const declared = /^declare (?:const|let) (\w+): (.+);\s*$/.exec(text);
    if (declared) {
      // `declare` cannot stand inside the nested scope: a typed placeholder with the same meaning.
      body.push({
        text: `const ${declared[1]} = undefined as unknown as ${declared[2]};`,
        line: block.line + 1 + index,
      });
      continue;
    }
    body.push({
      text: text
        .replace(/^export default /, 'void ')
        .replace(/^export (?=(?:async |declare )?(?:const|let|function|class|interface|type|enum)\b)/, ''),
      line: block.line + 1 + index,
    });
  }
  return { imports, body };
}

/** Merges import statements per module, so blocks that import the same names compile as one module. */
function mergeImports(statements: readonly string[]): Map<string, ImportSet> {
  const merged = new Map<string, ImportSet>();
  for (const statement of statements) {
    const match = /^import\s+(type\s+)?([\s\S]*?)\s*from\s+['"]([^'"]+)['"]/.exec(statement.trim());
    if (!match) continue;
    const [, typeKeyword, clause = '', specifier = ''] = match;
    const entry = merged.get(specifier) ?? { named: new Set<string>(), typeOnly: true };
    entry.typeOnly &&= typeKeyword !== undefined;
    const namespace = /\*\s+as\s+(\w+)/.exec(clause);
    if (namespace?.[1]) entry.namespace = namespace[1];
    const defaultName = /^(\w+)\s*(?:,|$)/.exec(clause);
    if (defaultName?.[1] && !clause.startsWith('{')) entry.defaultName = defaultName[1];
    const named = /\{([^}]*)\}/.exec(clause);
    for (const name of named?.[1]?.split(',') ?? []) {
      const trimmed = name.trim();
      if (trimmed) entry.named.add(typeKeyword ? `type ${trimmed.replace(/^type\s+/, '')}` : trimmed);
    }
    merged.set(specifier, entry);
  }
  for (const entry of merged.values()) {
    // A name imported as a type in one block and as a value in another is imported as a value.
    for (const name of [...entry.named])
      if (name.startsWith('type ') && entry.named.has(name.slice(5))) entry.named.delete(name);
  }
  return merged;
}

/**
 * Writes each markdown file's TypeScript blocks as one module: the imports of all its blocks merged at the
 * top, then each block nested in the scope of the one before it, so a block sees what earlier blocks
 * declared (the `client` of the first example) and may declare the same names again. A comment
 * `// Your code: name, other` in a block declares those names as the reader's own code (e.g. `markPaid`),
 * as do imports from relative paths (`./db.js`).
 * Third-party modules the checks do not install (e.g. `pg`, `redis`, `@/lib/orders`) are declared untyped,
 * so blocks are judged on their use of Lintas and Node; `@lintas/*` must resolve for real.
 */
export function writeDocumentModules(
  blocks: readonly DocumentedBlock[],
  folder: string,
  resolveFrom: string,
): DocumentModule[] {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const untyped = new Set<string>();
  const byFile = new Map<string, DocumentedBlock[]>();
  for (const block of blocks) byFile.set(block.file, [...(byFile.get(block.file) ?? []), block]);
  const modules: DocumentModule[] = [];
  for (const [file, fileBlocks] of byFile) {
    const lines: string[] = [];
    const sourceLines: number[] = [];
    const parts = fileBlocks.map(splitImports);
    const imports = mergeImports(parts.flatMap((part) => part.imports));
    const yours = new Set(
      fileBlocks.flatMap((block) =>
        [...block.code.matchAll(/\/\/\s*your code:\s*([\w$, ]+)/gi)].flatMap((match) =>
          (match[1] ?? '')
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        ),
      ),
    );
    for (const [specifier, entry] of [...imports]) {
      // The reader's own modules (`./db.js`): their names are the reader's code, typed as anything.
      if (!specifier.startsWith('.')) continue;
      for (const name of [entry.defaultName, entry.namespace, ...entry.named])
        if (name) yours.add(name.replace(/^type\s+/, '').replace(/^.*\sas\s+/, ''));
      imports.delete(specifier);
    }
    for (const [specifier, entry] of imports) {
      if (bareSpecifier.test(specifier) && !specifier.startsWith('node:') && !specifier.startsWith('@lintas/')) {
        const installed = [resolveFrom, join(resolveFrom, '../..')].some((folder) =>
          existsSync(join(folder, 'node_modules', packageOf(specifier))),
        );
        if (!installed) untyped.add(specifier);
      }
      const clauses = [
        entry.defaultName,
        entry.namespace ? `* as ${entry.namespace}` : undefined,
        entry.named.size > 0
          ? `{ ${[...entry.named].map((name) => (entry.typeOnly ? name.replace(/^type\s+/, '') : name)).join(', ')} }`
          : undefined,
      ].filter((clause): clause is string => clause !== undefined);
      lines.push(`import ${entry.typeOnly ? 'type ' : ''}${clauses.join(', ')} from '${specifier}';`);
      sourceLines.push(fileBlocks[0]?.line ?? 0);
    }
    for (const name of yours) {
      lines.push(`declare const ${name}: any;`);
      sourceLines.push(0);
    }
    parts.forEach((part) => {
      lines.push('{');
      sourceLines.push(0);
      for (const { text, line } of part.body) {
        lines.push(text);
        sourceLines.push(line);
      }
    });
    lines.push(`${'}'.repeat(parts.length)}`, 'export {};', '');
    sourceLines.push(0, 0, 0);
    const fileName = `${file.replace(/[/\\]/g, '-')}.ts`;
    writeFileSync(join(folder, fileName), lines.join('\n'));
    modules.push({ file, fileName, sourceLines, blocks: fileBlocks });
  }
  writeFileSync(
    join(folder, 'ambient.d.ts'),
    `${[...untyped].map((specifier) => `declare module '${specifier}';`).join('\n')}\n`,
  );
  return modules;
}
