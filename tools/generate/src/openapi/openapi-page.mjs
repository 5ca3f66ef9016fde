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
