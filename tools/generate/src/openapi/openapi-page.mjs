// The docs page of the OpenAPI documents (pure): what they hold, how a tool calls the gateway through
// `lintas proxy`, and every operation and notification they describe.

/**
 * @typedef {{ paths: Record<string, { post: { 'x-lintas-operations': { operation: string, retry: { kind: string } }[], 'x-lintas-checks': unknown[] } }>, webhooks?: Record<string, unknown> }} Document
 */

/**
 * The rows of a document's operations: operation, path, retry, rules outside JSON Schema.
 * @param {Document} document
 */
const rows = (document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    item.post['x-lintas-operations'].map(
      (facts) =>
        `| \`${facts.operation}\` | \`POST ${path}\` | ${facts.retry.kind === 'read' ? 'read: repeated freely' : 'write: repeated only as its keys allow'} |`,
    ),
  );

/**
 * The page.
 * @param {Document} envelope the envelope families' document
 * @param {Document} snap SNAP's document
 */
export function openapiPage(envelope, snap) {
  return `# OpenAPI documents, Postman and Bruno collections

<!-- Written by \`pnpm generate\` from the endpoint definitions: do not edit. -->

Lintas describes every operation it calls in two OpenAPI 3.1 documents, generated from the same schemas
the SDK validates with:

- [\`openapi/lintas.openapi.json\`](openapi/lintas.openapi.json): the families that speak the gateway's
  signed envelope (\`POST\` JSON \`{ appId, sign, param }\`). \`param\` is described as JSON text
  (\`contentMediaType: application/json\`) whose \`contentSchema\` is the operation's params; each answer's
  \`data\` has its schema; the notifications are its \`webhooks\`.
- [\`openapi/snap.openapi.json\`](openapi/snap.openapi.json): \`@lintas/snap\`, SNAP BI.

Each operation carries \`x-lintas-operations\`: its success codes and what a retry does (\`retry.kind\`
\`read\`, or a write with the \`keys\` that identify it, the \`duplicateCodes\` that mean "it exists
already" and how it is looked up after an ambiguous failure). \`x-lintas-checks\` lists the rules the SDK
checks that JSON Schema cannot state (a date's format, an amount's currency): a request that passes the
schema can still be refused by the SDK, before anything is sent.

## Calling the gateway from Postman, Bruno or curl

Every request must be signed with your private key over the exact \`param\` text, which these tools
cannot do on their own. \`lintas proxy\` does it on your machine:

\`\`\`sh
LINTAS_BASE_URL=https://openapi.example.com LINTAS_APP_ID=... LINTAS_PRIVATE_KEY=... npx lintas proxy --port 8931
curl -s http://127.0.0.1:8931/philippines/queryPayment -H 'content-type: application/json' -d '{"mchOrderId":"order-1001"}'
\`\`\`

It answers only on \`127.0.0.1\`, validates the params as the SDK does, signs, sends through the SDK's
call path (its retries and recovery), and answers with the gateway's answer and the call's metadata:
HTTP 200 when the gateway accepted the call, 422 with its answer when it refused it, 400 when the SDK
refused the params (nothing was sent), 504 when the outcome of a write is unknown (look it up before
trying again), 502 on another failure. \`POST <gateway path>\` with an unsigned envelope
\`{ "param": "<params as JSON text>" }\` works too. The key stays in its process: to sign with a KMS or an
HSM, give \`--client <module>\`, a module of your project whose default export is your client.

[\`openapi/lintas.postman_collection.json\`](openapi/lintas.postman_collection.json) (Postman, collection
v2.1; \`newman run\` runs it too) and [\`openapi/bruno/\`](openapi/bruno/) (Bruno; \`bru run --env proxy\`)
hold one request per operation with example params, pointed at the proxy: \`proxyUrl\`, by default
\`http://127.0.0.1:8931\`. Each request's test checks that the gateway answered it (200 or 422). The ids
of a create are made fresh on each run (\`{{$timestamp}}{{$randomInt}}\`); a lookup names an example id,
which the gateway answers as not found until you put one of your own.

## Operations

| operation | gateway path | retry |
|---|---|---|
${rows(envelope).join('\n')}

### SNAP BI

| operation | path | retry |
|---|---|---|
${rows(snap).join('\n')}

## Notifications

${Object.keys(envelope.webhooks ?? {})
  .map((name) => `- \`${name}\``)
  .join('\n')}
`;
}
