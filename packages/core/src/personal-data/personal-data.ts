import * as v from 'valibot';

/** The metadata {@link personalData} puts in a schema's pipe. */
export type PersonalDataMetadata = { readonly personalData: true };

/**
 * Marks a field as personal data (what identifies a person: a name, an e-mail address, a phone or
 * account number, an identity document, a pay token), where its schema is declared, so that what
 * reads the schema (the redaction of logs) knows it. Put it last in the field's pipe; every schema
 * built on the field inherits it.
 *
 * @example
 * ```ts
 * import { personalData } from '@lintas/core';
 * import * as v from 'valibot';
 *
 * const params = v.strictObject({
 *   mchOrderId: v.string(),
 *   payerName: v.pipe(v.string(), v.maxLength(128), personalData()),
 * });
 * ```
 */
export function personalData<TInput>(): v.MetadataAction<TInput, PersonalDataMetadata> {
  return v.metadata({ personalData: true });
}
