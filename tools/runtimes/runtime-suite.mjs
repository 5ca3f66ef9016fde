// The runtime suite: the tests of code whose behaviour can differ by runtime, decided from the imports.
//
// - A runtime file is a source file of a published package that uses a runtime API itself (runtime-apis.mjs).
// - A test belongs to the runtime suite when the code it loads reaches a runtime file: its own imports, the
//   helpers and scripts it runs (`new URL('./x.mjs', import.meta.url)`), the built entries it starts
//   (`dist/cli.js` stands for `src/cli.ts`), its own package by name, and every published package when it
//   installs the packed tarballs. Other packages imported by name are their own tests' subject, not its.
// - The full suite runs once, on Node 24; the runtime suite runs again on every other supported Node.
// - `uncoveredRuntimeFiles` is the check: a runtime file that no test of the runtime suite reaches (through
//   any import, packages included), nor a test that runs it on another runtime, fails `pnpm check`.
import { createImportGraph, reach } from './import-graph.mjs';

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
 * The runtime files a test reaches through what it loads itself (see the top of this file).
 * @param {import('./import-graph.mjs').ImportGraph} graph
 * @param {Pick<ReadonlyMap<string, readonly string[]>, 'has'>} runtime
 * @param {string} test
 */
export function runtimeFilesReachedBy(graph, runtime, test) {
  const own = graph.packageOf(test)?.name;
  /** @param {string} specifier */
  const ownPackage = (specifier) => own !== undefined && (specifier === own || specifier.startsWith(`${own}/`));
  return [...reach(graph, test, ownPackage)].filter((file) => runtime.has(file));
}

/**
 * A package's runtime suite: its test files that reach a runtime file, each with the runtime files it reaches.
 * @param {string} root
 * @param {string} packagePath e.g. `packages/core`
 * @returns {Map<string, readonly string[]>}
 */
export function runtimeSuite(root, packagePath) {
  const graph = createImportGraph(root);
  const runtime = lazyRuntimeFiles(graph);
  const suite = new Map();
  for (const test of testFiles(graph, packagePath)) {
    const reached = runtimeFilesReachedBy(graph, runtime, test);
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
      const member = runtimeFilesReachedBy(graph, runtime, test).length > 0;
      const elsewhere = [...reach(graph, test, () => false)].some((file) => graph.facts(file).startsOtherRuntime);
      if (member || elsewhere) for (const file of reach(graph, test, everything)) covered.add(file);
    }
  return new Map([...runtime].filter(([file]) => !covered.has(file)));
}
