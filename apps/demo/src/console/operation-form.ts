import type { OperationForm } from './api-types.js';
import type { Operation } from './catalog.js';
import { fieldHint } from './field-hints.js';
import { type DefaultsContext, formDefaults, freshFields } from './form-defaults.js';
import { seedFor } from './sandbox-seeds.js';

/** The form of `operation` as the page draws it: fields with their hints, starting values, fresh ids. */
export function operationForm(operation: Operation, context: DefaultsContext): OperationForm {
  const { family, name, path, summary, currency, country, variantKey } = operation;
  const defaults = formDefaults(operation, context);
  const seed = seedFor(`${family}.${name}`);
  return {
    family,
    name,
    path,
    summary,
    currency,
    country,
    fields: operation.fields.map((field) => ({ ...field, hint: fieldHint(field) })),
    ...(variantKey === undefined ? {} : { variantKey }),
    defaults: defaults.values,
    ...(defaults.variants === undefined ? {} : { variantDefaults: defaults.variants }),
    fresh: freshFields(operation),
    ...(seed === undefined ? {} : { seed }),
  };
}
