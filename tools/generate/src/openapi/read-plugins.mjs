#!/usr/bin/env node
// Run by `pnpm generate` in a process of its own (the generator is synchronous; importing the bundle is
// not): prints, as JSON, every family's endpoints and notifications with their schemas as JSON Schema.
// Usage: node read-plugins.mjs <root> <families as JSON>
import { bundleFamilies } from './bundle-families.mjs';
import { convertSchema } from './convert-schema.mjs';

/**
 * @typedef {import('./convert-schema.mjs').SkippedRule} SkippedRule
 * @typedef {{ path: string, params: Record<string, unknown>, data: Record<string, unknown>, skipped: { params: SkippedRule[], data: SkippedRule[] }, successCodes?: number[] }} ReadEndpoint
 * @typedef {{ kind: string, key: string[], schema: Record<string, unknown>, skipped: SkippedRule[] }} ReadNotification
 * @typedef {{ folder: string, plugin: string, endpoints: Record<string, ReadEndpoint>, notifications: Record<string, ReadNotification> }} ReadFamily
 * @typedef {{ families: ReadFamily[], gatewayCodes: Record<string, number> }} ReadPlugins
 */

/** @param {any} endpoint @returns {ReadEndpoint} */
function readEndpoint(endpoint) {
  const params = convertSchema(endpoint.params, 'input');
  const data = convertSchema(endpoint.data, 'output');
  return {
    path: endpoint.path,
    params: params.schema,
    data: data.schema,
    skipped: { params: params.skipped, data: data.skipped },
    ...(endpoint.successCodes ? { successCodes: [...endpoint.successCodes] } : {}),
  };
}

/** @param {any} notification @returns {ReadNotification} */
function readNotification(notification) {
  const payload = convertSchema(notification.schema, 'output');
  return { kind: notification.kind, key: [...notification.key], schema: payload.schema, skipped: payload.skipped };
}

/**
 * @param {string} root
 * @param {readonly { folder: string, plugin: string }[]} families
 * @returns {Promise<ReadPlugins>}
 */
export async function readPlugins(root, families) {
  const modules = await bundleFamilies(root, [{ folder: 'core' }, ...families]);
  const core = /** @type {{ GatewayCode: Record<string, number> }} */ (/** @type {unknown} */ (modules.core));
  return {
    gatewayCodes: { ...core.GatewayCode },
    families: families.map((family) => {
      const plugin = /** @type {any} */ (modules[family.folder]?.[family.plugin]);
      if (!plugin?.endpoints)
        throw new Error(`packages/${family.folder}/src/index.ts exports no plugin \`${family.plugin}\`.`);
      return {
        folder: family.folder,
        plugin: family.plugin,
        endpoints: Object.fromEntries(Object.entries(plugin.endpoints).map(([name, e]) => [name, readEndpoint(e)])),
        notifications: Object.fromEntries(
          Object.entries(plugin.notifications ?? {}).map(([event, n]) => [event, readNotification(n)]),
        ),
      };
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, families] = process.argv.slice(2);
  process.stdout.write(JSON.stringify(await readPlugins(String(root), JSON.parse(String(families)))));
}
