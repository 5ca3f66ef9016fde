import { OutcomeUnknownError } from '../errors/outcome-unknown-error.js';
import type { ExtraParams } from '../extra-params.js';
import type { OutcomeUnknownEvent } from '../types/client.js';
import type { AnyEndpoint } from '../types/endpoint.js';
import { merchantKeys, type Sent } from './journal.js';
import type { Transport } from './transport.js';

/**
 * The `OutcomeUnknownError` of a write that `sent` its attempts, with the merchant keys of its
 * `validated` params (signed with `extraParams`), once the client's `outcomeUnknown` journal hooks have
 * recorded it (with the `keyId` of its last signed request): awaited (unlike the observers), so a
 * journal has the outcome before the caller (or a crash) can lose it. A failing journal does not
 * change the error.
 */
export async function outcomeUnknown(
  transport: Transport,
  endpoint: AnyEndpoint,
  validated: Record<string, unknown>,
  { attempts, keyId }: Sent,
  cause: unknown,
  extraParams: ExtraParams | undefined,
): Promise<OutcomeUnknownError> {
  const keys = merchantKeys(endpoint, validated);
  const statusCheck = endpoint.retry === 'read' ? undefined : endpoint.retry.statusCheck;
  const error = new OutcomeUnknownError(endpoint.path, keys, attempts, { cause, statusCheck });
  for (const hook of hooksOf(transport)) {
    try {
      const extra = { ...(extraParams && { extraParams }), ...(keyId !== undefined && { keyId }) };
      await hook({ endpoint: endpoint.path, keys, attempts, params: validated, ...extra, error });
    } catch {
      // A failing journal must not turn the unknown outcome into another error.
    }
  }
  return error;
}

/**
 * The client's `outcomeUnknown` hooks, each given its event with the account the call was sent for
 * (`appId`): a journal shared by several accounts keeps each one's operations apart by it.
 */
function hooksOf({ hooks, appId }: Transport) {
  return (hooks.outcomeUnknown ?? []).map(
    (hook) => (event: Omit<OutcomeUnknownEvent, 'appId'>) => hook({ appId, ...event }),
  );
}
