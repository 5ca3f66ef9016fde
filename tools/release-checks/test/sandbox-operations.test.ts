import { startSandbox } from '@lintas/sandbox';
import { describe, expect, it } from 'vitest';
import { listedFamilies } from '../src/families.js';
import { compareOperations, type NamedOperation, sdkOperations } from '../src/sandbox-operations.js';

/**
 * SDK operations the sandbox does not serve, by `family.name`, each with its reason. Every SDK endpoint is
 * tested over HTTP against the sandbox, so an operation belongs here only when the sandbox cannot emulate it.
 */
const SDK_ONLY: Readonly<Record<string, string>> = {};

/** Sandbox operations no SDK plugin has, by `family.name`, each with its reason. */
const SANDBOX_ONLY: Readonly<Record<string, string>> = {
  'snap.eztransAccessToken':
    'the B2B access token of the EZTrans SNAP site: createSnapClient of @lintas/snap fetches it itself for its calls (shared, refreshed once), so it is no method of the plugin',
  'snap.paycoolsCargoAccessToken':
    'the B2B access token of the PayCools cargo SNAP site: createSnapClient of @lintas/snap fetches it itself for its calls (shared, refreshed once), so it is no method of the plugin',
};

async function sandboxOperations(): Promise<NamedOperation[]> {
  const sandbox = await startSandbox();
  try {
    return sandbox.operations();
  } finally {
    await sandbox.close();
  }
}

describe('the sandbox and the SDK name each operation alike', () => {
  it('serves every SDK endpoint path as an operation of the same family and name, and nothing the SDK lacks', async () => {
    const [sdk, sandbox] = await Promise.all([sdkOperations(), sandboxOperations()]);
    // Read from the builds: every API family of families.json, each with its endpoints.
    expect(new Set(sdk.map((operation) => operation.family))).toEqual(
      new Set(listedFamilies().map((family) => family.plugin)),
    );
    expect(sdk).toContainEqual({ family: 'neutral', name: 'listRefunds', path: '/open-api/refund/payments' });
    const mismatches = compareOperations(sdk, sandbox, { sdkOnly: SDK_ONLY, sandboxOnly: SANDBOX_ONLY });
    expect(mismatches, 'name the sandbox operation as the SDK names it, or list the exception with its reason').toEqual(
      {
        missingInSandbox: [],
        unknownToSdk: [],
        staleExceptions: [],
      },
    );
  });

  it('gives a reason for every exception', () => {
    expect(Object.entries({ ...SDK_ONLY, ...SANDBOX_ONLY }).filter(([, reason]) => reason.trim() === '')).toEqual([]);
  });

  describe('the comparison', () => {
    const payout = { family: 'neutral', name: 'queryPayout', path: '/open-api/disbursement/check' };
    const none = { sdkOnly: {}, sandboxOnly: {} };

    it('reports an SDK operation the sandbox lacks, or serves under another name', () => {
      expect(compareOperations([payout], [], none).missingInSandbox).toEqual([payout]);
      const renamed = { ...payout, name: 'checkPayout' };
      expect(compareOperations([payout], [renamed], none)).toEqual({
        missingInSandbox: [payout],
        unknownToSdk: [renamed],
        staleExceptions: [],
      });
    });

    it('lets a listed exception through, and reports one that is no longer needed', () => {
      const listed = { sdkOnly: { 'neutral.queryPayout': 'not emulated' }, sandboxOnly: {} };
      expect(compareOperations([payout], [], listed).missingInSandbox).toEqual([]);
      expect(compareOperations([payout], [payout], listed).staleExceptions).toEqual(['neutral.queryPayout']);
    });
  });
});
