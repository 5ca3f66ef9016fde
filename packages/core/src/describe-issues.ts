import type * as v from 'valibot';
import { amountCurrency, amountIssueMessage } from './describe-amount-issue.js';
import type { ValidationIssue } from './errors/request-validation-error.js';
import { closestName } from './utils/closest-name.js';
import { valueHint } from './utils/value-hint.js';

/** The parts of a valibot schema that locate a field: object entries, wrapped, item and option schemas. */
interface SchemaNode {
  readonly type: string;
  readonly entries?: Readonly<Record<string, SchemaNode>>;
  readonly wrapped?: SchemaNode;
  readonly item?: SchemaNode;
  readonly options?: readonly unknown[];
  readonly key?: string;
  readonly literal?: unknown;
}

const objectTypes = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);
/** Longest key shown in a path: keys come from the caller's input. */
const maxKeyLength = 40;
/** Longest message of one issue. */
const maxMessageLength = 300;

/**
 * Turns valibot issues into issues a merchant can act on: each names its field and the rule it broke
 * (`email is required`, `unknown field mchOrderID — did you mean mchOrderId?`, `amount must be a number
 * (received a string of 40 characters)`) and never repeats the value it was given.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], schema?: v.GenericSchema): ValidationIssue[] {
  return issues.map((issue) => describeIssue(issue, schema as SchemaNode | undefined));
}

function describeIssue(issue: v.BaseIssue<unknown>, schema: SchemaNode | undefined): ValidationIssue {
  const keys = (issue.path ?? []).map((item) => item.key);
  const path = keys.map(displayKey).join('.');
  const field = path || 'params';
  // The input of an unknown-key issue is the key, shown (shortened) on purpose; any other input never is.
  const unknownKey = issue.kind === 'schema' && objectTypes.has(issue.type) && issue.expected === 'never';
  const amount =
    notAnInteger(issue) && schema ? amountCurrency(schemasAt(schema, keys), issue.path?.at(-1)?.input) : undefined;
  // An amount's refusal shows its value only when it is a number or short decimal text (never a secret).
  if (amount !== undefined) return { path, message: limit(amountIssueMessage(field, issue.input, amount), undefined) };
  return { path, message: limit(issueMessage(issue, keys, field, schema), unknownKey ? undefined : issue.input) };
}

/** True when `issue` says a value is not a (safe) integer: text, a decimal number, a boolean, ... */
function notAnInteger(issue: v.BaseIssue<unknown>): boolean {
  return (
    (issue.kind === 'schema' && issue.type === 'number' && issue.input !== undefined) ||
    issue.type === 'safe_integer' ||
    issue.type === 'integer'
  );
}

function issueMessage(
  issue: v.BaseIssue<unknown>,
  keys: readonly unknown[],
  field: string,
  schema: SchemaNode | undefined,
): string {
  const isDefault = issue.message.endsWith(`but received ${issue.received}`);
  if (issue.kind === 'schema' && objectTypes.has(issue.type) && keys.length > 0) {
    if (issue.expected === 'never') {
      const name = String(keys.at(-1));
      const known = schema ? entryNames(schema, keys.slice(0, -1)) : [];
      const suggestion = closestName(name, known);
      return `unknown field ${field}${suggestion ? ` — did you mean ${suggestion}?` : known.length > 0 ? ` (fields: ${known.join(', ')})` : ''}`;
    }
    if (issue.received === 'undefined') return `${field} is required`;
  }
  if (issue.kind === 'schema' && issue.type === 'variant' && issue.received === 'undefined') {
    return `${field} is required: one of ${unparenthesize(issue.expected ?? '')}`;
  }
  if (!isDefault) {
    const own = issue.message.startsWith(String(keys.at(-1) ?? '\0')) ? issue.message : `${field} ${issue.message}`;
    // A check of the whole object (a rule across fields) has the object as input: its kind says nothing.
    const primitive = typeof issue.input !== 'object' || issue.input === null;
    return issue.kind === 'validation' && primitive ? `${own} (received ${valueHint(issue.input)})` : own;
  }
  return `${field} ${ruleOf(issue)} (received ${valueHint(issue.input)})`;
}

/** The rule of an issue valibot described with its default message, which holds the value. */
function ruleOf(issue: v.BaseIssue<unknown>): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  const bound = typeof requirement === 'number' || typeof requirement === 'string' ? String(requirement) : '';
  switch (issue.type) {
    case 'regex':
      return `must match ${issue.expected ?? 'its pattern'}`;
    case 'min_length':
      return `must be at least ${bound} ${unitOf(issue.input)}`;
    case 'max_length':
      return `must be at most ${bound} ${unitOf(issue.input)}`;
    case 'length':
      return `must be exactly ${bound} ${unitOf(issue.input)}`;
    case 'min_value':
      return `must be at least ${bound}`;
    case 'max_value':
      return `must be at most ${bound}`;
    case 'integer':
      return 'must be an integer';
    case 'email':
      return 'must be an e-mail address';
    case 'url':
      return 'must be a URL';
    default:
      return issue.kind === 'schema' ? `must be ${expectedPhrase(issue.expected)}` : `failed the ${issue.type} check`;
  }
}

function unitOf(input: unknown): string {
  return typeof input === 'string' ? 'characters' : Array.isArray(input) ? 'items' : 'long';
}

function expectedPhrase(expected: string | null): string {
  if (expected === null) return 'valid';
  const words: Record<string, string> = {
    number: 'a number',
    string: 'a string',
    boolean: 'a boolean',
    Object: 'an object',
    Array: 'an array',
    bigint: 'a bigint',
  };
  const phrase = words[expected];
  if (phrase) return phrase;
  return expected.includes('|') ? `one of ${unparenthesize(expected)}` : expected;
}

function unparenthesize(text: string): string {
  return text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1) : text;
}

function displayKey(key: unknown): string {
  const text = String(key);
  return text.length > maxKeyLength ? `${text.slice(0, maxKeyLength)}… (${text.length} characters)` : text;
}

/** Bounds a message and, as a last guard, removes the input should a custom message have quoted it. */
function limit(message: string, input: unknown): string {
  let text = typeof input === 'string' && input.length >= 8 ? message.split(input).join(valueHint(input)) : message;
  if (text.length > maxMessageLength) text = `${text.slice(0, maxMessageLength - 1)}…`;
  return text;
}

/** The field names the schema declares at `keys` (every option of a variant or union). */
export function entryNames(schema: v.GenericSchema | SchemaNode, keys: readonly unknown[]): string[] {
  const names = new Set<string>();
  for (const node of schemasAt(schema as SchemaNode, keys))
    for (const name of Object.keys(node.entries ?? {})) names.add(name);
  return [...names];
}

/** The schemas found at `keys`, wrappers and options unfolded. */
export function schemasAt(schema: SchemaNode, keys: readonly unknown[]): SchemaNode[] {
  let nodes = unfold(schema);
  for (const key of keys) {
    nodes = nodes.flatMap((node) => {
      const child =
        typeof key === 'string' && node.entries && Object.hasOwn(node.entries, key) ? node.entries[key] : node.item;
      return child ? unfold(child) : [];
    });
  }
  return nodes;
}

function unfold(node: SchemaNode): SchemaNode[] {
  if (node.wrapped) return unfold(node.wrapped);
  if (node.type !== 'picklist' && node.options?.every(isSchemaNode))
    return (node.options as SchemaNode[]).flatMap(unfold);
  return [node];
}

function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
