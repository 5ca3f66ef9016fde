import { demoFamilies } from '../families.js';
import type { Exchange } from './api-types.js';
import type { Operation } from './catalog.js';
import { money } from './money.js';

/** A string as one shell word: single-quoted, a quote inside written `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * One attempt of a call as a cURL command: the exact request sent to `baseUrl` (the envelope the SDK
 * signed: the merchant's `appId`, the `param` text with its timestamp and the `sign` of it), preceded
 * by comments saying so. It holds no key: a signature cannot be turned back into the key that made it.
 */
export function curlOf(exchange: Exchange, baseUrl: string, attempt: number, attempts: number): string {
  const url = new URL(exchange.path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return [
    `# Attempt ${attempt} of ${attempts} as sent: the envelope {appId, sign, param}, param with its timestamp.`,
    '# No key is in it (a signature cannot be turned back into the key); sending it again repeats this',
    '# exact request, which the gateway judges again (a duplicate order, a timestamp too old).',
    `curl -sS -X POST ${shellQuote(url.href)} \\`,
    "  -H 'content-type: application/json' \\",
    `  --data-raw ${shellQuote(JSON.stringify(exchange.envelope))}`,
  ].join('\n');
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

// A value as TypeScript source: strings single-quoted, keys bare where they can be, nested values indented.
function literal(value: unknown, indent: string): string {
  if (typeof value === 'string')
    return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${literal(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([key, item]) => `${inner}${IDENTIFIER.test(key) ? key : literal(key, inner)}: ${literal(item, inner)},`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** The package of each family, by the plugin's export name. */
const PACKAGES: Readonly<Record<string, string>> = Object.fromEntries(
  demoFamilies.map((family) => [family.plugin.name, family.packageName]),
);

/**
 * The call as a merchant writes it: an ES module (`.mts`) that builds the client from the environment
 * (`LINTAS_BASE_URL`, `LINTAS_APP_ID`, `LINTAS_PRIVATE_KEY`, as the sandbox prints them) and makes the
 * call with these params. No key and no signature: the SDK signs when it runs. Amounts carry a comment
 * in major units.
 */
export function typescriptOf(
  operation: Pick<Operation, 'family' | 'name' | 'currency' | 'fields'>,
  params: Readonly<Record<string, unknown>>,
): string {
  const currency = typeof params['currency'] === 'string' ? params['currency'] : operation.currency;
  const amounts = new Set(operation.fields.filter((field) => field.kind === 'amount').map((field) => field.name));
  const body = Object.entries(params).map(([key, value]) => {
    const note = amounts.has(key) && typeof value === 'number' ? ` // ${money(value, currency)}` : '';
    return `  ${IDENTIFIER.test(key) ? key : literal(key, '  ')}: ${literal(value, '  ')},${note}`;
  });
  const args = body.length === 0 ? '{}' : `{\n${body.join('\n')}\n}`;
  return [
    '// call.mts: with LINTAS_BASE_URL, LINTAS_APP_ID and LINTAS_PRIVATE_KEY set (the sandbox prints them).',
    "import { createClientFromEnv } from '@lintas/core';",
    `import { ${operation.family} } from '${PACKAGES[operation.family] ?? `@lintas/${operation.family}`}';`,
    '',
    `const client = (await createClientFromEnv()).use(${operation.family});`,
    '',
    `const result = await client.${operation.family}.${operation.name}(${args});`,
    'console.log(result);',
    '',
  ].join('\n');
}
