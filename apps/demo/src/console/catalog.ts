import type { AnyEndpoint, Plugin } from '@lintas/core';
import { directDebit } from '@lintas/direct-debit';
import { indonesia } from '@lintas/indonesia';
import { malaysia } from '@lintas/malaysia';
import { neutral } from '@lintas/neutral';
import { philippines } from '@lintas/philippines';
import { splitV1 } from '@lintas/split-v1';
import { thailand } from '@lintas/thailand';
import type { DocumentedField } from './api-types.js';
import { readDeclarationDocs } from './declaration-docs.js';
import { schemaFields, variantKeyOf } from './schema-fields.js';

type AnyPlugin = Plugin<string, Record<string, AnyEndpoint>>;

/** One API family the console offers. */
interface Family {
  readonly plugin: AnyPlugin;
  readonly packageName: string;
  /** The currency its amounts are in, unless the form names one (`currency`). */
  readonly currency: string;
  /** The country whose channels its forms list, unless the form names one (`countryCode`). */
  readonly country: string;
}

// Every family the demo client uses, with the package whose declarations document it (a test checks
// that none is missing).
const FAMILIES: readonly Family[] = [
  { plugin: philippines as unknown as AnyPlugin, packageName: '@lintas/philippines', currency: 'PHP', country: 'PH' },
  { plugin: neutral as unknown as AnyPlugin, packageName: '@lintas/neutral', currency: 'PHP', country: 'PH' },
  { plugin: indonesia as unknown as AnyPlugin, packageName: '@lintas/indonesia', currency: 'IDR', country: 'ID' },
  { plugin: thailand as unknown as AnyPlugin, packageName: '@lintas/thailand', currency: 'THB', country: 'TH' },
  { plugin: malaysia as unknown as AnyPlugin, packageName: '@lintas/malaysia', currency: 'MYR', country: 'MY' },
  { plugin: splitV1 as unknown as AnyPlugin, packageName: '@lintas/split-v1', currency: 'IDR', country: 'ID' },
  { plugin: directDebit as unknown as AnyPlugin, packageName: '@lintas/direct-debit', currency: 'PHP', country: 'PH' },
];

/** One operation: a method of a family's plugin. */
export interface Operation {
  readonly family: string;
  readonly name: string;
  readonly path: string;
  readonly summary: string;
  /** Currency of its amount fields unless the form has a `currency` field. */
  readonly currency: string;
  /** Country of its channel codes unless the form has a `countryCode` field. */
  readonly country: string;
  readonly fields: readonly DocumentedField[];
  /** The field that tells the options of variant params apart. */
  readonly variantKey: string | undefined;
  readonly endpoint: AnyEndpoint;
}

/** Every operation of every family, with the fields of its form, read once at start. */
export function createCatalog(): readonly Operation[] {
  return FAMILIES.flatMap((family) => {
    const docs = readDeclarationDocs(family.packageName);
    return Object.entries(family.plugin.endpoints).map(([name, endpoint]) => {
      const operationDocs = docs.get(name);
      return {
        family: family.plugin.name,
        name,
        path: endpoint.path,
        summary: operationDocs?.summary ?? '',
        currency: family.currency,
        country: family.country,
        fields: schemaFields(endpoint.params, operationDocs?.fields),
        variantKey: variantKeyOf(endpoint.params),
        endpoint,
      };
    });
  });
}
