import * as v from 'valibot';
import { describeIssues, schemasAt } from './describe-issues.js';
import { RequestValidationError, type ValidationIssue } from './errors/request-validation-error.js';
import type { AnyEndpoint } from './types/endpoint.js';

/** Issue types that are documented format constraints rather than type or presence checks. */
const formatIssueTypes = new Set([
  'regex',
  'length',
  'min_length',
  'max_length',
  'starts_with',
  'ends_with',
  'email',
  'url',
  'min_value',
  'max_value',
]);

function isFormatIssue(issue: v.BaseIssue<unknown>): boolean {
  // A known-values list is a format constraint only for a string: a number is still a type error.
  return formatIssueTypes.has(issue.type) || (issue.type === 'picklist' && typeof issue.input === 'string');
}

/** Converts valibot issues into issues that name their field and never repeat its value. */
export function toValidationIssues(
  issues: readonly v.BaseIssue<unknown>[],
  schema?: v.GenericSchema,
): ValidationIssue[] {
  return describeIssues(issues, schema);
}

/**
 * The params to send of a call whose params did not pass their schema with `issues`: with
 * `formatChecks` off, format issues alone do not stop the call, which goes on with `output`. Otherwise
 * throws a `RequestValidationError` reporting every problem at once: each issue named by its field, and
 * those of a variant's options (see `variantIssues`).
 */
export function paramsDespiteIssues(
  endpoint: AnyEndpoint,
  output: unknown,
  issues: readonly v.BaseIssue<unknown>[],
  formatChecks: boolean,
): Record<string, unknown> {
  const relevant = (found: readonly v.BaseIssue<unknown>[]) =>
    formatChecks ? found : found.filter((issue) => !isFormatIssue(issue));
  const stopping = relevant(issues);
  if (stopping.length === 0) return output as Record<string, unknown>;
  const described = describeIssues(stopping, endpoint.params);
  throw new RequestValidationError(endpoint.path, [
    ...described,
    ...variantIssues(endpoint.params, stopping, relevant),
  ]);
}

/**
 * When the field that tells a variant's options apart is missing or wrong, valibot reports only that
 * field. This also reports the problems every option would have (`createPayout({})`: each required
 * field, not just `payMethodCode`), so one attempt shows everything to fix.
 */
function variantIssues(
  schema: v.GenericSchema,
  issues: readonly v.BaseIssue<unknown>[],
  relevant: (issues: readonly v.BaseIssue<unknown>[]) => readonly v.BaseIssue<unknown>[],
): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  for (const issue of issues) {
    const path = issue.path ?? [];
    const last = path.at(-1);
    if (issue.type !== 'variant' || last === undefined) continue;
    const parentKeys = path.slice(0, -1).map((item) => item.key);
    const input = last.input;
    if (typeof input !== 'object' || input === null) continue;
    const variant = findVariant(schema, parentKeys, String(last.key));
    if (!variant) continue;
    let common: Map<string, ValidationIssue> | undefined;
    for (const option of variant.options) {
      const value = discriminatorValue(option, variant.key);
      if (value === undefined) continue;
      const optionIssues = v.safeParse(option as v.GenericSchema, { ...input, [variant.key]: value }).issues ?? [];
      const described = describeIssues(relevant(optionIssues), option as v.GenericSchema).map((item) =>
        prefix(item, parentKeys),
      );
      const byText = new Map(described.map((item) => [`${item.path}\0${item.message}`, item]));
      common = common ? new Map([...common].filter(([text]) => byText.has(text))) : byText;
    }
    found.push(...(common?.values() ?? []));
  }
  return found;
}

interface VariantNode {
  readonly type: 'variant';
  readonly key: string;
  readonly options: readonly {
    readonly entries?: Readonly<
      Record<string, { readonly type: string; readonly literal?: unknown; readonly options?: readonly unknown[] }>
    >;
  }[];
}

function findVariant(schema: v.GenericSchema, parentKeys: readonly unknown[], key: string): VariantNode | undefined {
  // The variant sits at the parent path; schemasAt unfolds variants into their options, so look one step up.
  const candidates =
    parentKeys.length === 0
      ? [schema as unknown]
      : schemasAt(schema as never, parentKeys.slice(0, -1)).map(
          (node) => (node as { entries?: Record<string, unknown> }).entries?.[String(parentKeys.at(-1))],
        );
  for (let candidate of candidates) {
    while (typeof candidate === 'object' && candidate !== null && 'wrapped' in candidate)
      candidate = (candidate as { wrapped: unknown }).wrapped;
    const node = candidate as Partial<VariantNode> | undefined;
    if (node?.type === 'variant' && node.key === key && Array.isArray(node.options)) return node as VariantNode;
  }
  return undefined;
}

function discriminatorValue(option: VariantNode['options'][number], key: string): unknown {
  const entry = option.entries?.[key];
  if (entry?.type === 'literal') return entry.literal;
  if (entry?.type === 'picklist') return entry.options?.[0];
  return undefined;
}

function prefix(issue: ValidationIssue, keys: readonly unknown[]): ValidationIssue {
  if (keys.length === 0) return issue;
  const head = keys.map(String).join('.');
  return { path: issue.path ? `${head}.${issue.path}` : head, message: issue.message };
}
