import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { directDebit } from '@lintas/direct-debit';
import { indonesia } from '@lintas/indonesia';
import { malaysia } from '@lintas/malaysia';
import { neutral } from '@lintas/neutral';
import { philippines } from '@lintas/philippines';
import { snap } from '@lintas/snap';
import { splitV1 } from '@lintas/split-v1';
import { thailand } from '@lintas/thailand';
import { describe, expect, it } from 'vitest';
import { binOf, openapiFolder, operationsOf, readDocument, repositoryRoot } from '../src/documents.js';

const envelopePlugins = [neutral, philippines, indonesia, thailand, malaysia, splitV1, directDebit];

/** `<plugin>.<method>` of every endpoint the plugins mount, sorted. */
const endpointsOf = (plugins: readonly { name: string; endpoints: object }[]) =>
  plugins.flatMap((plugin) => Object.keys(plugin.endpoints).map((name) => `${plugin.name}.${name}`)).sort();

describe('the OpenAPI documents', () => {
  const envelope = readDocument('lintas.openapi.json');
  const snapDocument = readDocument('snap.openapi.json');

  it('list every family of families.json, the envelope families in one document and SNAP in another', () => {
    const listed = (
      JSON.parse(readFileSync(join(repositoryRoot, 'families.json'), 'utf8')) as { families: { name: string }[] }
    ).families.map((family) => family.name);
    const families = (document: typeof envelope) =>
      new Set(
        Object.values(document.paths).flatMap((item) => item.post['x-lintas-operations'].map((facts) => facts.family)),
      );
    expect([...families(envelope), ...families(snapDocument)].sort()).toEqual(
      listed.map((name) => `@lintas/${name}`).sort(),
    );
  });

  it('describe exactly the endpoints the envelope families export', () => {
    expect(operationsOf(envelope)).toEqual(endpointsOf(envelopePlugins));
  });

  it("describe exactly SNAP's endpoints in SNAP's document", () => {
    expect(operationsOf(snapDocument)).toEqual(endpointsOf([snap]));
  });

  it('describe every notification the envelope families declare as a webhook', () => {
    const declared = envelopePlugins
      .flatMap((plugin) => Object.keys(plugin.notifications ?? {}).map((event) => `${plugin.name}.${event}`))
      .sort();
    expect(Object.keys(envelope.webhooks ?? {}).sort()).toEqual(declared);
  });

  it("describe param as JSON text of the operation's params, and the retry policy of each write", () => {
    const operation = envelope.paths['/open-api/philippines/payment/generate']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: { param: Record<string, unknown> } } } } };
      'x-lintas-operations': { retry: unknown; successCodes: number[] }[];
      'x-lintas-checks': unknown[];
    };
    const param = operation.requestBody.content['application/json'].schema.properties.param;
    expect(param).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: {
        required: expect.arrayContaining(['mchOrderId', 'amount', 'timestamp']),
        additionalProperties: false,
      },
    });
    expect(operation['x-lintas-operations'][0]).toMatchObject({
      successCodes: [10000, 1000],
      retry: {
        kind: 'write',
        keys: ['mchOrderId'],
        duplicateCodes: ['21007'],
        recovers: true,
        lookup: '`queryPayment`',
      },
    });
  });

  it('list the rules JSON Schema cannot state instead of dropping them', () => {
    const checks = Object.values(envelope.paths).flatMap(
      (item) =>
        (item.post as unknown as { 'x-lintas-checks': { operation: string; in: string; at: string; rule: string }[] })[
          'x-lintas-checks'
        ],
    );
    expect(checks).toContainEqual(
      expect.objectContaining({
        operation: 'philippines.cancelStaticCode',
        in: 'data',
        at: 'createTime',
        rule: 'check',
      }),
    );
  });

  it('pass Redocly CLI lint (its recommended rules), both documents in one run', () => {
    const lint = spawnSync(
      process.execPath,
      [
        binOf('@redocly/cli', 'redocly'),
        'lint',
        '--format=summary',
        join(openapiFolder, 'lintas.openapi.json'),
        join(openapiFolder, 'snap.openapi.json'),
      ],
      { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    );
    expect(lint.stderr + lint.stdout).toContain('Your API descriptions are valid');
    expect(lint.status).toBe(0);
  });
});
