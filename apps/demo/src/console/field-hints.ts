import type { DocumentedField } from './api-types.js';

// What a field's documentation says about minor units, which the form does not take: its amount boxes
// take major units (PHP 500.10) and the form converts them. Each rule drops one way of saying it.
const MINOR_UNIT_WORDING: readonly RegExp[] = [
  /,? a positive integer in minor units(?: \([^)]*\))?/g,
  /,? a positive integer/g,
  / in (?:minor units|centavos|sen|satang)\b/g,
  /:? ?\(?[A-Z]{3} [\d.,]+ is `\d+`\)?/g,
  /; rupiah are whole \([^)]*\)/g,
];

/**
 * An amount field's documentation as it reads beside a box in major units: what it says about minor
 * units (`in centavos, a positive integer: PHP 500.10 is 50010`) taken out, every other rule kept
 * (`at most what remains refundable (else 21406)`); empty when nothing else is left.
 */
export function majorUnitsDoc(doc: string): string {
  let text = doc;
  for (const wording of MINOR_UNIT_WORDING) text = text.replace(wording, '');
  text = text.replace(/\s+/g, ' ').replace(/^The amount; (\w)/, (_, letter: string) => letter.toUpperCase());
  return /^(?:The amount|Amount)\.?$/.test(text.trim()) ? '' : text.trim();
}

/**
 * The hint under a field, each rule said once: its documentation, or the schema's checks when it has
 * none. An amount's documentation loses what it says about minor units (the page says what the box
 * takes, in the form's currency, before it).
 */
export function fieldHint(field: DocumentedField): string {
  if (field.kind === 'amount') return majorUnitsDoc(field.doc);
  return field.doc || field.checks.join('; ');
}
