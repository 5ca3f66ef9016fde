import { describe, expect, it } from 'vitest';
import { readModule } from '../import-graph.mjs';

// What the runtime suite is decided from: each row a module's text and what readModule reads in it.
describe('readModule', () => {
  it.each([
    {
      what: 'a named import, by the names it takes',
      text: "import { a, b as c } from './x.js';",
      imports: [{ specifier: './x.js', names: ['a', 'b'] }],
    },
    {
      what: 'a type-only import: nothing is loaded',
      text: "import type { A } from './x.js';\nimport { type B } from './y.js';",
      imports: [],
    },
    {
      what: 'a default, a namespace and a side effect: all of the module',
      text: "import x from './a.js';\nimport * as y from './b.js';\nimport './c.js';",
      imports: [
        { specifier: './a.js', names: 'all' },
        { specifier: './b.js', names: 'all' },
        { specifier: './c.js', names: 'all' },
      ],
    },
    {
      what: 'a dynamic import, a require and a file run by URL',
      text: "await import('./a.js');\nrequire('./b.cjs');\nnew URL('./worker.mjs', import.meta.url);",
      imports: [
        { specifier: './a.js', names: 'all' },
        { specifier: './b.cjs', names: 'all' },
        { specifier: './worker.mjs', names: 'all' },
      ],
    },
    {
      what: 'a workspace package loaded by name at run time',
      text: "await importFromProject('@lintas/end-of-day/cli', cwd);\nexpect(name).toBe('@lintas/core');",
      imports: [{ specifier: '@lintas/end-of-day/cli', names: 'all' }],
    },
  ])('reads $what', ({ text, imports }) => {
    expect(readModule('x.ts', text).imports).toEqual(imports);
  });

  it.each([
    { text: "import { createHash } from 'node:crypto';", apis: ['node:crypto'] },
    { text: "import { readFile } from 'fs/promises';", apis: ['node:fs/promises'] },
    { text: "import ky from 'ky';\nimport { createClient } from 'redis';", apis: ['ky', 'redis'] },
    { text: "import type { KyInstance } from 'ky';", apis: [] },
    { text: "import { join } from 'node:path';", apis: [] },
    { text: 'const key = await crypto.subtle.importKey(a, b, c, d, e);', apis: ['crypto.subtle'] },
    { text: 'const key = await globalThis.crypto.subtle.importKey(a, b, c, d, e);', apis: ['crypto.subtle'] },
    { text: 'const answer = await fetch(url);', apis: ['fetch'] },
    { text: 'const bytes = Buffer.from(text);', apis: ['Buffer'] },
    { text: 'function read(body: ReadableStream<Uint8Array>, fetch: typeof globalThis.fetch) {}', apis: [] },
    { text: 'interface Store { fetch(request: Request): Promise<Response> }', apis: [] },
    { text: 'const options = { fetch: custom };\nconst { fetch: own } = options;', apis: [] },
  ])('finds the runtime APIs of `$text`: $apis', ({ text, apis }) => {
    expect(readModule('x.ts', text).runtimeApis).toEqual(apis);
  });

  it('tells a re-exporting index from a module with code of its own', () => {
    const index = readModule(
      'index.ts',
      "export { a } from './a.js';\nexport * from './b.js';\nexport type { T } from './t.js';",
    );
    expect(index.barrel).toBe(true);
    expect(index.reexports).toEqual([
      { specifier: './a.js', names: [['a', 'a']] },
      { specifier: './b.js', names: '*' },
    ]);
    const module = readModule('a.ts', "export { b } from './b.js';\nexport const a = 1;\nexport function f() {}");
    expect(module.barrel).toBe(false);
    expect(module.ownExports).toEqual(['a', 'f']);
  });

  it('notes a test that starts another runtime or installs the packed tarballs', () => {
    expect(readModule('t.ts', "run(bin('bun'), [script]);").startsOtherRuntime).toBe(true);
    expect(readModule('t.ts', "import { startWorker } from '@lintas/testing';").startsOtherRuntime).toBe(true);
    expect(readModule('t.ts', "import { EdgeRuntime } from 'edge-runtime';").startsOtherRuntime).toBe(true);
    expect(readModule('t.ts', "run('node', [join(root, 'scripts/pack-packages.mjs')]);").packsPackages).toBe(true);
    expect(readModule('t.ts', "it('mentions pack-packages.mjs in a sentence', () => {});").packsPackages).toBe(false);
    expect(readModule('t.ts', "import { x } from '@lintas/testing';").startsOtherRuntime).toBe(false);
  });
});
