import { isLintasError, SignatureError, type Signer } from '@lintas/core';

/**
 * `signer`'s signature of `payload`, given the attempt's `signal`; a failure of a signer of your own (a
 * KMS, an HSM) rejects as `SignatureError` (`sign-failed`) with its error as `cause`, naming `path`,
 * whose request was then not sent.
 */
export async function signWith(signer: Signer, payload: string, signal: AbortSignal, path: string): Promise<string> {
  try {
    return await signer.sign(payload, { signal });
  } catch (error) {
    if (isLintasError(error)) throw error;
    const message = `${path} was not sent: its signer failed (see cause). Nothing was sent; send the call again with the same keys once the signer works`;
    throw new SignatureError('sign-failed', message, { cause: error });
  }
}
