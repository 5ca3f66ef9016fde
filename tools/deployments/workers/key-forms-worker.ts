// Every form a merchant holds a key in, read by every key-taking function of the built SDK inside a
// Worker without nodejs_compat: no node:crypto, so each key goes through WebCrypto, as on Cloudflare.
import {
  createClientFromEnv,
  createVerifierFromEnv,
  defineEndpoint,
  rsaSha256Signer,
  rsaSha256Verifier,
} from '@lintas/core';
import * as v from 'valibot';

/** What the test posts: the key forms to read, the sandbox to call and what to sign or verify. */
export interface KeyFormsRequest {
  readonly baseUrl: string;
  readonly appId: string;
  readonly privateForms: Readonly<Record<string, string>>;
  readonly publicForms: Readonly<Record<string, string>>;
  readonly payload: string;
  /** A signature of `payload` by the private key, for the verifiers. */
  readonly signature: string;
  /** Text that is no key, whose refusal the test reads. */
  readonly notAKey: string;
}

/** What the Worker saw, per form. */
export interface KeyFormsResult {
  readonly node: boolean;
  readonly signatures: Record<string, string>;
  readonly calls: Record<string, number | undefined>;
  readonly verified: Record<string, [rsaSha256Verifier: boolean, createVerifierFromEnv: boolean]>;
  readonly refusals: string[];
}

const queryBalance = defineEndpoint({
  path: '/open-api/account/balance',
  params: v.strictObject({ countryCode: v.string() }),
  data: v.looseObject({}),
  retry: 'read',
});

const message = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

async function readForms(request: KeyFormsRequest): Promise<KeyFormsResult> {
  const result: KeyFormsResult = {
    node: typeof (globalThis as { process?: { getBuiltinModule?: unknown } }).process?.getBuiltinModule === 'function',
    signatures: {},
    calls: {},
    verified: {},
    refusals: [],
  };
  for (const [form, privateKey] of Object.entries(request.privateForms)) {
    result.signatures[form] = await (await rsaSha256Signer({ privateKey })).sign(request.payload);
    const env = { LINTAS_BASE_URL: request.baseUrl, LINTAS_APP_ID: request.appId, LINTAS_PRIVATE_KEY: privateKey };
    const client = await createClientFromEnv({ env });
    result.calls[form] = (await client.call(queryBalance, { countryCode: 'PH' }).withMetadata()).metadata.code;
  }
  for (const [form, publicKey] of Object.entries(request.publicForms)) {
    const verifier = await rsaSha256Verifier({ publicKey });
    const fromEnv = await createVerifierFromEnv({ env: { LINTAS_PLATFORM_PUBLIC_KEY: publicKey } });
    result.verified[form] = [
      await verifier.verify(request.payload, request.signature),
      await fromEnv.verify(request.payload, request.signature),
    ];
  }
  const env = { LINTAS_BASE_URL: request.baseUrl, LINTAS_APP_ID: request.appId, LINTAS_PRIVATE_KEY: request.notAKey };
  for (const refuse of [
    () => rsaSha256Signer({ privateKey: request.notAKey }),
    () => createClientFromEnv({ env }),
    () => rsaSha256Verifier({ publicKey: request.notAKey }),
    () => createVerifierFromEnv({ env: { LINTAS_PLATFORM_PUBLIC_KEY: request.notAKey } }),
  ]) {
    result.refusals.push(await refuse().then(() => 'accepted', message));
  }
  return result;
}

export default {
  async fetch(request: Request): Promise<Response> {
    try {
      return Response.json(await readForms((await request.json()) as KeyFormsRequest));
    } catch (error) {
      return Response.json({ error: message(error) }, { status: 500 });
    }
  },
};
