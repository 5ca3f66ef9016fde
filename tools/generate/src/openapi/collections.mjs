// The Postman (collection v2.1) and Bruno collections (pure), from the envelope families' OpenAPI
// document: one request per operation, pointed at `lintas proxy` (`{{proxyUrl}}`), with example params
// and a test that the gateway answered through the proxy.
import { exampleParams } from './examples.mjs';

/**
 * @typedef {import('../families.mjs').Family} Family
 * @typedef {{ operation: string, family: Family, params: Record<string, unknown>, description: string }} CollectionRequest
 */

/** Where the proxy listens by default (`lintas proxy`). */
export const DEFAULT_PROXY_URL = 'http://127.0.0.1:8931';

/**
 * The params schema of `operation` in an operation object (the one titled with it, at a shared path).
 * @param {any} operationObject @param {string} operation
 */
const paramsSchemaOf = (operationObject, operation) => {
  const schema = operationObject.requestBody.content['application/json'].schema.properties.param.contentSchema;
  return schema.anyOf?.find((/** @type {any} */ option) => option.title === operation) ?? schema;
};

/**
 * Every request of the collections, in the document's order.
 * @param {any} document the envelope families' document
 * @param {readonly Family[]} families
 * @returns {CollectionRequest[]}
 */
export function collectionRequests(document, families) {
  return Object.values(document.paths).flatMap((/** @type {any} */ item) =>
    item.post['x-lintas-operations'].map((/** @type {any} */ facts) => {
      const family = families.find((candidate) => candidate.packageName === facts.family);
      if (!family) throw new Error(`${facts.operation}: no family ${facts.family}`);
      const name = facts.operation.slice(facts.operation.indexOf('.') + 1);
      const creates = facts.retry.kind === 'write' && /^(create|add|bind|upload|apply)/.test(name);
      return {
        operation: facts.operation,
        family,
        params: exampleParams(paramsSchemaOf(item.post, facts.operation), family, creates),
        description: `\`${facts.operation}\` through \`lintas proxy\`. ${facts.retry.kind === 'read' ? 'A read.' : 'A write: it moves money or makes a record.'}`,
      };
    }),
  );
}

/** The proxy's path of an operation: `/<plugin>/<method>`. @param {string} operation */
const proxyPath = (operation) => `/${operation.replace('.', '/')}`;

/** The test each request runs: the gateway answered it (accepted, 200, or refused, 422) through the proxy. */
const postmanTest = (/** @type {string} */ operation) => [
  "pm.test('the gateway answered through lintas proxy', function () {",
  '  pm.expect([200, 422]).to.include(pm.response.code);',
  '  var body = pm.response.json();',
  `  pm.expect(body.operation).to.eql('${operation}');`,
  "  pm.expect(body.answer.code).to.be.a('number');",
  '});',
];

/**
 * The Postman collection (v2.1): a folder per family.
 * @param {readonly CollectionRequest[]} requests @param {string} version
 */
export function postmanCollection(requests, version) {
  const plugins = [...new Set(requests.map((request) => request.family.plugin))];
  return {
    info: {
      name: 'Lintas through lintas proxy',
      description: `Every operation of the Lintas families (${version}), sent to \`lintas proxy\`, which signs it with your key. Start it (\`npx lintas proxy\`), then run this collection; \`proxyUrl\` is where it listens.`,
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [{ key: 'proxyUrl', value: DEFAULT_PROXY_URL }],
    item: plugins.map((plugin) => ({
      name: plugin,
      item: requests
        .filter((request) => request.family.plugin === plugin)
        .map((request) => ({
          name: request.operation,
          request: {
            method: 'POST',
            header: [{ key: 'Content-Type', value: 'application/json' }],
            url: {
              raw: `{{proxyUrl}}${proxyPath(request.operation)}`,
              host: ['{{proxyUrl}}'],
              path: proxyPath(request.operation).slice(1).split('/'),
            },
            body: { mode: 'raw', raw: JSON.stringify(request.params, null, 2), options: { raw: { language: 'json' } } },
            description: request.description,
          },
          event: [{ listen: 'test', script: { type: 'text/javascript', exec: postmanTest(request.operation) } }],
        })),
    })),
  };
}

/** A Bruno block's body, indented. @param {string} text */
const indented = (text) =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : `  ${line}`))
    .join('\n');

/**
 * One request as a Bruno file (`.bru`).
 * @param {CollectionRequest} request @param {number} seq
 */
function brunoRequest(request, seq) {
  return `meta {
  name: ${request.operation}
  type: http
  seq: ${seq}
}

post {
  url: {{proxyUrl}}${proxyPath(request.operation)}
  body: json
  auth: none
}

headers {
  content-type: application/json
}

body:json {
${indented(JSON.stringify(request.params, null, 2))}
}

tests {
  test("the gateway answered through lintas proxy", function () {
    expect([200, 422]).to.include(res.getStatus());
    expect(res.getBody().operation).to.eql("${request.operation}");
    expect(res.getBody().answer.code).to.be.a("number");
  });
}

docs {
${indented(request.description)}
}
`;
}

/**
 * The Bruno collection's files, by path inside its folder: `bruno.json`, the `proxy` environment and a
 * folder per family.
 * @param {readonly CollectionRequest[]} requests
 * @returns {Map<string, string>}
 */
export function brunoCollection(requests) {
  const files = new Map([
    [
      'bruno.json',
      `${JSON.stringify({ version: '1', name: 'Lintas through lintas proxy', type: 'collection' }, null, 2)}\n`,
    ],
    ['environments/proxy.bru', `vars {\n  proxyUrl: ${DEFAULT_PROXY_URL}\n}\n`],
  ]);
  requests.forEach((request, index) => {
    files.set(
      `${request.family.plugin}/${request.operation.slice(request.operation.indexOf('.') + 1)}.bru`,
      brunoRequest(request, index + 1),
    );
  });
  return files;
}
