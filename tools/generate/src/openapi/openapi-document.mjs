// The OpenAPI 3.1 documents of the families (pure): the envelope families' operations in one document,
// SNAP's in another, from each endpoint's definition (its path, retry policy and JSDoc, as
// read-endpoints.mjs reads them) and its schemas as JSON Schema (read-plugins.mjs).
import { withExtensions } from './json-schema-keywords.mjs';

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {import('../read-endpoints.mjs').Endpoint} Endpoint
 * @typedef {import('./read-plugins.mjs').ReadFamily} ReadFamily
 * @typedef {import('./read-plugins.mjs').ReadEndpoint} ReadEndpoint
 * @typedef {{ family: Family, summary: string, endpoints: Endpoint[], read: ReadFamily }} DescribedFamily
 * @typedef {{ operation: string, family: Family, endpoint: Endpoint, read: ReadEndpoint }} Operation
 */

/** The success codes of an operation that declares none. */
const DEFAULT_SUCCESS_CODES = [10000, 1000];

/** `{@link queryPayment}` → `` `queryPayment` ``: the document is read outside TypeScript. */
export const plainDoc = (/** @type {string} */ text) =>
  text.replace(/\{@link\s+([^}\s|]+)(?:\s*\|\s*([^}]+))?\s*\}/g, (_, name, label) => `\`${label ?? name}\``);

/**
 * Every operation of the families, in their order, each under `<plugin>.<method>`.
 * @param {readonly DescribedFamily[]} families
 * @returns {Operation[]}
 */
export function operationsOf(families) {
  return families.flatMap(({ family, endpoints, read }) =>
    endpoints.map((endpoint) => {
      const found = read.endpoints[endpoint.name];
      if (!found) throw new Error(`${family.packageName}: the plugin does not mount \`${endpoint.name}\`.`);
      return { operation: `${family.plugin}.${endpoint.name}`, family, endpoint, read: found };
    }),
  );
}

/**
 * The rules of an operation that JSON Schema does not express, as the document lists them.
 * @param {Operation} entry
 */
export const checksOf = (entry) => [
  ...entry.read.skipped.params.map((rule) => ({ operation: entry.operation, in: 'param', ...rule })),
  ...entry.read.skipped.data.map((rule) => ({ operation: entry.operation, in: 'data', ...rule })),
];

/**
 * An operation's facts beside its schemas: retry, recovery and success codes (`x-lintas-operations`).
 * @param {Operation} entry
 */
export const factsOf = (entry) => ({
  operation: entry.operation,
  family: entry.family.packageName,
  successCodes: entry.read.successCodes ?? DEFAULT_SUCCESS_CODES,
  retry: entry.endpoint.retry,
});

/**
 * One schema of several operations sharing a path: each titled with its operation.
 * @param {readonly Operation[]} entries @param {(entry: Operation) => unknown} pick
 */
export const oneOfOperations = (entries, pick) => {
  const schemas = entries.map((entry) => ({ title: entry.operation, ...withSchema(pick(entry)) }));
  return schemas.length === 1 ? schemas[0] : { anyOf: schemas };
};

/** @param {unknown} schema @returns {Record<string, unknown>} */
const withSchema = (schema) => /** @type {Record<string, unknown>} */ (withExtensions(schema));

/**
 * The params' schema with the envelope's `timestamp`, which the SDK adds to every `param`.
 * @param {{ properties?: object, required?: string[] }} params
 */
const withTimestamp = ({ properties = {}, required = [], ...rest }) => ({
  ...rest,
  properties: { ...properties, timestamp: { $ref: '#/components/schemas/Timestamp' } },
  required: [...required, 'timestamp'],
});

/**
 * The Operation Object of the operations at one path of the envelope API (several families may share it).
 * @param {readonly Operation[]} entries
 */
function envelopeOperation(entries) {
  const [first] = entries;
  if (!first) throw new Error('a path with no operation');
  const paramSchema = oneOfOperations(entries, (entry) => withTimestamp(entry.read.params));
  return {
    operationId: entries.map((entry) => entry.operation).join('~'),
    summary: entries.map((entry) => entry.operation).join(', '),
    description: entries
      .map((entry) => (entries.length === 1 ? '' : `**${entry.operation}**: `) + plainDoc(entry.endpoint.description))
      .join('\n\n'),
    tags: [...new Set(entries.map((entry) => entry.family.plugin))],
    // Signed in the body (`sign`), not by an HTTP security scheme.
    security: [],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: envelopeSchema(
            paramSchema,
            "The operation's params plus `timestamp`, as JSON text: what `sign` signs.",
          ),
        },
      },
    },
    responses: {
      200: {
        description:
          "The gateway's answer. `code` is a success code of the operation (`x-lintas-operations`) or a refusal.",
        content: { 'application/json': { schema: answerSchema(oneOfOperations(entries, (entry) => entry.read.data)) } },
      },
      '4XX': { description: 'The gateway, or a proxy in front of it, refused the HTTP request: nothing was done.' },
      '5XX': {
        description:
          'An error of the gateway or a proxy: the outcome of a write is unknown until it is looked up (`x-lintas-operations`).',
      },
    },
    'x-lintas-operations': entries.map(factsOf),
    'x-lintas-checks': entries.flatMap(checksOf),
  };
}

/**
 * The `{ appId, sign, param }` envelope, `param` being JSON text of `paramSchema`.
 * @param {unknown} paramSchema @param {string} description
 */
const envelopeSchema = (paramSchema, description) => ({
  type: 'object',
  required: ['appId', 'sign', 'param'],
  properties: {
    appId: { type: 'string', description: 'Your application id, as the gateway issued it.' },
    sign: {
      type: 'string',
      description: 'RSA-SHA256 signature of exactly the `param` text, base64, by your private key.',
    },
    param: { type: 'string', description, contentMediaType: 'application/json', contentSchema: paramSchema },
  },
});

/** The answer envelope `{ code, message, data }`. @param {unknown} dataSchema */
const answerSchema = (dataSchema) => ({
  type: 'object',
  required: ['code'],
  properties: {
    code: { $ref: '#/components/schemas/ResultCode' },
    message: { type: 'string' },
    data: {
      description: "On a success code, the operation's data (sometimes sent as JSON text); otherwise null.",
      .../** @type {object} */ (dataSchema),
    },
  },
});

/**
 * The result codes as one schema: each code, titled with its name(s).
 * @param {Readonly<Record<string, number>>} codes
 */
export function resultCodeSchema(codes) {
  /** @type {Map<number, string[]>} */
  const names = new Map();
  for (const [name, code] of Object.entries(codes)) names.set(code, [...(names.get(code) ?? []), name]);
  return {
    type: 'integer',
    description:
      "The gateway's result code: 10000 (1000 on some operations) is success; any other is a refusal or an error.",
    oneOf: [...names].sort(([a], [b]) => a - b).map(([code, titles]) => ({ const: code, title: titles.join(' / ') })),
  };
}

/**
 * The notifications of the families as `webhooks`, each under `<plugin>.<event>`.
 * @param {readonly DescribedFamily[]} families
 */
function webhooksOf(families) {
  return Object.fromEntries(
    families.flatMap(({ family, read }) =>
      Object.entries(read.notifications).map(([event, notification]) => [
        `${family.plugin}.${event}`,
        {
          post: {
            operationId: `${family.plugin}.notification.${event}`,
            summary: `${event} (${family.packageName})`,
            description: `The gateway posts \`${event}\` to the \`notifyUrl\` of the call, signed with its platform key. The same notification may arrive more than once: \`x-lintas-key\` names the members that identify it.`,
            tags: [family.plugin],
            security: [],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['param', 'sign'],
                    properties: {
                      param: {
                        type: 'string',
                        contentMediaType: 'application/json',
                        contentSchema: withSchema(notification.schema),
                      },
                      sign: {
                        type: 'string',
                        description: "RSA-SHA256 signature of exactly the `param` text, by the gateway's platform key.",
                      },
                    },
                  },
                },
              },
            },
            responses: { 200: { description: 'Received: the gateway stops sending it.' } },
            'x-lintas-kind': notification.kind,
            'x-lintas-key': notification.key,
            'x-lintas-checks': notification.skipped.map((rule) => ({ notification: event, in: 'param', ...rule })),
          },
        },
      ]),
    ),
  );
}

/**
 * The operations grouped by path, in the order of their first operation.
 * @param {readonly Operation[]} operations
 */
export const byPath = (operations) => {
  /** @type {Map<string, Operation[]>} */
  const paths = new Map();
  for (const entry of operations) paths.set(entry.endpoint.path, [...(paths.get(entry.endpoint.path) ?? []), entry]);
  return paths;
};

/**
 * The document of the envelope families.
 * @param {readonly DescribedFamily[]} families
 * @param {Readonly<Record<string, number>>} gatewayCodes
 * @param {string} version
 */
export function envelopeDocument(families, gatewayCodes, version) {
  const paths = byPath(operationsOf(families));
  return {
    openapi: '3.1.0',
    info: {
      title: "Lintas: the gateway's merchant API (envelope families)",
      version,
      description:
        "Every operation of the Lintas families that speak the gateway's signed envelope: `POST` JSON `{ appId, sign, param }`, `param` being the operation's params plus `timestamp` as JSON text and `sign` its RSA-SHA256 signature. Generated from the SDK's own schemas. `x-lintas-operations` gives each operation's success codes and what a retry does; `x-lintas-checks` lists the rules the SDK checks that JSON Schema does not state. To call it from Postman, Bruno or curl without signing, run `lintas proxy`.",
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      {
        url: '{baseUrl}',
        variables: {
          baseUrl: {
            default: 'https://openapi.example.com',
            description: "The gateway's base URL, as your account manager gives it.",
          },
        },
      },
    ],
    tags: families.map(({ family, summary }) => ({
      name: family.plugin,
      description: `${family.packageName}: ${summary}`,
    })),
    paths: Object.fromEntries([...paths].map(([path, entries]) => [path, { post: envelopeOperation(entries) }])),
    webhooks: webhooksOf(families),
    components: {
      schemas: {
        ResultCode: resultCodeSchema(gatewayCodes),
        Timestamp: {
          type: 'integer',
          description: 'The time of the request, epoch milliseconds (13 digits; some accounts take 10-digit seconds).',
        },
      },
    },
  };
}
