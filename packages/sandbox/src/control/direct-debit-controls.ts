import * as v from 'valibot';
import type { SandboxContext } from '../context.js';
import { SandboxControlError } from '../errors/sandbox-control-error.js';
import { authorize, cancelToken, rejectAuthorization } from '../lifecycle/authorization-transitions.js';
import type { AuthorizationRecord, TokenRecord } from '../state/records.js';
import { parseInput } from './parse-input.js';

/** Options of an authorization decision. */
export interface AuthorizationOptions {
  /** Needed only when two merchants used the same `requestId`. */
  readonly appId?: string;
  /** The payer's login id, shown masked in token queries (default `09171234567` → `0917****567`). */
  readonly userLoginId?: string;
}

/** Plays the payer (and the merchant's cancel) in direct-debit authorizations. */
export interface DirectDebitControls {
  /** The payer approves: issues an ACTIVED token; sends `token.create.success`. */
  authorize(requestId: string, options?: AuthorizationOptions): TokenRecord;
  /** The payer refuses; sends `token.create.failed`. */
  rejectAuthorization(requestId: string, options?: Pick<AuthorizationOptions, 'appId'>): AuthorizationRecord;
  /** The merchant cancels: INACTIVED with inactiveType MCH_CANCEL; sends `token.cancel.success`. */
  cancelToken(input: { readonly payToken: string }): TokenRecord;
}

const text = v.string('must be a string');
const optionsSchema = v.optional(
  v.object({ appId: v.optional(text), userLoginId: v.optional(v.pipe(text, v.nonEmpty('must not be empty'))) }),
);

function findAuthorization(
  sandbox: SandboxContext,
  requestId: unknown,
  appId: string | undefined,
): AuthorizationRecord {
  const id = parseInput(text, requestId);
  for (const authorization of sandbox.store.authorizations.values()) {
    if (authorization.requestId === id && (appId === undefined || authorization.appId === appId)) return authorization;
  }
  throw new SandboxControlError('not_found', `No authorization has requestId ${id}`);
}

/** The direct-debit controls of a sandbox. */
export function directDebitControls(sandbox: SandboxContext): DirectDebitControls {
  return {
    authorize(requestId, options) {
      const parsed = parseInput(optionsSchema, options) ?? {};
      const authorization = findAuthorization(sandbox, requestId, parsed.appId);
      return structuredClone(authorize(sandbox, authorization, parsed.userLoginId));
    },
    rejectAuthorization(requestId, options) {
      const parsed = parseInput(optionsSchema, options) ?? {};
      return structuredClone(rejectAuthorization(sandbox, findAuthorization(sandbox, requestId, parsed.appId)));
    },
    cancelToken(input) {
      const { payToken } = parseInput(v.object({ payToken: text }), input);
      const token = sandbox.store.tokens.get(payToken);
      if (!token) throw new SandboxControlError('not_found', `No token ${payToken}`);
      return structuredClone(cancelToken(sandbox, token));
    },
  };
}
