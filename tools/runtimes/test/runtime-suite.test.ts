import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeSuite, uncoveredRuntimeFiles } from '../runtime-suite.mjs';

// The runtime suite of this repository, decided from what the code imports (runtime-suite.mjs): the full
// suite runs once on Node 24, these tests run again on Node 22 and 20.
const root = resolve(import.meta.dirname, '../../..');

describe('the runtime suite', () => {
  it('reaches every file of a published package that uses a runtime API', () => {
    const uncovered = [...uncoveredRuntimeFiles(root)].map(([file, apis]) => `${file} (${apis.join(', ')})`);
    expect(
      uncovered,
      'These files use a runtime API (tools/runtimes/runtime-apis.mjs) but no test that reaches them runs on every supported Node: add a test beside the file that imports it, or import it from an existing test of its package',
    ).toEqual([]);
  });

  it("holds the tests of signing, notifications, the stores' clients, the CLIs and tarball installs", () => {
    const suite = (path: string) => [...runtimeSuite(root, path).keys()];
    expect(suite('packages/core')).toEqual(
      expect.arrayContaining([
        'packages/core/test/signing.test.ts',
        'packages/core/test/key-forms.test.ts',
        'packages/core/test/notifications/notification-handler.test.ts',
        'packages/core/test/cli/keys.test.ts',
        'packages/core/test/built-package-failures.test.ts',
      ]),
    );
    expect(suite('packages/stores')).toEqual(expect.arrayContaining(['packages/stores/test/journal.test.ts']));
    expect(suite('packages/sandbox')).toEqual(expect.arrayContaining(['packages/sandbox/test/cli.test.ts']));
    expect(suite('tools/release-checks')).toEqual([
      'tools/release-checks/test/quick-start.test.ts',
      'tools/release-checks/test/tarball-install.test.ts',
    ]);
  });

  it('leaves out what runs the same on every Node: pure decisions, code reached through helpers, packages by name', () => {
    const suite = (path: string) => [...runtimeSuite(root, path).keys()];
    expect(suite('packages/core')).not.toContain('packages/core/src/call/decide.test.ts');
    // A schedule run by processes and a crash harness, through helpers: the stores' clients are tested elsewhere.
    expect(suite('packages/stores')).not.toContain('packages/stores/test/scheduled-reconcile.test.ts');
    expect(suite('packages/stores')).not.toContain('packages/stores/test/crash-harness.test.ts');
    expect(suite('tools/runtimes')).toEqual([]);
    expect(suite('apps/demo')).toEqual([]);
    expect(suite('packages/philippines')).toEqual([]);
    expect(suite('packages/fault-suite')).toEqual([]);
    expect(suite('packages/contract')).toEqual([]);
    expect(suite('tools/generate')).toEqual([]);
  });
});
