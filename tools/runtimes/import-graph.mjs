// The repository's import graph, read with TypeScript's parser: which module a file loads, which names it
// takes from a re-exporting index, which runtime APIs it uses itself. Used to decide which tests form the
// runtime suite (runtime-suite.mjs); it loads nothing it reads.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { otherRuntimes, runtimeBuiltins, runtimeGlobals, runtimePackages } from './runtime-apis.mjs';

/**
 * @typedef {{ readonly specifier: string, readonly names: 'all' | readonly string[] }} ImportEdge
 *   A module the file loads, and the names it takes from it (`'all'` for a namespace, a default or a side effect).
 * @typedef {{ readonly specifier: string, readonly names: '*' | readonly (readonly [string, string])[] }} ReexportEdge
 *   A module the file re-exports from: every name (`'*'`) or `[name there, name here]` pairs.
 * @typedef {{
 *   readonly imports: readonly ImportEdge[],
 *   readonly reexports: readonly ReexportEdge[],
 *   readonly barrel: boolean,
 *   readonly ownExports: readonly string[],
 *   readonly runtimeApis: readonly string[],
 *   readonly startsOtherRuntime: boolean,
 *   readonly packsPackages: boolean,
 * }} ModuleFacts
 * @typedef {{ readonly directory: string, readonly path: string, readonly name: string, readonly published: boolean, readonly manifest: Record<string, unknown> }} WorkspacePackage
 */

const SOURCE = /\.(ts|mts|tsx|mjs|cjs|js)$/;
const builtinNames = new Set(runtimeBuiltins.flatMap((name) => [name, `node:${name}`]));
const packageNames = new Set(runtimePackages);
const globalNames = new Set(runtimeGlobals.filter((name) => !name.includes('.')));
const globalMembers = new Set(runtimeGlobals.filter((name) => name.includes('.')));
const WORTH_A_WALK = new RegExp(
  `\\bimport\\(|\\brequire\\(|new URL\\(|['"]@lintas\\/|pack-packages|['"](${otherRuntimes.binaries.join('|')})['"]|\\b(${[...new Set(runtimeGlobals.map((name) => name.split('.')[0]))].join('|')})\\b`,
);

/**
 * @typedef {{
 *   imports: ImportEdge[],
 *   reexports: ReexportEdge[],
 *   barrel: boolean,
 *   ownExports: string[],
 *   runtimeApis: Set<string>,
 *   startsOtherRuntime: boolean,
 *   packsPackages: boolean,
 * }} Reading What readModule has found so far.
 */

/**
 * What a module's text imports, re-exports and uses of the runtime. Type-only imports and exports load nothing
 * and are left out; identifiers in type positions are not uses.
 * @param {string} fileName
 * @param {string} text
 * @returns {ModuleFacts}
 */
export function readModule(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  /** @type {Reading} */
  const reading = {
    imports: [],
    reexports: [],
    barrel: true,
    ownExports: [],
    runtimeApis: new Set(),
    startsOtherRuntime: false,
    packsPackages: false,
  };
  for (const statement of source.statements) readStatement(reading, statement);
  // The walk looks for what only a few files hold; the text says whether a file holds any of it.
  if (WORTH_A_WALK.test(text)) readUses(reading, source, source);
  return { ...reading, runtimeApis: [...reading.runtimeApis].sort() };
}

/**
 * Notes what loading a module by this specifier means: a runtime module, another runtime.
 * @param {Reading} reading
 * @param {string} specifier
 */
function noteSpecifier(reading, specifier) {
  if (builtinNames.has(specifier))
    reading.runtimeApis.add(specifier.startsWith('node:') ? specifier : `node:${specifier}`);
  if (packageNames.has(specifier)) reading.runtimeApis.add(specifier);
  if (otherRuntimes.packages.includes(specifier)) reading.startsOtherRuntime = true;
}

/**
 * Reads one top-level statement: an import, a re-export, a type (loads nothing), or code of the module's own.
 * @param {Reading} reading
 * @param {ts.Statement} statement
 */
function readStatement(reading, statement) {
  if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
    const clause = statement.importClause;
    if (clause?.isTypeOnly) return;
    const specifier = statement.moduleSpecifier.text;
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings) && !clause.name) {
      const names = bindings.elements
        .filter((element) => !element.isTypeOnly)
        .map((element) => (element.propertyName ?? element.name).text);
      if (names.length === 0) return;
      for (const { from, name } of otherRuntimes.namedImports)
        if (specifier === from && names.includes(name)) reading.startsOtherRuntime = true;
      reading.imports.push({ specifier, names });
    } else reading.imports.push({ specifier, names: 'all' });
    noteSpecifier(reading, specifier);
    return;
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
    if (statement.isTypeOnly) return;
    const specifier = statement.moduleSpecifier.text;
    const clause = statement.exportClause;
    if (clause && ts.isNamedExports(clause)) {
      const names = clause.elements
        .filter((element) => !element.isTypeOnly)
        .map((element) => /** @type {const} */ ([(element.propertyName ?? element.name).text, element.name.text]));
      if (names.length > 0) reading.reexports.push({ specifier, names });
    } else reading.reexports.push({ specifier, names: '*' });
    noteSpecifier(reading, specifier);
    return;
  }
  if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) return;
  if (ts.isExportDeclaration(statement) && statement.isTypeOnly) return;
  reading.barrel = false;
  reading.ownExports.push(...exportedNames(statement));
}

/**
 * Walks a module's code for what it loads at run time (`import()`, `require()`, a file run by URL, a package
 * loaded by name) and the runtime globals it uses, skipping types.
 * @param {Reading} reading
 * @param {ts.SourceFile} source
 * @param {ts.Node} node
 */
function readUses(reading, source, node) {
  if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const [argument] = node.arguments;
    const loads = callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
    if (loads && argument && ts.isStringLiteralLike(argument)) {
      reading.imports.push({ specifier: argument.text, names: 'all' });
      noteSpecifier(reading, argument.text);
    } else if (LOADER.test(calleeName(callee)))
      // importFromProject('@lintas/end-of-day/cli', cwd): a workspace package the code loads by name at run time.
      for (const each of node.arguments)
        if (ts.isStringLiteralLike(each) && each.text.startsWith('@lintas/'))
          reading.imports.push({ specifier: each.text, names: 'all' });
  }
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
    // new URL('./worker.mjs', import.meta.url): a file the code runs (a script, a built entry).
    const [target, base] = node.arguments ?? [];
    if (target && ts.isStringLiteralLike(target) && base?.getText(source) === 'import.meta.url')
      reading.imports.push({ specifier: target.text, names: 'all' });
  }
  if (ts.isStringLiteralLike(node)) {
    if (/(^|\/)pack-packages\.mjs$/.test(node.text)) reading.packsPackages = true;
    if (otherRuntimes.binaries.includes(node.text)) reading.startsOtherRuntime = true;
  }
  if (ts.isPropertyAccessExpression(node)) {
    const member = `${node.expression.getText(source).replace(/^globalThis\./, '')}.${node.name.text}`;
    if (globalMembers.has(member)) reading.runtimeApis.add(member);
  }
  if (ts.isIdentifier(node) && globalNames.has(node.text) && isValueUse(node)) reading.runtimeApis.add(node.text);
  ts.forEachChild(node, (child) => readUses(reading, source, child));
}

/**
 * The value names a top-level statement exports: `export function f`, `export const a, b`, `export class C`,
 * `export { a as b }` (without `from`), `export default`.
 * @param {ts.Statement} statement
 * @returns {string[]}
 */
function exportedNames(statement) {
  if (ts.isExportAssignment(statement)) return ['default'];
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    return clause && ts.isNamedExports(clause)
      ? clause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
      : [];
  }
  const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
  if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return [];
  if (modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) return ['default'];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  const name = /** @type {{ name?: ts.Node }} */ (statement).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}

/** The names of functions that load a module given by name: `importFromProject`, `resolveFromProject`, `load`. */
const LOADER = /^(import|require|resolve|load)/i;

/**
 * The name a call's callee ends in: `f` for `f()` and `a.b.f()`.
 * @param {ts.Expression} callee
 */
function calleeName(callee) {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

/**
 * Whether an identifier is used as a value of the global of its name: not a property name, a declaration's
 * name, an object key or an import's binding.
 * @param {ts.Identifier} node
 */
function isValueUse(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isBindingElement(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isExportSpecifier(parent)) &&
    parent.name === node
  )
    return false;
  return true;
}

/**
 * The workspace's packages (packages/*, apps/*, tools/*), each with its folder relative to `root`.
 * @param {string} root
 * @returns {WorkspacePackage[]}
 */
export function workspacePackages(root) {
  const found = [];
  for (const group of ['packages', 'apps', 'tools']) {
    if (!existsSync(join(root, group))) continue;
    for (const name of readdirSync(join(root, group)).sort()) {
      const manifestPath = join(root, group, name, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      found.push({
        directory: join(root, group, name),
        path: `${group}/${name}`,
        name: manifest.name,
        published: manifest.private !== true,
        manifest,
      });
    }
  }
  return found;
}

/**
 * The repository's graph: each file's facts read once, specifiers resolved to files (relative to `root`).
 * @param {string} root
 */
export function createImportGraph(root) {
  const packages = workspacePackages(root);
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  /** @type {Map<string, ModuleFacts>} */
  const facts = new Map();
  /** @type {Map<string, string | undefined>} */
  const resolved = new Map();

  /** @param {string} path */
  const isFile = (path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile();
  /**
   * The source a built file comes from: `dist/cli/lintas.js` → `src/cli/lintas.ts` (or its folder's index).
   * @param {string} path
   */
  const sourceOfBuilt = (path) => {
    const source = path.replace(/\/dist(\/|$)/, '/src$1').replace(/\/$/, '');
    const stem = source.endsWith('/src') ? `${source}/index` : source.replace(/\.(c|m)?js$/, '');
    return [`${stem}.ts`, `${stem}.mts`, `${stem}/index.ts`].find(isFile);
  };
  /**
   * A relative path's file, trying the extensions TypeScript and Node accept.
   * @param {string} path
   */
  const fileAt = (path) => {
    if (/\/dist(\/|$)/.test(path)) return sourceOfBuilt(path);
    const stem = path.replace(/\.(c|m)?js$/, '');
    return [path, `${stem}.ts`, `${stem}.mts`, `${stem}.tsx`, `${path}.ts`, `${path}/index.ts`, `${path}.mjs`].find(
      (candidate) => SOURCE.test(candidate) && isFile(candidate),
    );
  };

  return {
    packages,
    /** @param {string} file */
    facts(file) {
      let known = facts.get(file);
      if (!known) {
        known = readModule(file, readFileSync(join(root, file), 'utf8'));
        facts.set(file, known);
      }
      return known;
    },
    /** The workspace package a file belongs to. @param {string} file */
    packageOf(file) {
      return packages.find((pkg) => file.startsWith(`${pkg.path}/`));
    },
    /**
     * The file a specifier names from `from`: a relative path, or a workspace package (`@lintas/x`,
     * `@lintas/x/sub`) mapped to its source entry; undefined for anything else.
     * @param {string} from
     * @param {string} specifier
     */
    resolve(from, specifier) {
      const key = specifier.startsWith('.') ? `${dirname(from)}\0${specifier}` : specifier;
      if (!resolved.has(key)) resolved.set(key, resolveSpecifier(from, specifier));
      return resolved.get(key);
    },
    /** Every source file of a package folder (not node_modules, dist or fixtures). @param {string} path */
    sourceFiles(path) {
      /** @type {string[]} */
      const out = [];
      /** @param {string} folder */
      const walk = (folder) => {
        for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
          if (['node_modules', 'dist', '.turbo', 'fixtures'].includes(entry.name)) continue;
          const child = `${folder}/${entry.name}`;
          if (entry.isDirectory()) walk(child);
          else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts'))
            out.push(child);
        }
      };
      if (existsSync(join(root, path))) walk(path);
      return out.sort();
    },
  };

  /**
   * @param {string} from
   * @param {string} specifier
   * @returns {string | undefined}
   */
  function resolveSpecifier(from, specifier) {
    if (specifier.startsWith('.')) return fileAt(relative(root, resolve(root, dirname(from), specifier)));
    const match = /^(@[^/]+\/[^/]+)(?:\/(.+))?$/.exec(specifier);
    const pkg = match?.[1] === undefined ? undefined : byName.get(match[1]);
    if (!match || !pkg) return undefined;
    const exported = /** @type {Record<string, unknown> | undefined} */ (pkg.manifest.exports)?.[
      match[2] ? `./${match[2]}` : '.'
    ];
    if (typeof exported === 'string' && /\.m?ts$/.test(exported)) return fileAt(join(pkg.path, exported));
    return match[2] ? fileAt(`${pkg.path}/src/${match[2]}`) : fileAt(`${pkg.path}/src/index.ts`);
  }
}

/** @typedef {ReturnType<typeof createImportGraph>} ImportGraph */

/**
 * The files loading `start` loads, following each module's imports, and through a re-exporting index only the
 * names taken from it. `follow(specifier, from)` says whether an import of a package (not a relative path) is
 * followed. A file that packs the packages reaches every published package's entry.
 * @param {ImportGraph} graph
 * @param {string} start
 * @param {(specifier: string, from: string) => boolean} follow
 * @returns {Set<string>}
 */
export function reach(graph, start, follow) {
  const reached = new Set();
  const seen = new Set();
  /** @type {[string, 'all' | ReadonlySet<string>][]} */
  const stack = [[start, 'all']];
  while (stack.length > 0) {
    const [file, taken] = /** @type {[string, 'all' | ReadonlySet<string>]} */ (stack.pop());
    const module = graph.facts(file);
    // Loading a module that is not a re-exporting index runs all of it, whatever names are taken.
    const names = module.barrel ? taken : 'all';
    const key = visitKey(file, names);
    if (seen.has(key)) continue;
    seen.add(key);
    reached.add(file);
    /** @param {string} specifier */
    const target = (specifier) =>
      specifier.startsWith('.') || follow(specifier, file) ? graph.resolve(file, specifier) : undefined;
    const selective = names !== 'all';
    if (module.packsPackages)
      for (const pkg of graph.packages)
        if (pkg.published) {
          const entry = graph.resolve(file, pkg.name);
          if (entry) stack.push([entry, 'all']);
        }
    if (!selective)
      for (const edge of module.imports) {
        const to = target(edge.specifier);
        if (to) stack.push([to, edge.names === 'all' ? 'all' : new Set(edge.names)]);
      }
    for (const edge of module.reexports) {
      const to = target(edge.specifier);
      const passed = to && passedOn(graph, edge, to, names);
      if (to && passed) stack.push([to, passed]);
    }
  }
  return reached;
}

/**
 * A walk's key for a module visited with `names` taken from it.
 * @param {string} file
 * @param {'all' | ReadonlySet<string>} names
 */
function visitKey(file, names) {
  return `${file}\0${names === 'all' ? '*' : [...names].sort().join(',')}`;
}

/**
 * What a re-export of a module passes on to the module `to` it re-exports from, when `names` are taken from
 * the re-exporting one: every name (`export * from`), the names it re-exports under their names there, only
 * the taken ones among them, or nothing (`undefined`).
 * @param {ImportGraph} graph
 * @param {{ names: '*' | readonly (readonly [string, string])[] }} edge
 * @param {string} to
 * @param {'all' | ReadonlySet<string>} names
 * @returns {'all' | Set<string> | undefined}
 */
function passedOn(graph, edge, to, names) {
  if (names === 'all') return edge.names === '*' ? 'all' : new Set(edge.names.map(([there]) => there));
  const wanted =
    edge.names === '*'
      ? [...names].filter((name) => exports(graph, to).has(name))
      : edge.names.filter(([, here]) => names.has(here)).map(([there]) => there);
  return wanted.length > 0 ? new Set(wanted) : undefined;
}

/**
 * Every value name a module exports, its own and those it re-exports.
 * @param {ImportGraph} graph
 * @param {string} file
 * @param {Set<string>} [visiting]
 * @returns {Set<string>}
 */
function exports(graph, file, visiting = new Set()) {
  const known = exportsKnown.get(graph)?.get(file);
  if (known) return known;
  const names = new Set(graph.facts(file).ownExports);
  if (visiting.has(file)) return names;
  visiting.add(file);
  for (const edge of graph.facts(file).reexports) {
    const to = edge.specifier.startsWith('.') ? graph.resolve(file, edge.specifier) : undefined;
    if (edge.names !== '*') for (const [, here] of edge.names) names.add(here);
    else if (to) for (const name of exports(graph, to, visiting)) names.add(name);
  }
  if (!exportsKnown.has(graph)) exportsKnown.set(graph, new Map());
  exportsKnown.get(graph)?.set(file, names);
  return names;
}

/** @type {WeakMap<ImportGraph, Map<string, Set<string>>>} */
const exportsKnown = new WeakMap();

/**
 * The modules a file loads itself: each of its imports (and files it runs by URL) that `follow` accepts,
 * resolved through re-exporting indexes to the modules that define the names it takes. What a test imports
 * is what it tests: `import { rsaSha256Signer } from '../src/index.js'` names `signing/rsa-sha256-signer.ts`.
 * @param {ImportGraph} graph
 * @param {string} file
 * @param {(specifier: string, from: string) => boolean} follow
 * @returns {Set<string>}
 */
export function subjects(graph, file, follow) {
  const found = new Set();
  for (const edge of graph.facts(file).imports) {
    const to =
      edge.specifier.startsWith('.') || follow(edge.specifier, file) ? graph.resolve(file, edge.specifier) : undefined;
    if (to) for (const module of definingModules(graph, to, edge.names)) found.add(module);
  }
  return found;
}

/**
 * The modules that define what is taken from `module`: the module itself, or, through a re-exporting index,
 * the modules behind the names taken (`'all'`: every module it re-exports).
 * @param {ImportGraph} graph
 * @param {string} module
 * @param {'all' | readonly string[]} taken
 * @returns {Set<string>}
 */
export function definingModules(graph, module, taken) {
  const found = new Set();
  /** @type {[string, 'all' | ReadonlySet<string>][]} */
  const stack = [[module, taken === 'all' ? 'all' : new Set(taken)]];
  const seen = new Set();
  while (stack.length > 0) {
    const [file, names] = /** @type {[string, 'all' | ReadonlySet<string>]} */ (stack.pop());
    const key = visitKey(file, names);
    if (seen.has(key)) continue;
    seen.add(key);
    const facts = graph.facts(file);
    if (!facts.barrel) {
      found.add(file);
      continue;
    }
    for (const edge of facts.reexports) {
      const to = graph.resolve(file, edge.specifier);
      const passed = to && passedOn(graph, edge, to, names);
      if (to && passed) stack.push([to, passed]);
    }
  }
  return found;
}
