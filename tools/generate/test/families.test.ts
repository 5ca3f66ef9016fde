import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { camelCase, kebabCase, pascalCase, readFamilies } from '../src/families.mjs';

describe('the names derived from a family or an operation', () => {
  it.each([
    ['neutral', 'neutral', 'Neutral'],
    ['split-v1', 'splitV1', 'SplitV1'],
    ['direct-debit', 'directDebit', 'DirectDebit'],
  ])('folder %s is plugin %s and %sEndpoints', (folder, plugin, pascal) => {
    expect(camelCase(folder)).toBe(plugin);
    expect(pascalCase(folder)).toBe(pascal);
    expect(kebabCase(plugin)).toBe(folder);
  });

  it.each([
    ['createPayment', 'create-payment'],
    ['queryBalanceV2', 'query-balance-v2'],
    ['listStaticVirtualAccountPayments', 'list-static-virtual-account-payments'],
  ])('endpoint %s lives in %s.ts', (name, file) => {
    expect(kebabCase(name)).toBe(file);
  });
});

describe('families.json', () => {
  const root = mkdtempSync(join(tmpdir(), 'lintas-families-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (families: unknown) => writeFileSync(join(root, 'families.json'), JSON.stringify({ families }));

  it('lists each family with its package, plugin and console defaults, in order', () => {
    write([
      { name: 'split-v1', currency: 'IDR', country: 'ID' },
      { name: 'neutral', currency: 'PHP', country: 'PH' },
    ]);
    expect(readFamilies(root)).toEqual([
      {
        folder: 'split-v1',
        packageName: '@lintas/split-v1',
        plugin: 'splitV1',
        pascal: 'SplitV1',
        currency: 'IDR',
        country: 'ID',
        protocol: 'envelope',
      },
      {
        folder: 'neutral',
        packageName: '@lintas/neutral',
        plugin: 'neutral',
        pascal: 'Neutral',
        currency: 'PHP',
        country: 'PH',
        protocol: 'envelope',
      },
    ]);
  });

  it('reads a family that speaks SNAP BI instead of the envelope', () => {
    write([{ name: 'snap', currency: 'IDR', country: 'ID', protocol: 'snap' }]);
    expect(readFamilies(root).map(({ folder, protocol }) => `${folder} ${protocol}`)).toEqual(['snap snap']);
  });

  it.each([
    [[{ name: 'Split_V1', currency: 'IDR', country: 'ID' }], 'families[0].name must be a package folder in kebab-case'],
    [[{ name: 'neutral', country: 'PH' }], 'families[0].currency must be text'],
    [
      [{ name: 'neutral', currency: 'PHP', country: 'PH', protocol: 'soap' }],
      'families[0].protocol must be "envelope"',
    ],
    [[{ name: 'neutral', currency: 'PHP', country: '' }], 'families[0].country must be text'],
  ])('refuses %j, naming the field', (families, message) => {
    write(families);
    expect(() => readFamilies(root)).toThrow(message);
  });
});
