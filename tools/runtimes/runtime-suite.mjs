// The runtime suite: the tests of code whose behaviour can differ by runtime, decided from the imports.
//
// - A runtime file is a source file of a published package that uses a runtime API itself (runtime-apis.mjs).
// - A test belongs to the runtime suite when what it tests uses a runtime file: a module it imports itself
//   (through an index, the module that defines the names it takes; its own package by name too), a built
//   entry it runs (`new URL('../dist/cli.js', import.meta.url)` stands for `src/cli.ts`), or the packed
//   tarballs it installs (every published package), each with the modules of its own folder it imports.
//   Code it only reaches through a helper or another folder is that code's own tests' subject.
// - The full suite runs once, on Node 24; the runtime suite runs again on every other supported Node.
// - `uncoveredRuntimeFiles` is the check: a runtime file that no test of the runtime suite reaches (through
//   anything it loads, packages included), nor a test that runs it on another runtime, fails `pnpm check`.
import { dirname } from 'node:path';
import { createImportGraph, definingModules, reach, subjects } from './import-graph.mjs';

const TEST = /\.test\.(ts|mts|mjs|js)$/;

/**
 * The runtime files of the published packages, each with the runtime APIs it uses.
 * @param {import('./import-graph.mjs').ImportGraph} graph
 * @returns {Map<string, readonly string[]>}
 */
export function runtimeFiles(graph) {
  const found = new Map();
  for (const pkg of graph.packages) {
    if (!pkg.published) continue;
    for (const file of graph.sourceFiles(`${pkg.path}/src`)) {
      if (TEST.test(file)) continue;
      const apis = graph.facts(file).runtimeApis;
      if (apis.length > 0) found.set(file, apis);
    }
  }
  return found;
}

/**
 * The runtime files, each read only when asked about: what a package's suite needs without reading the
 * whole repository.
 * @param {import('./import-graph.mjs').ImportGraph} graph
 * @returns {Pick<ReadonlyMap<string, readonly string[]>, 'has'>}
 */
function lazyRuntimeFiles(graph) {
  return {
    has(file) {
      const pkg = graph.packageOf(file);
      return (
        pkg?.published === true &&
        file.startsWith(`${pkg.path}/src/`) &&
        !TEST.test(file) &&
        graph.facts(file).runtimeApis.length > 0
      );
    },
  };
}

/**
 * The test files of a package folder (`packages/core`).
 * @param {import('./import-graph.mjs').ImportGraph} graph
 * @param {string} packagePath
 */
export function testFiles(graph, packagePath) {
  return graph.sourceFiles(packagePath).filter((file) => TEST.test(file));
}

/**
 * The runtime files a test tests: the runtime files among the modules it loads itself (see the top of this
 * file), every published package's when it installs the packed tarballs.
 * @param {import('./import-graph.mjs').ImportGraph} graph
 * @param {Pick<ReadonlyMap<string, readonly string[]>, 'has'>} runtime
 * @param {string} test
 */
export function runtimeFilesTestedBy(graph, runtime, test) {
  const own = graph.packageOf(test)?.name;
  /** @param {string} specifier */
  const ownPackage = (specifier) => own !== undefined && (specifier === own || specifier.startsWith(`${own}/`));
  const tested = subjects(graph, test, ownPackage);
  if ([test, ...tested].some((file) => graph.facts(file).packsPackages))
    for (const pkg of graph.packages) {
      const entry = pkg.published ? graph.resolve(test, pkg.name) : undefined;
      if (entry) for (const file of definingModules(graph, entry, 'all')) tested.add(file);
    }
  return [...new Set([...tested].flatMap((file) => runtimeFilesOfUnit(graph, runtime, file)))];
}

/**
 * The runtime files of a module's unit: the module and the modules of its own folder it imports, directly or
 * through each other (\`signing/rsa-sha256-signer.ts\` signs through \`signing/node-crypto.ts\`). A folder holds
 * one thing; what a module reaches in other folders is their own.
 * @param {import('./import-graph.mjs').ImportGraph} graph
 * @param {Pick<ReadonlyMap<string, readonly string[]>, 'has'>} runtime
 * @param {string} module
 * @returns {string[]}
 */
function runtimeFilesOfUnit(graph, runtime, module) {
  const folder = dirname(module);
  const unit = new Set([module]);
  for (const file of unit)
    for (const edge of graph.facts(file).imports) {
      const to = edge.specifier.startsWith('./') ? graph.resolve(file, edge.specifier) : undefined;
      if (to && dirname(to) === folder) unit.add(to);
    }
  return [...unit].filter((file) => runtime.has(file));
}

/**
 * A package's runtime suite: its test files that test a runtime file, each with the runtime files it tests.
 * @param {string} root
 * @param {string} packagePath e.g. `packages/core`
 * @returns {Map<string, readonly string[]>}
 */
export function runtimeSuite(root, packagePath) {
  const graph = createImportGraph(root);
  const runtime = lazyRuntimeFiles(graph);
  const suite = new Map();
  for (const test of testFiles(graph, packagePath)) {
    const reached = runtimeFilesTestedBy(graph, runtime, test);
    if (reached.length > 0) suite.set(test, reached);
  }
  return suite;
}

/**
 * The runtime files no test of the runtime suite reaches, nor a test that runs them on another runtime
 * (Bun, Deno, workerd, edge-runtime), each with the APIs it uses: what `pnpm check` refuses.
 * @param {string} root
 * @returns {Map<string, readonly string[]>}
 */
export function uncoveredRuntimeFiles(root) {
  const graph = createImportGraph(root);
  const runtime = runtimeFiles(graph);
  const covered = new Set();
  const everything = () => true;
  for (const pkg of graph.packages)
    for (const test of testFiles(graph, pkg.path)) {
      const member = runtimeFilesTestedBy(graph, runtime, test).length > 0;
      const elsewhere = [...reach(graph, test, () => false)].some((file) => graph.facts(file).startsOtherRuntime);
      if (member || elsewhere) for (const file of reach(graph, test, everything)) covered.add(file);
    }
  return new Map([...runtime].filter(([file]) => !covered.has(file)));
}
