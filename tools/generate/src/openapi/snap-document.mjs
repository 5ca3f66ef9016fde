// The OpenAPI 3.1 document of the SNAP BI family (pure): plain JSON bodies, signed in headers.
import { byPath, checksOf, factsOf, oneOfOperations, operationsOf, plainDoc } from './openapi-document.mjs';

/** @typedef {import('./openapi-document.mjs').DescribedFamily} DescribedFamily */
/** @typedef {import('./openapi-document.mjs').Operation} Operation */

/** The headers of every SNAP transaction, as `createSnapClient` sends them. */
const HEADERS = [
  ['X-TIMESTAMP', 'The time of the request, ISO 8601 with its offset, e.g. `2026-01-31T10:00:00+07:00`.'],
  ['X-SIGNATURE', "The signature of the request, as the site's profile makes it (HMAC-SHA512 or SHA256withRSA)."],
  ['X-PARTNER-ID', 'Your partner id (your client key unless the gateway issued another).'],
  ['X-EXTERNAL-ID', 'Unique per call for the day; the same on every attempt of one write.'],
].map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } }));

/**
 * The Operation Object of the SNAP operations at one path.
 * @param {readonly Operation[]} entries
 */
function snapOperation(entries) {
  return {
    operationId: entries.map((entry) => entry.operation).join('~'),
    summary: entries.map((entry) => entry.operation).join(', '),
    description: entries.map((entry) => plainDoc(entry.endpoint.description)).join('\n\n'),
    tags: ['snap'],
    security: [{ accessToken: [] }],
    parameters: [
      ...HEADERS,
      {
        name: 'CHANNEL-ID',
        in: 'header',
        required: false,
        description: 'The channel id, where the site asks for one.',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: oneOfOperations(entries, (entry) => entry.read.params) } },
    },
    responses: {
      200: {
        description: 'The answer: `responseCode` is the HTTP status, the service code and a case (`2004700`).',
        content: { 'application/json': { schema: oneOfOperations(entries, (entry) => entry.read.data) } },
      },
      '4XX': {
        description:
          'A refusal: the same body, its `responseCode` naming the reason (`4094700`: this `X-EXTERNAL-ID` was used).',
      },
      '5XX': { description: 'An error of the site: the outcome of a write is unknown until it is looked up.' },
    },
    'x-lintas-operations': entries.map(factsOf),
    'x-lintas-checks': entries.flatMap(checksOf),
  };
}

/**
 * The document of the SNAP family.
 * @param {readonly DescribedFamily[]} families the SNAP families (one today)
 * @param {string} version
 */
export function snapDocument(families, version) {
  const paths = byPath(operationsOf(families));
  return {
    openapi: '3.1.0',
    info: {
      title: "Lintas: the gateway's SNAP BI API",
      version,
      description:
        "The operations of `@lintas/snap`, Bank Indonesia's SNAP standard as the gateway's Indonesian sites serve it: `POST` JSON, signed in the headers, with an access token (`POST /v1.0/access-token/b2b`). Generated from the SDK's own schemas; `x-lintas-checks` lists the rules the SDK checks that JSON Schema does not state.",
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      {
        url: '{baseUrl}',
        variables: { baseUrl: { default: 'https://snap.example.com', description: "The SNAP site's base URL." } },
      },
    ],
    tags: families.map(({ family, summary }) => ({
      name: family.plugin,
      description: `${family.packageName}: ${summary}`,
    })),
    paths: Object.fromEntries([...paths].map(([path, entries]) => [path, { post: snapOperation(entries) }])),
    components: {
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The B2B access token of `POST /v1.0/access-token/b2b`.',
        },
      },
    },
  };
}
