import { describe, expect, it } from 'vitest';
import { camelCase, pascalCase } from '../src/families.mjs';
import { demoFamilies } from '../src/outputs/every-family.mjs';

const family = (folder: string, protocol: 'envelope' | 'snap') => ({
  folder,
  packageName: `@lintas/${folder}`,
  plugin: camelCase(folder),
  pascal: pascalCase(folder),
  currency: 'IDR',
  country: 'ID',
  protocol,
});

describe("the demo's list of families", () => {
  const { path, content } = demoFamilies([family('neutral', 'envelope'), family('snap', 'snap')]);
  const listed = (name: string) => content.split(`export const ${name} = [`)[1]?.split(']')[0] ?? '';

  it('lists a SNAP family for the console apart from the families the envelope client mounts', () => {
    expect(path).toBe('apps/demo/src/families.ts');
    expect(listed('demoFamilies')).toContain('plugin: neutral,');
    expect(listed('demoFamilies')).not.toContain('snap');
    expect(listed('demoSnapFamilies')).toContain(
      "{ plugin: snap, packageName: '@lintas/snap', currency: 'IDR', country: 'ID' }",
    );
    expect(listed('demoPlugins')).toBe('neutral');
    expect(content).toContain('useEveryFamily = (client: Client) => client.use(neutral);');
    expect(content).toContain("import { snap } from '@lintas/snap';");
  });

  it('lists no SNAP family when families.json has none', () => {
    const alone = demoFamilies([family('neutral', 'envelope')]).content;
    expect(alone).toContain('export const demoSnapFamilies = [\n] as const;');
    expect(alone).not.toContain('@lintas/snap');
  });
});
