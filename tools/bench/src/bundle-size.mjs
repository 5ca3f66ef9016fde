// Min+gzip size of what a merchant's bundle loads for one realistic call, bundled by esbuild for a neutral
// platform (browser, worker or server alike): Lintas (core + one family, and core + that family's whole
// plugin), the ky + valibot floor it is built on, and peer SDKs making one call of their own.
// Prints one JSON line: { all: { name: bytes }, first: { name: bytes } }. Also checks that one family's
// bundle holds no other family. With `--release`, measures the Lintas entries against the build of the
// previous release (release-build.mjs) instead of this one.

import { fileURLToPath } from 'node:url';
import { measure } from './measure-bundle.mjs';
import { releaseBuild } from './release-build.mjs';

export const entries = {
  // The figure judged: one call through the family's plugin, as the README's quick start writes it.
  lintasPlugin: `
import { createClient, rsaSha256Signer } from '@lintas/core';
import { philippines } from '@lintas/philippines';
export async function run(privateKey, params) {
  const client = createClient({ baseUrl: 'https://gateway.example', appId: 'app', signer: await rsaSha256Signer({ privateKey }) }).use(philippines);
  return client.philippines.createPayment(params);
}`,
  // One call of a family's endpoint, as a merchant who imports only what they call writes it.
  lintas: `
import { createClient, rsaSha256Signer } from '@lintas/core';
import { createPayment } from '@lintas/philippines';
export async function run(privateKey, params) {
  const client = createClient({ baseUrl: 'https://gateway.example', appId: 'app', signer: await rsaSha256Signer({ privateKey }) });
  return client.call(createPayment, params);
}`,
  // The least a client on ky and valibot ships: one POST with timeout and retry, its answer validated.
  floor: `
import ky from 'ky';
import * as v from 'valibot';
const Answer = v.looseObject({ code: v.number(), message: v.string(), data: v.optional(v.looseObject({ mchOrderId: v.pipe(v.string(), v.maxLength(32)), payData: v.string() })) });
export async function run(body) {
  return v.parse(Answer, await ky.post('https://gateway.example/open-api/philippines/payment/generate', { json: body, timeout: 30000, retry: { limit: 2, methods: ['post'] } }).json());
}`,
  stripe: `
import Stripe from 'stripe';
export async function run(key) {
  return new Stripe(key).paymentIntents.create({ amount: 50010, currency: 'php', payment_method_types: ['gcash'] });
}`,
  openai: `
import OpenAI from 'openai';
export async function run(apiKey) {
  return new OpenAI({ apiKey }).chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
}`,
};

const otherFamilies = [
  '/open-api/indonesia/',
  '/open-api/thailand/',
  '/open-api/refund/',
  '/open-api/v1/',
  '/open-api/direct/debit/',
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const first = {};
  const all = {};
  let pullsOtherFamily = false;
  const release = process.argv.includes('--release') ? releaseBuild() : undefined;
  const alias = release && {
    '@lintas/core': fileURLToPath(release.core),
    '@lintas/philippines': fileURLToPath(release.philippines),
  };
  for (const [name, contents] of Object.entries(entries)) {
    if (release && !name.startsWith('lintas')) continue;
    const measured = await measure(contents, { alias });
    first[name] = measured.first;
    all[name] = measured.all;
    if (name.startsWith('lintas')) pullsOtherFamily ||= otherFamilies.some((path) => measured.code.includes(path));
  }
  console.log(JSON.stringify({ all, first, pullsOtherFamily }));
}
