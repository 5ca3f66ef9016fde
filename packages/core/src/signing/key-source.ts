/** Where a key was given, for the words of its refusal: which function, which option, which half. */
export interface KeySource {
  /** The function given the key: `rsaSha256Signer`, `createClientFromEnv`, ... */
  readonly caller: string;
  /** The option or environment variable that held it: `privateKey`, `publicKeys[1]`, `LINTAS_PRIVATE_KEY`. */
  readonly option: string;
  /** The half of a key pair the function needs. */
  readonly kind: 'private' | 'public';
}
