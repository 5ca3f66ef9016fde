import type { AnyEndpoint, Plugin } from '@lintas/core';
import { type SnapProfileName, snapProfiles } from '@lintas/snap';
import { demoFamilies, demoSnapFamilies } from '../families.js';
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
  /** What its operations speak: the `{appId, sign, param}` envelope, or SNAP BI (a client of its own). */
  readonly protocol: 'envelope' | 'snap';
}

// Every family the demo client uses, then the SNAP families, each with the package whose declarations
// document it (families.json).
const FAMILIES: readonly Family[] = [
  ...demoFamilies.map((family) => ({ ...family, protocol: 'envelope' as const })),
  ...demoSnapFamilies.map((family) => ({ ...family, protocol: 'snap' as const })),
].map((family) => ({ ...family, plugin: family.plugin as unknown as AnyPlugin }));

/** The SNAP site that serves `path`: the profile whose paths start with its prefix (`/v2.1/`: PayCools cargo). */
export function snapProfileOf(path: string): SnapProfileName | undefined {
  return (Object.keys(snapProfiles) as SnapProfileName[]).find((name) => path.startsWith(snapProfiles[name].prefix));
}

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
  /** For a SNAP operation: the site it is on, whose client sends it. Absent: the envelope client sends it. */
  readonly snapProfile?: SnapProfileName;
}

/** Every operation of every family, with the fields of its form, read once at start. */
export function createCatalog(): readonly Operation[] {
  return FAMILIES.flatMap((family) => {
    const docs = readDeclarationDocs(family.packageName);
    return Object.entries(family.plugin.endpoints).map(([name, endpoint]) => {
      const operationDocs = docs.get(name);
      const snapProfile = family.protocol === 'snap' ? snapProfileOf(endpoint.path) : undefined;
      if (family.protocol === 'snap' && !snapProfile)
        throw new Error(`${family.plugin.name}.${name}: ${endpoint.path} is on no SNAP site (snapProfiles)`);
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
        ...(snapProfile === undefined ? {} : { snapProfile }),
      };
    });
  });
}
