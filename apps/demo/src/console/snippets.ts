import { HIDDEN_TOKEN } from '../exchanges.js';
import { demoFamilies, demoSnapFamilies } from '../families.js';
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
  if (exchange.headers) return snapCurlOf(exchange, exchange.headers, url, `Attempt ${attempt} of ${attempts}`);
  return [
    `# Attempt ${attempt} of ${attempts} as sent: the envelope {appId, sign, param}, param with its timestamp.`,
    '# No key is in it (a signature cannot be turned back into the key); sending it again repeats this',
    '# exact request, which the gateway judges again (a duplicate order, a timestamp too old).',
    `curl -sS -X POST ${shellQuote(url.href)} \\`,
    "  -H 'content-type: application/json' \\",
    `  --data-raw ${shellQuote(JSON.stringify(exchange.envelope))}`,
  ].join('\n');
}

/**
 * One attempt of a SNAP call as a cURL command: its headers and body as sent, the access token left
 * out (a credential: `$SNAP_ACCESS_TOKEN` stands for it; the token request's answer holds one).
 */
function snapCurlOf(exchange: Exchange, headers: Readonly<Record<string, string>>, url: URL, attempt: string): string {
  const lines = Object.entries(headers).map(([name, value]) =>
    value.includes(HIDDEN_TOKEN)
      ? `  -H "${name}: Bearer $SNAP_ACCESS_TOKEN" \\`
      : `  -H ${shellQuote(`${name}: ${value}`)} \\`,
  );
  return [
    `# ${attempt} as sent: SNAP headers (X-TIMESTAMP, X-SIGNATURE, X-EXTERNAL-ID, ...) and body.`,
    '# No key is in it, nor the access token ($SNAP_ACCESS_TOKEN); sending it again repeats this exact',
    '# request, which the gateway judges again (an X-EXTERNAL-ID is used once a day, X-TIMESTAMP ages).',
    `curl -sS -X POST ${shellQuote(url.href)} \\`,
    ...lines,
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
  [...demoFamilies, ...demoSnapFamilies].map((family) => [family.plugin.name, family.packageName]),
);

/** How the TypeScript of a call builds its client: from the environment the sandbox prints, or SNAP's. */
function clientLines(family: string, snapProfile: string | undefined): string[] {
  const from = `import { ${snapProfile ? `createSnapClient, ${family}` : family} } from '${PACKAGES[family] ?? `@lintas/${family}`}';`;
  if (!snapProfile)
    return [
      '// call.mts: with LINTAS_BASE_URL, LINTAS_APP_ID and LINTAS_PRIVATE_KEY set (the sandbox prints them).',
      "import { createClientFromEnv } from '@lintas/core';",
      from,
      '',
      `const client = (await createClientFromEnv()).use(${family});`,
    ];
  return [
    '// call.mts: with SNAP_BASE_URL, SNAP_CLIENT_KEY, SNAP_PRIVATE_KEY and SNAP_CLIENT_SECRET set.',
    from,
    '',
    'const client = (',
    '  await createSnapClient({',
    '    baseUrl: process.env.SNAP_BASE_URL!,',
    `    profile: '${snapProfile}',`,
    '    clientKey: process.env.SNAP_CLIENT_KEY!,',
    '    privateKey: process.env.SNAP_PRIVATE_KEY!,',
    '    clientSecret: process.env.SNAP_CLIENT_SECRET!,',
    '  })',
    `).use(${family});`,
  ];
}

/**
 * The call as a merchant writes it: an ES module (`.mts`) that builds the client from the environment
 * (`LINTAS_BASE_URL`, `LINTAS_APP_ID`, `LINTAS_PRIVATE_KEY`, as the sandbox prints them; a SNAP
 * client from `SNAP_BASE_URL`, `SNAP_CLIENT_KEY`, `SNAP_PRIVATE_KEY`, `SNAP_CLIENT_SECRET`) and makes the
 * call with these params. No key and no signature: the SDK signs when it runs. Amounts carry a comment
 * in major units.
 */
export function typescriptOf(
  operation: Pick<Operation, 'family' | 'name' | 'currency' | 'fields' | 'snapProfile'>,
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
    ...clientLines(operation.family, operation.snapProfile),
    '',
    `const result = await client.${operation.family}.${operation.name}(${args});`,
    'console.log(result);',
    '',
  ].join('\n');
}
