// Min+gzip size of what a merchant ships: core with one endpoint, and core with each single family.
// Also checks that one family's bundle holds no other family's paths. Prints figures; asserts nothing.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const families = {
  philippines: 'philippines',
  indonesia: 'indonesia',
  thailand: 'thailand',
  malaysia: 'malaysia',
  neutral: 'neutral',
  'split-v1': 'splitV1',
  'direct-debit': 'directDebit',
};
const familyPaths = {
  philippines: '/open-api/philippines/',
  indonesia: '/open-api/indonesia/',
  thailand: '/open-api/thailand/',
  malaysia: '/open-api/malaysia/',
  neutral: '/open-api/refund/payments',
  'split-v1': '/open-api/v1/',
  'direct-debit': '/open-api/direct/debit/',
};

const oneEndpoint = `
import * as v from 'valibot';
import { createClient, defineEndpoint, rsaSha256Signer } from '@lintas/core';
const queryCheckout = defineEndpoint({
  path: '/open-api/payment/checkout/query',
  params: v.strictObject({ checkoutId: v.string() }),
  data: v.looseObject({ checkoutId: v.string(), status: v.string() }),
  retry: 'read',
});
export async function run(privateKey) {
  const client = createClient({ baseUrl: 'https://gateway.example', appId: 'app', signer: await rsaSha256Signer({ privateKey }) });
  return client.call(queryCheckout, { checkoutId: 'CH1' });
}`;

const withFamily = (pkg, name) => `
import { createClient, rsaSha256Signer } from '@lintas/core';
import { ${name} } from '@lintas/${pkg}';
export async function run(privateKey) {
  return createClient({ baseUrl: 'https://gateway.example', appId: 'app', signer: await rsaSha256Signer({ privateKey }) }).use(${name});
}`;

async function measure(contents, external = []) {
  const result = await build({
    external,
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return { code, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const core = await measure(oneEndpoint);
const coreOwn = await measure(oneEndpoint, ['ky', 'valibot']);
console.log(`size: core + one endpoint: ${kb(core.gzip)} min+gzip with ky and valibot bundled; ${kb(coreOwn.gzip)} of Lintas code alone (target <= 8 KB)`);
for (const [pkg, name] of Object.entries(families)) {
  try {
    const { code, gzip } = await measure(withFamily(pkg, name));
    const own = await measure(withFamily(pkg, name), ['ky', 'valibot']);
    const others = Object.entries(familyPaths).filter(([other, path]) => other !== pkg && code.includes(path)).map(([other]) => other);
    console.log(`size: core + @lintas/${pkg}: ${kb(gzip)} min+gzip with ky and valibot; ${kb(own.gzip)} of Lintas code alone (target <= 8 KB)${others.length ? `; ALSO PULLS ${others.join(', ')}` : '; no other family pulled in'}`);
  } catch (error) {
    console.log(`size: core + @lintas/${pkg}: not measured (${error.errors?.[0]?.text ?? error.message})`);
  }
}
