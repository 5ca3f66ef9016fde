import { ConfigurationError } from '../errors/configuration-error.js';
import { SignatureError } from '../errors/signature-error.js';
import { digestSigner } from '../signing/digest-signer.js';
import { sha256DigestInfo } from '../signing/sha256-digest.js';
import type { Signer } from '../signing/signer.js';

/** Options of {@link pkcs11Signer}. */
export interface Pkcs11SignerOptions {
  /**
   * Path of your token's PKCS#11 module: SoftHSM2 `/usr/lib/softhsm/libsofthsm2.so` (Debian), AWS
   * CloudHSM `/opt/cloudhsm/lib/libcloudhsm_pkcs11.so`, or your HSM vendor's.
   */
  readonly library: string;
  /** The token that holds the key, by its label (`CKA_LABEL` of the token, as `softhsm2-util --show-slots` lists it). */
  readonly tokenLabel: string;
  /** The user PIN of the token. Read once, to log in; not kept. */
  readonly pin: string;
  /** The RSA private key, by its `CKA_LABEL`. It is used where it is: never read out of the token. */
  readonly keyLabel: string;
  /** Names the key in call metadata and the journal; default `pkcs11:<tokenLabel>/<keyLabel>`. */
  readonly keyId?: string;
}

/** A signer over a key in a PKCS#11 token, which `close()` logs out of and unloads. */
export interface Pkcs11Signer extends Signer {
  /** Logs out, closes the session and unloads the module: call it when the process stops signing. */
  close(): Promise<void>;
}

/** What this signer uses of `pkcs11js`: https://github.com/PeculiarVentures/pkcs11js. */
type Pkcs11Module = typeof import('pkcs11js');

async function loadPkcs11js(): Promise<Pkcs11Module> {
  try {
    const loaded = (await import('pkcs11js')) as Pkcs11Module & { default?: Pkcs11Module };
    return loaded.default ?? loaded;
  } catch (error) {
    throw new ConfigurationError(
      'pkcs11js',
      `pkcs11Signer needs pkcs11js, an optional peer dependency of @lintas/core (Node only): install it beside Lintas (npm install pkcs11js); it compiles a small Node-API addon with node-gyp (${(error as Error)?.message})`,
    );
  }
}

/**
 * A {@link Signer} over an RSA private key in a PKCS#11 token (an HSM, AWS CloudHSM, a smart card,
 * SoftHSM): the key is used where it is and never leaves the token. Each payload is hashed here
 * (SHA-256) and the token signs its `DigestInfo` with `CKM_RSA_PKCS` (RSASSA-PKCS1-v1_5), 51 bytes
 * whatever the payload's size: the same signature as SHA256withRSA over the payload, which the gateway
 * verifies. Signatures run one at a time on one logged-in session, off the main thread
 * (`C_SignAsync`); the signer reuses its last signature for byte-identical bytes (see `digestSigner`).
 *
 * Node only, through `pkcs11js` (https://github.com/PeculiarVentures/pkcs11js), an optional peer
 * dependency: install it beside `@lintas/core`. A token or a key that cannot be found, or a PIN it
 * refuses, is refused here with a `ConfigurationError` or a `SignatureError` (`invalid-key`).
 *
 * @example
 * ```ts
 * import { createClient } from '@lintas/core';
 * import { pkcs11Signer } from '@lintas/core/pkcs11';
 *
 * const signer = await pkcs11Signer({
 *   library: '/opt/cloudhsm/lib/libcloudhsm_pkcs11.so',
 *   tokenLabel: 'lintas',
 *   pin: process.env.HSM_PIN!,
 *   keyLabel: 'merchant-2025',
 * });
 * const client = createClient({ baseUrl: 'https://gateway.example', appId: 'your-app-id', signer });
 * ```
 */
export async function pkcs11Signer(options: Pkcs11SignerOptions): Promise<Pkcs11Signer> {
  const pkcs11js = await loadPkcs11js();
  const token = new pkcs11js.PKCS11();
  token.load(options.library);
  token.C_Initialize();
  try {
    const slot = token
      .C_GetSlotList(true)
      .find((candidate) => token.C_GetTokenInfo(candidate).label.trim() === options.tokenLabel);
    if (slot === undefined)
      throw new ConfigurationError(
        'tokenLabel',
        `pkcs11Signer: no token of ${options.library} is labelled ${options.tokenLabel}`,
      );
    const session = token.C_OpenSession(slot, pkcs11js.CKF_SERIAL_SESSION);
    token.C_Login(session, pkcs11js.CKU_USER, options.pin);
    token.C_FindObjectsInit(session, [
      { type: pkcs11js.CKA_CLASS, value: pkcs11js.CKO_PRIVATE_KEY },
      { type: pkcs11js.CKA_LABEL, value: options.keyLabel },
    ]);
    const key = token.C_FindObjects(session);
    token.C_FindObjectsFinal(session);
    if (key === null)
      throw new SignatureError(
        'invalid-key',
        `pkcs11Signer: the token ${options.tokenLabel} holds no private key labelled ${options.keyLabel}`,
      );
    return sessionSigner(pkcs11js, token, session, key, options);
  } catch (error) {
    token.C_Finalize();
    throw error;
  }
}

/** The signer of `key` on a logged-in `session`: one signature at a time, the session's one operation. */
function sessionSigner(
  pkcs11js: Pkcs11Module,
  token: InstanceType<Pkcs11Module['PKCS11']>,
  session: Buffer,
  key: Buffer,
  options: Pkcs11SignerOptions,
): Pkcs11Signer {
  const keyId = options.keyId ?? `pkcs11:${options.tokenLabel}/${options.keyLabel}`;
  // A session runs one signing operation at a time: each waits for the one before it.
  let queue: Promise<unknown> = Promise.resolve();
  const signDigest = (digest: Uint8Array, { signal }: { signal?: AbortSignal }) => {
    const signing = queue.then(async () => {
      signal?.throwIfAborted();
      token.C_SignInit(session, { mechanism: pkcs11js.CKM_RSA_PKCS }, key);
      return new Uint8Array(
        await token.C_SignAsync(session, Buffer.from(sha256DigestInfo(digest)), Buffer.alloc(1024)),
      );
    });
    queue = signing.catch(() => undefined);
    return signing;
  };
  // digestSigner's signer prints as its algorithm and key id only.
  return Object.assign(digestSigner({ keyId, signDigest }), {
    async close() {
      await queue;
      try {
        token.C_Logout(session);
        token.C_CloseSession(session);
      } finally {
        token.C_Finalize();
      }
    },
  });
}
