import { describe, expect, it } from 'vitest';
import { listedFamilies } from '../src/families.js';
import { pluginMethodHovers } from '../src/plugin-hovers.js';

describe('the plugin methods in an editor', () => {
  it("show their endpoint's documentation on hover, from the built ESM and CommonJS types", async () => {
    const hovers = await pluginMethodHovers();
    // Every family of families.json (and no plugin outside it), each method in both formats.
    expect(new Set(hovers.map((hover) => hover.packageName))).toEqual(
      new Set(listedFamilies().map((family) => family.packageName)),
    );
    expect(hovers.filter((hover) => hover.format === 'cjs').length).toBe(hovers.length / 2);
    const undocumented = hovers.filter((hover) => hover.endpointDocs.trim() === '');
    expect(undocumented.map((hover) => `${hover.method} (${hover.format})`)).toEqual([]);
    const different = hovers.filter((hover) => hover.methodDocs !== hover.endpointDocs);
    expect(
      different.map((hover) => `${hover.method} (${hover.format}) shows: ${hover.methodDocs.slice(0, 80)}`),
      'write each plugin interface member as `/** {@inheritDoc endpoint} */ readonly x: typeof endpoint;` and build',
    ).toEqual([]);
    const payout = hovers.find((hover) => hover.method === 'client.philippines.createPayout');
    expect(payout?.methodDocs).toContain('/open-api/philippines/disbursement/transfer');
  }, 600_000);
});
