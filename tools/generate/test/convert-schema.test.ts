import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { convertSchema } from '../src/openapi/convert-schema.mjs';
import { withExtensions } from '../src/openapi/json-schema-keywords.mjs';

const openStatus = v.custom<string>(
  (input) => typeof input === 'string',
  'Invalid type: Expected a string such as "PENDING" | "SUCCESS"',
);
type Tree = { name: string; children: Tree[] };
const node: v.GenericSchema<Tree> = v.object({ name: v.string(), children: v.array(v.lazy(() => node)) });

describe('convertSchema', () => {
  // Each row: a schema, its JSON Schema, and the rules the converter could not express (listed, not dropped).
  const rows: [string, v.GenericSchema, unknown, unknown[]][] = [
    [
      'a length rule is JSON Schema',
      v.strictObject({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(32)) }),
      {
        type: 'object',
        properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
        required: ['id'],
        additionalProperties: false,
      },
      [],
    ],
    [
      'a custom check is listed with the member it applies to and its message',
      v.object({
        at: v.pipe(
          v.string(),
          v.check((text) => text.includes('T'), 'must be an ISO 8601 date-time'),
        ),
      }),
      { type: 'object', properties: { at: { type: 'string' } }, required: ['at'] },
      [{ at: 'at', rule: 'check', message: 'must be an ISO 8601 date-time' }],
    ],
    [
      'a check of a nested member names its path',
      v.object({
        items: v.array(
          v.object({
            price: v.pipe(
              v.number(),
              v.check((n) => n > 0, 'must be positive'),
            ),
          }),
        ),
      }),
      {
        type: 'object',
        properties: {
          items: {
            type: 'array',
            items: { type: 'object', properties: { price: { type: 'number' } }, required: ['price'] },
          },
        },
        required: ['items'],
      },
      [{ at: 'items[].price', rule: 'check', message: 'must be positive' }],
    ],
    [
      'an open enum is a string, its known values as examples, and nothing is skipped',
      v.object({ status: openStatus }),
      {
        type: 'object',
        properties: {
          status: {
            type: 'string',
            description: 'Known values: PENDING, SUCCESS; others may come.',
            examples: ['PENDING', 'SUCCESS'],
          },
        },
        required: ['status'],
      },
      [],
    ],
    [
      'a member that any value passes absorbs its union with null',
      v.object({ extra: v.nullish(v.custom<string>(() => true)) }),
      { type: 'object', properties: { extra: {} } },
      [{ at: 'extra', rule: 'custom' }],
    ],
  ];
  it.each(rows)('%s', (_, schema, json, skipped) => {
    expect(convertSchema(schema, 'input')).toEqual({ schema: json, skipped });
  });

  it('inlines a definition the converter shares, leaving a recursion open, so no $ref points outside the schema', () => {
    const { schema } = convertSchema(v.object({ tree: v.lazy(() => node) }), 'output');
    const text = JSON.stringify(schema);
    expect(text).not.toContain('$ref');
    expect(text).not.toContain('$defs');
    expect(schema).toMatchObject({
      properties: { tree: { type: 'object', properties: { children: { type: 'array' } } } },
    });
  });
});

describe('withExtensions', () => {
  it("names the converter's metadata as extensions, and keeps JSON Schema's keywords and property names", () => {
    expect(
      withExtensions({
        type: 'object',
        properties: { currency: { type: 'integer', currency: 'PHP', minorUnits: true } },
        required: ['currency'],
      }),
    ).toEqual({
      type: 'object',
      properties: { currency: { type: 'integer', 'x-currency': 'PHP', 'x-minorUnits': true } },
      required: ['currency'],
    });
  });
});
