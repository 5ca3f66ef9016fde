import { tooManyRequestsCode } from './errors/transport-codes.js';

/**
 * Thrown inside a call's fetch when the gateway answered one of its transient codes (21000, 21011,
 * 21020), so that ky's retry, which acts on thrown errors, decides whether to repeat the attempt. Never
 * reaches the caller: the call settles on the answer itself.
 */
export class TransientAnswer extends Error {
  override readonly name = 'TransientAnswer';

  constructor(readonly code: number) {
    super(`transient gateway code ${code}`);
  }

  /** 21020 says nothing was done; 21000 and 21011 say the gateway failed on its side, maybe after acting. */
  get unsent(): boolean {
    return this.code === tooManyRequestsCode;
  }
}
