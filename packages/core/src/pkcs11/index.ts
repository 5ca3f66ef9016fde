/**
 * `@lintas/core/pkcs11`: a signer over a key in a PKCS#11 token (an HSM, AWS CloudHSM, SoftHSM), for
 * Node, through the optional peer dependency `pkcs11js`. An entry point of its own, so that a client
 * that signs otherwise neither bundles nor loads it.
 *
 * @packageDocumentation
 */
export { type Pkcs11Signer, type Pkcs11SignerOptions, pkcs11Signer } from './pkcs11-signer.js';
